import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {layoutGraph} from './layout';
import {measureNode, nodeSize} from './measure';
import {parseBlueprint} from './parse';
import type {Box} from './types';
import {validateBlueprint} from './validate';
import {boxUnder} from './wires';

const example = readFileSync(path.join(__dirname, '__fixtures__/open-menu.blueprint'), 'utf8');
const fixture = readFileSync(path.join(__dirname, '__fixtures__/keep-cursor.blueprint'), 'utf8');

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each([
  ['the format example', example],
  ['the keep-cursor graph', fixture],
])('layoutGraph on %s', (_name, text) => {
  const graph = parseBlueprint(text);
  const wires = validateBlueprint(graph);

  it('places no two nodes over each other, each at its measured size', async () => {
    const layout = await layoutGraph(graph, wires);
    layout.nodes.forEach((node) => expect({width: node.width, height: node.height}).toEqual(nodeSize(node.node)));
    for (const [index, a] of layout.nodes.entries()) {
      for (const b of layout.nodes.slice(index + 1)) {
        expect(overlaps(a, b), `${a.node.id} and ${b.node.id} overlap`).toBe(false);
      }
    }
    for (const node of layout.nodes) {
      expect(node.x + node.width).toBeLessThanOrEqual(layout.width);
      expect(node.y + node.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('draws each comment box around its nodes, its text over no node', async () => {
    const layout = await layoutGraph(graph, wires);
    expect(layout.comments).toHaveLength(graph.comments.length);
    for (const comment of layout.comments) {
      const members = layout.nodes.filter((node) => comment.comment.nodes.includes(node.node.id));
      members.forEach((node) =>
        expect(overlaps(node, comment) && node.x >= comment.x && node.x + node.width <= comment.x + comment.width).toBe(
          true,
        ),
      );
      const textBand = {...comment, height: Math.min(...members.map((node) => node.y)) - comment.y};
      layout.nodes.forEach((node) =>
        expect(overlaps(node, textBand), `${node.node.id} lies under the comment's text`).toBe(false),
      );
    }
  });

  it('passes no wire under a node', async () => {
    const layout = await layoutGraph(graph, wires);
    for (const wire of layout.wires) {
      const under = boxUnder(wire.runs, layout.nodes);
      expect(under?.node.id, `${wire.wire.from.node} -> ${wire.wire.to.node} passes under it`).toBeUndefined();
    }
  });

  it('starts every wire at its output pin and ends it at its input pin, left to right', async () => {
    const layout = await layoutGraph(graph, wires);
    const byId = new Map(layout.nodes.map((node) => [node.node.id, node]));
    for (const wire of layout.wires) {
      const source = byId.get(wire.wire.from.node)!;
      const target = byId.get(wire.wire.to.node)!;
      expect(wire.from).toEqual(source.outputs[wire.fromPin]);
      expect(wire.to).toEqual(target.inputs[wire.toPin]);
      // From the output's icon, near the source's right edge, to the input's, near the target's left.
      expect(wire.from.x).toBeGreaterThan(source.x + source.width / 2);
      expect(wire.to.x).toBeLessThan(target.x + target.width / 2);
      expect(wire.from.x, `${wire.wire.from.node} feeds ${wire.wire.to.node} from its left`).toBeLessThan(wire.to.x);
    }
  });
});

describe('layoutGraph at the edges of the picture', () => {
  const graph = parseBlueprint(`caption C.
node a function Start
  cropped left
  out exec
node b function Run
  in exec
  out exec
node c variable-get Thing
  out Thing: object
node d function Finish
  cropped top right
  in exec
  in Target: object
wire a.exec -> b.exec
wire b.exec -> offscreen
wire c.Thing -> d.Target
wire offscreen -> d.exec`);

  it('cuts a cropped node with the edges named, and keeps the others whole inside', async () => {
    const layout = await layoutGraph(graph, validateBlueprint(graph));
    const [a, b, c, d] = layout.nodes;
    expect(a!.x).toBeLessThan(0);
    expect(a!.x + a!.width).toBeGreaterThan(0);
    expect(d!.x).toBeLessThan(layout.width);
    expect(d!.x + d!.width).toBeGreaterThan(layout.width);
    expect(d!.y).toBe(-measureNode(d!.node).header);
    for (const node of [b!, c!]) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.y).toBeGreaterThanOrEqual(0);
      expect(node.x + node.width).toBeLessThanOrEqual(layout.width);
    }
    for (const [index, one] of layout.nodes.entries()) {
      for (const other of layout.nodes.slice(index + 1)) {
        expect(overlaps(one, other), `${one.node.id} and ${other.node.id} overlap`).toBe(false);
      }
    }
  });

  it('runs a wire with an end beyond the picture from its pin to the edge, under no node', async () => {
    const layout = await layoutGraph(graph, validateBlueprint(graph));
    const [, b, , d] = layout.nodes;
    const leaving = layout.wires[1]!;
    const entering = layout.wires[3]!;
    expect(leaving.from).toEqual(b!.outputs[0]);
    expect(leaving.to).toMatchObject({x: layout.width});
    expect(leaving.runs.at(-1)).toMatchObject({y: leaving.to.y, x2: layout.width});
    expect(entering.to).toEqual(d!.inputs[0]);
    expect(entering.from).toMatchObject({x: 0});
    expect(entering.runs[0]).toMatchObject({y: entering.from.y, x1: 0});
    expect(leaving.category).toBe('exec');
    for (const wire of layout.wires) {
      expect(boxUnder(wire.runs, layout.nodes)?.node.id, `a wire passes under a node`).toBeUndefined();
    }
  });
});

describe('layoutGraph with comment bubbles, header pins and knots', () => {
  const graph = parseBlueprint(`caption C.
node a event Event Destruct
  out delegate
  out exec
node b flow-control Branch
  bubble Runs only for a menu that showed the cursor and focused the UI.
  in exec
  in Condition: bool
  out True: exec
node c variable-get Show
  out Show: bool
node k knot
  in exec
  out exec
node d function Bind
  in exec
  in Event: delegate
wire a.exec -> b.exec
wire c.Show -> b.Condition
wire b.True -> k.exec
wire k.exec -> d.exec
wire a.delegate -> d.Event`);

  it('puts a bubble above its node, over no node', async () => {
    const layout = await layoutGraph(graph, validateBlueprint(graph));
    const [bubble] = layout.bubbles;
    const branch = layout.nodes[1]!;
    expect(bubble!.node.id).toBe('b');
    expect(bubble!.y + bubble!.height).toBeLessThanOrEqual(branch.y);
    expect(bubble!.y).toBeGreaterThanOrEqual(0);
    layout.nodes.forEach((node) => expect(overlaps(node, bubble!), `the bubble covers ${node.node.id}`).toBe(false));
  });

  it("starts the delegate's wire in the event's header, and runs a knot's two wires through one point", async () => {
    const layout = await layoutGraph(graph, validateBlueprint(graph));
    const [event, , , knot] = layout.nodes;
    const delegate = layout.wires[4]!;
    expect(delegate.from.y - event!.y).toBeLessThan(measureNode(event!.node).header);
    expect(delegate.from.x).toBeLessThan(event!.x + event!.width);
    expect(layout.wires[2]!.to).toEqual(layout.wires[3]!.from);
    expect(knot!.inputs[0]).toEqual(knot!.outputs[0]);
  });
});
