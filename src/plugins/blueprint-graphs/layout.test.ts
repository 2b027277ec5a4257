import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {layoutGraph} from './layout';
import {nodeSize} from './measure';
import {parseBlueprint} from './parse';
import type {Box} from './types';
import {validateBlueprint} from './validate';

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
    expect(layout.notes).toHaveLength(graph.notes.length);
    for (const note of layout.notes) {
      const members = layout.nodes.filter((node) => note.note.nodes.includes(node.node.id));
      members.forEach((node) =>
        expect(overlaps(node, note) && node.x >= note.x && node.x + node.width <= note.x + note.width).toBe(true),
      );
      const textBand = {...note, height: Math.min(...members.map((node) => node.y)) - note.y};
      layout.nodes.forEach((node) =>
        expect(overlaps(node, textBand), `${node.node.id} lies under the comment's text`).toBe(false),
      );
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
      expect(wire.from.x).toBe(source.x + source.width);
      expect(wire.to.x).toBe(target.x);
      expect(wire.from.x, `${wire.wire.from.node} feeds ${wire.wire.to.node} from its left`).toBeLessThan(wire.to.x);
    }
  });
});
