/** Each node shape: what it measures and draws, read through the hand-written form as a writer gives it. */
import {describe, expect, it} from 'vitest';
import {measureNode} from '../measure';
import {shapeName} from '../model';
import {parseBlueprint} from '../parse';
import type {Element, GraphNode} from '../types';
import {compact} from './compact';
import {getter} from './getter';
import {knot} from './knot';
import {set} from './set';
import {standard} from './standard';

const nodesOf = (text: string): GraphNode[] => parseBlueprint(`caption C.\n${text}`).nodes;
const nodeOf = (text: string): GraphNode => nodesOf(text)[0]!;
const none = {inputs: new Set<number>(), outputs: new Set<number>()};

/** Every element of a drawing, depth first. */
const flatten = (parts: (Element | string)[]): Element[] =>
  parts.flatMap((part) => (typeof part === 'string' ? [] : [part, ...flatten(part.children ?? [])]));
const textOf = (part: Element): string =>
  (part.children ?? []).map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
const find = (parts: Element[], test: (part: Element) => boolean) => flatten(parts).filter(test);

describe('the shape of a node, chosen once from what was read', () => {
  it.each([
    ['node a variable-get Health\n  out Health: float', 'getter'],
    ['node a other Self\n  out Self: object', 'getter'],
    ['node a variable-get Health\n  in Target: object\n  out Health: float', 'standard'],
    ['node a variable-set Health\n  in exec\n  in Health: float\n  out exec\n  out float', 'set'],
    ['node a operator +\n  in float\n  in float\n  out float', 'compact'],
    ['node a conversion\n  in float\n  out string', 'compact'],
    ['node a knot\n  in exec\n  out exec', 'knot'],
    ['node a function Open Menu\n  in exec\n  out exec', 'standard'],
  ])('%s is drawn %s', (text, shape) => {
    const node = nodeOf(text);
    expect(shapeName(node)).toBe(shape);
    expect(measureNode(node).shape).toBe(shape);
  });
});

describe('standard', () => {
  it('puts an input and an output of one row on one line, and an asset picker under its label', () => {
    const node = nodeOf(`node a function Open Menu
  in exec
  in Widget Class: class = WBP Inventory
  in Count: int = 1
  out exec
  out Return Value: object`);
    const geometry = standard.measure(node);
    expect(geometry.inputs[0]!.at.y).toBe(geometry.outputs[0]!.at.y);
    const [, picker, count] = geometry.inputs;
    expect(picker!.value!.x).toBe(picker!.labelX);
    expect(picker!.value!.y).toBeGreaterThan(picker!.at.y);
    // The row under the picker starts below the picker.
    expect(count!.at.y).toBeGreaterThan(picker!.value!.y);
    expect(count!.value!.y).toBe(count!.at.y);
    const buttons = find(
      standard.draw(node, measureNode(node), none, 'shade', 0),
      (part) => 'data-button' in (part.attrs ?? {}),
    );
    expect(buttons.map((part) => part.attrs!['data-button'])).toEqual(['use-selected', 'browse']);
  });

  it("draws a Switch's Default case in italics under a divider, and Add pin under the cases", () => {
    const node = nodeOf(`node a flow-control Switch on String
  in exec
  in Selection: string
  out Item: exec
  out Default: exec`);
    const geometry = measureNode(node);
    const defaultCase = geometry.outputs[1]!;
    expect(defaultCase.italic).toBe(true);
    expect(geometry.outputs[0]!.italic).toBeUndefined();
    expect(geometry.divider).toBeGreaterThan(geometry.outputs[0]!.at.y);
    expect(geometry.divider).toBeLessThan(defaultCase.at.y);
    expect(geometry.addPin!.y).toBeGreaterThan(defaultCase.at.y);
    const drawn = standard.draw(node, geometry, none, 'shade', 0);
    expect(find(drawn, (part) => part.attrs?.['data-part'] === 'add-pin').map(textOf)).toEqual(['Add pin']);
  });

  it('adds the Development Only band under the pins, and Add pin where the writer says', () => {
    const plain = nodeOf('node a event Debug Key 1\n  out Pressed: exec');
    const marked = nodeOf('node a event Debug Key 1\n  development-only\n  add-pin\n  out Pressed: exec');
    const [before, after] = [measureNode(plain), measureNode(marked)];
    expect(after.devBand).toBeGreaterThan(after.addPin!.y);
    expect(after.height).toBeGreaterThan(before.height);
    expect(before.devBand).toBeUndefined();
    const drawn = standard.draw(marked, after, none, 'shade', 0);
    expect(find(drawn, (part) => part.attrs?.['data-part'] === 'development-only').map(textOf)).toEqual([
      'Development Only',
    ]);
  });

  it('gives a vector default an X, Y and Z box, and a text default its localization flag', () => {
    const node = nodeOf(`node a function Set Location
  in Location: vector = 0, 10.5, -3
  in Label: text = Hello`);
    const drawn = standard.draw(node, measureNode(node), none, 'shade', 0);
    const values = find(drawn, (part) => part.attrs?.className === 'bp-v').map(textOf);
    expect(values).toEqual(['X 0', 'Y 10.5', 'Z -3', 'Hello']);
    expect(find(drawn, (part) => part.attrs?.['data-button'] === 'localize')).toHaveLength(1);
  });

  it('draws the end of a title cut by the left edge from that edge, without the dots', () => {
    const node = nodeOf('node a function ...to Viewport\n  cropped left\n  subtitle ...et is User Widget\n  out exec');
    const drawn = standard.draw(node, measureNode(node), none, 'shade', 30);
    const title = find(drawn, (part) => part.attrs?.['data-part'] === 'title')[0]!;
    expect(textOf(title)).toBe('to Viewport');
    expect(title.attrs!.x).toBeGreaterThanOrEqual(28);
    expect(find(drawn, (part) => part.attrs?.['data-part'] === 'subtitle').map(textOf)).toEqual(['et is User Widget']);
  });
});

describe('getter', () => {
  it('is a capsule with its title beside the pin, the badges between them', () => {
    const node = nodeOf('node a variable-get Health\n  badge replicated\n  out Health: float');
    const geometry = getter.measure(node);
    const drawn = getter.draw(node, measureNode(node), none, 'shade', 0);
    const body = find(drawn, (part) => part.tag === 'rect')[0]!;
    expect(body.attrs!.rx).toBe(geometry.height / 2);
    expect(geometry.outputs[0]!.label).toBe('');
    expect(geometry.outputs[0]!.at.x).toBe(geometry.width);
    expect(geometry.badges[0]!.x).toBeGreaterThan(geometry.title!.x);
    expect(geometry.badges[0]!.x + 14).toBeLessThan(geometry.width - 11);
  });
});

describe('set', () => {
  it('has no header band and centres SET', () => {
    const node = nodeOf('node a variable-set Health\n  in exec\n  in Health: float\n  out exec\n  out float');
    const geometry = set.measure(node);
    expect(geometry.header).toBe(0);
    expect(geometry.title).toMatchObject({text: 'SET', x: geometry.width / 2, anchor: 'middle'});
    // No header band: nothing filled with the header's gradient.
    const drawn = set.draw(node, measureNode(node), none, 'shade', 0);
    expect(find(drawn, (part) => String(part.attrs?.fill ?? '').startsWith('url('))).toEqual([]);
  });
});

describe('compact', () => {
  it('draws an operator with unlabelled pins and its symbol in the middle', () => {
    const node = nodeOf('node a operator +\n  in float\n  in float\n  out float');
    const geometry = compact.measure(node);
    expect([...geometry.inputs, ...geometry.outputs].map((slot) => slot.label)).toEqual(['', '', '']);
    expect(geometry.title).toMatchObject({text: '+', x: geometry.width / 2});
  });
});

describe('knot', () => {
  it('meets both its wires at its centre, drawn as its pin type’s mark, hollow until wired through', () => {
    const node = nodeOf('node k knot\n  in array of int\n  out array of int');
    const geometry = knot.measure(node);
    expect(geometry.inputs[0]!.at).toEqual(geometry.outputs[0]!.at);
    expect(geometry.inputs[0]!.at).toEqual({x: geometry.width / 2, y: geometry.height / 2});
    const marks = (wired: typeof none) =>
      find(knot.draw(node, measureNode(node), wired, 'shade', 0), (part) => part.attrs?.['data-pin'] === 'square');
    expect(marks(none)).toHaveLength(1);
    const through = {inputs: new Set([0]), outputs: new Set([0])};
    const fill = (wired: typeof none) => marks(wired)[0]!.children!.map((child) => (child as Element).attrs!.fill)[0];
    expect(fill(none)).toBe('var(--bp-hollow)');
    expect(fill(through)).not.toBe('var(--bp-hollow)');
  });
});
