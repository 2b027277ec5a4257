import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseClipboard} from './clipboard';
import {parseBlueprint} from './parse';
import {placeGraph, separate} from './place';
import {measureNode} from './measure';
import {validateBlueprint} from './validate';
import type {Box} from './types';

const kinds = parseClipboard(
  readFileSync(path.join(__dirname, 'clipboard/__fixtures__/node-kinds.t3d'), 'utf8'),
  1,
  'Node kinds.',
);

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** Two function nodes the writer put side by side, closer than the drawing's wider nodes allow. */
const crowded = (leftNeighbour: string, spacing = 120) =>
  parseClipboard(
    ['A', 'B']
      .map((name, index) =>
        [
          `Begin Object Class=/Script/BlueprintGraph.K2Node_CallFunction Name="K2Node_CallFunction_${name}"`,
          `   FunctionReference=(MemberName="${index === 0 ? leftNeighbour : 'Open'}",bSelfContext=True)`,
          `   NodePosX=${index * spacing}`,
          '   NodePosY=0',
          `   CustomProperties Pin (PinId=E${name},PinName="execute",PinType.PinCategory="exec",)`,
          `   CustomProperties Pin (PinId=T${name},PinName="then",Direction="EGPD_Output",PinType.PinCategory="exec",${index === 0 ? 'LinkedTo=(K2Node_CallFunction_B EB,K2Node_Elsewhere_0 X,),' : ''})`,
          'End Object',
        ].join('\n'),
      )
      .join('\n'),
    1,
    'Crowded.',
  );

describe('placeGraph', () => {
  const layout = placeGraph(kinds.graph, kinds.wires);

  it('keeps the order the writer gave the nodes, left to right and top to bottom', () => {
    const byX = [...kinds.graph.nodes].sort((a, b) => a.position!.x - b.position!.x).map((node) => node.id);
    const placedByX = [...layout.nodes].sort((a, b) => a.x - b.x).map((placed) => placed.node.id);
    expect(placedByX).toEqual(byX);
  });

  it('places no two nodes over each other, and everything inside the picture', () => {
    for (const [index, a] of layout.nodes.entries()) {
      for (const b of layout.nodes.slice(index + 1)) {
        expect(overlaps(a, b), `${a.node.id} and ${b.node.id} overlap`).toBe(false);
      }
      expect(contains({x: 0, y: 0, width: layout.width, height: layout.height}, a)).toBe(true);
    }
  });

  it("keeps the writer's places where nodes fit, and moves a node the least it must where they overlap", () => {
    const roomy = placeGraph(crowded('Close', 240).graph, []);
    expect(roomy.nodes[1]!.x - roomy.nodes[0]!.x).toBe(240);
    const {graph} = crowded('OpenTheBigCastleDoor');
    const [left, right] = graph.nodes.map((node) => ({x: node.position!.x, y: node.position!.y, ...measureNode(node)}));
    separate(graph.nodes, [left!, right!]);
    expect(overlaps(left!, right!)).toBe(false);
    // Moved right, just past its neighbour, on the same line.
    expect(right!.y).toBe(0);
    expect(right!.x - (left!.x + left!.width)).toBe(16);
  });

  it('draws the comment box around the nodes placed inside it, its title bar above them', () => {
    const [comment] = layout.comments;
    const members = layout.nodes.filter((placed) => comment!.comment.nodes.includes(placed.node.id));
    expect(members).toHaveLength(3);
    for (const member of members) {
      expect(contains(comment!, member)).toBe(true);
      expect(member.y).toBeGreaterThanOrEqual(comment!.y + 38);
    }
  });

  it('runs each wire from its output pin to its input pin', () => {
    for (const placed of layout.wires) {
      const source = layout.nodes.find((node) => node.node.id === placed.wire.from.node)!;
      const target = layout.nodes.find((node) => node.node.id === placed.wire.to.node)!;
      expect(placed.from).toEqual(source.outputs[placed.fromPin]);
      expect(placed.to).toEqual(target.inputs[placed.toPin]);
    }
  });

  it("places a hand-written graph's nodes at their `at`, and its comment box at its `at` and `size`", () => {
    const graph = parseBlueprint(`caption Placed.
node a event Event BeginPlay
  at 0 0
  out exec
node b function Save
  at 400 80
  in exec
wire a.exec -> b.exec
comment a, b: Save on start
  at -40 -80
  size 700 260`);
    const placed = placeGraph(graph, validateBlueprint(graph));
    const [a, b] = placed.nodes;
    expect([b!.x - a!.x, b!.y - a!.y]).toEqual([400, 80]);
    const [box] = placed.comments;
    expect([box!.x - a!.x, box!.y - a!.y, box!.width, box!.height]).toEqual([-40, -80, 700, 260]);
  });

  it('lets the frame cut a node the picture cut, on the cut side only', () => {
    const graph = parseBlueprint(`caption Cut.
node a event On Interacted (NarrativeInteractable)
  cropped left
  at -120 0
  out exec
node b function Save
  at 200 0
  in exec
wire a.exec -> b.exec`);
    const placed = placeGraph(graph, validateBlueprint(graph));
    const [a, b] = placed.nodes;
    expect(a!.x).toBeLessThan(0);
    expect(a!.x + a!.width).toBeGreaterThan(0);
    expect(b!.x + b!.width).toBeLessThan(placed.width);
  });

  it('runs a wire to a node the text does not hold out to the edge of the picture', () => {
    const {graph, wires} = crowded('Close');
    const placed = placeGraph(graph, wires);
    const leaving = placed.wires.find((wire) => wire.wire.to.node === 'offscreen')!;
    expect(leaving.to.x).toBe(placed.width);
    expect(leaving.to.y).toBe(leaving.from.y);
  });
});
