/** Each node shape: what it measures and draws, read through the hand-written form as a writer gives it. */
import {describe, expect, it} from 'vitest';
import {measureNode} from '../measure';
import {shapeName} from '../model';
import {parseBlueprint} from '../parse';
import type {Element, GraphNode} from '../types';
import {compact} from './compact';
import {body, compactNode, glass, header, pins} from './metrics';
import type {GraphDefs} from './pins';
import {getter} from './getter';
import {knot} from './knot';
import {set} from './set';
import {standard} from './standard';
import {textWidth} from '../text';

const nodesOf = (text: string): GraphNode[] => parseBlueprint(`caption C.\n${text}`).nodes;
const nodeOf = (text: string): GraphNode => nodesOf(text)[0]!;
const none = {inputs: new Set<number>(), outputs: new Set<number>()};
/** Definition ids as a graph gives them (draw.ts), named plainly for the tests. */
const defs: GraphDefs = {
  shadow: 'shadow',
  gloss: 'gloss',
  shading: 'shading',
  glow: 'glow',
  band: 'band',
  glass: 'glass',
  glassLower: 'glass-lower',
  bubble: 'bubble',
  devStripes: 'dev',
  header: (top) => ({ramp: `ramp${top}`, highlight: `highlight${top}`}),
  tint: (colour) => `tint${colour}`,
};

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
    ['node a variable-get Health\n  in Target: object\n  out Health: float', 'getter'],
    ['node a function Get Health\n  in Target: object\n  out Health: float', 'standard'],
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
  it('sizes a node as the editor does: header, rows and width from its texts (editor-look.md, sections 2 and 5)', () => {
    const node = nodeOf(`node a function Open Menu
  subtitle Target is WBP Narrative HUD
  in exec
  in Target: object (WBP Narrative HUD)
  out exec
  out Return Value: object`);
    const geometry = standard.measure(node);
    expect(geometry.header).toBe(header.withSubtitle);
    // First row's centre 18-19 px under the header; exec rows 32 px apart from the data row under them.
    const [exec, target] = geometry.inputs;
    expect(exec!.at.y - geometry.header).toBeGreaterThanOrEqual(18);
    expect(exec!.at.y - geometry.header).toBeLessThanOrEqual(19);
    expect(target!.at.y - exec!.at.y).toBeCloseTo(31, 0);
    // The last row's centre 17 px above the bottom.
    expect(geometry.height - target!.at.y).toBe(body.rowsBottom + (pins.content + pins.rowPadding) / 2);
    // Icons 14 px inside the outline, on both sides.
    expect(target!.at.x - pins.circle / 2).toBe(body.pinInset);
    const returnValue = geometry.outputs[1]!;
    expect(returnValue.at.x + pins.circle / 2 + pins.arrowGap + pins.arrowWidth).toBe(geometry.width - body.pinInset);
    // The subtitle is the widest text: 11 + 14 + 7 before it, 2 of indent, 36 after it.
    expect(geometry.width).toBeGreaterThanOrEqual(
      header.iconInset + header.icon + header.iconGap + 2 + body.titleEnd + 100,
    );
  });

  it('puts each input under the last in its own column, and an asset picker under its label', () => {
    const node = nodeOf(`node a function Open Menu
  in exec
  in Widget Class: class = WBP Inventory
  in Count: int = 1
  out exec
  out Return Value: object`);
    const geometry = standard.measure(node);
    expect(geometry.inputs[0]!.at.y).toBe(geometry.outputs[0]!.at.y);
    const [, picker, count] = geometry.inputs;
    expect(picker!.widget!.x).toBe(picker!.labelX + 3);
    expect(picker!.widget!.y).toBeGreaterThan(picker!.labelY!);
    // The outputs stack on their own: Return Value sits under exec, not beside the picker's second line.
    expect(geometry.outputs[1]!.at.y).toBeLessThan(picker!.widget!.y);
    expect(count!.at.y).toBeGreaterThan(picker!.widget!.y + picker!.widget!.height);
    expect(count!.widget!.y + count!.widget!.height / 2).toBe(count!.at.y);
    const buttons = find(
      standard.draw(node, measureNode(node), none, defs, 0),
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
    const drawn = standard.draw(node, geometry, none, defs, 0);
    expect(find(drawn, (part) => part.attrs?.['data-part'] === 'add-pin').map(textOf)).toEqual(['Add pin']);
    // The editor's circled plus after it.
    expect(find(drawn, (part) => part.tag === 'circle' && part.attrs?.className === 'bp-plus')).toHaveLength(1);
  });

  it('adds the striped Development Only band under the pins, and Add pin where the writer says', () => {
    const plain = nodeOf('node a event Debug Key 1\n  out Pressed: exec');
    const marked = nodeOf('node a event Debug Key 1\n  development-only\n  add-pin\n  out Pressed: exec');
    const [before, after] = [measureNode(plain), measureNode(marked)];
    expect(after.devBand).toBeGreaterThan(after.addPin!.y);
    expect(after.height).toBeGreaterThan(before.height);
    expect(before.devBand).toBeUndefined();
    const drawn = standard.draw(marked, after, none, defs, 0);
    const band = find(drawn, (part) => part.attrs?.['data-part'] === 'development-only');
    expect(band.map(textOf)).toEqual(['Development Only']);
    expect(find(band, (part) => part.attrs?.fill === 'url(#dev)')).toHaveLength(1);
  });

  it('gives a vector default an X, Y and Z box, and a text default its localization flag', () => {
    const node = nodeOf(`node a function Set Location
  in Location: vector = 0, 10.5, -3
  in Label: text = Hello`);
    const drawn = standard.draw(node, measureNode(node), none, defs, 0);
    const values = find(drawn, (part) => String(part.attrs?.className).startsWith('bp-v')).map(textOf);
    expect(values).toEqual(['X', '0', 'Y', '10.5', 'Z', '-3', 'Hello']);
    expect(find(drawn, (part) => part.attrs?.['data-button'] === 'localize')).toHaveLength(1);
  });

  it('draws the end of a title cut by the left edge from that edge, without the dots', () => {
    const node = nodeOf('node a function ...to Viewport\n  cropped left\n  subtitle ...et is User Widget\n  out exec');
    const drawn = standard.draw(node, measureNode(node), none, defs, 30);
    const title = find(drawn, (part) => part.attrs?.['data-part'] === 'title')[0]!;
    expect(textOf(title)).toBe('to Viewport');
    expect(title.attrs!.x).toBeGreaterThanOrEqual(28);
    expect(find(drawn, (part) => part.attrs?.['data-part'] === 'subtitle').map(textOf)).toEqual(['et is User Widget']);
  });
});

describe('getter', () => {
  it("is the editor's capsule, its name as its pin's label, tinted by the variable's type", () => {
    const node = nodeOf('node a variable-get Health\n  badge replicated\n  out Health: float');
    const geometry = getter.measure(node);
    const drawn = getter.draw(node, measureNode(node), none, defs, 0);
    const [bodyRect] = find(drawn, (part) => part.tag === 'rect');
    expect(geometry.height).toBe(glass.capsuleHeight);
    expect(bodyRect!.attrs!.rx).toBe(glass.capsuleRadius);
    expect(geometry.width).toBeGreaterThanOrEqual(glass.capsuleMinWidth);
    expect(geometry.title).toEqual([]);
    expect(geometry.outputs[0]!.label).toBe('Health');
    // The pin ends 15 px inside the right edge.
    expect(geometry.outputs[0]!.at.x + pins.circle / 2 + pins.arrowGap + pins.arrowWidth).toBe(
      geometry.width - glass.pinEnd,
    );
    expect(find(drawn, (part) => part.attrs?.fill === 'url(#tint#36d000)')).toHaveLength(1);
    expect(geometry.badges).toEqual([{badge: 'replicated', x: geometry.width, y: 0}]);
  });

  it("puts the Target of another object's variable on the capsule's left", () => {
    const node = nodeOf('node a variable-get Door Interactable\n  in Target: object\n  out Door Interactable: object');
    const geometry = measureNode(node);
    expect(geometry.shape).toBe('getter');
    expect(geometry.inputs[0]).toMatchObject({label: 'Target'});
    expect(geometry.inputs[0]!.at.y).toBe(geometry.outputs[0]!.at.y);
  });
});

describe('set', () => {
  it('has no header band and centres SET over the exec row, tinted by the variable', () => {
    const node = nodeOf('node a variable-set Health\n  in exec\n  in Health: float\n  out exec\n  out float');
    const geometry = set.measure(node);
    expect(geometry.header).toBe(0);
    expect(geometry.title).toEqual([{text: 'SET', x: geometry.width / 2, y: expect.any(Number), anchor: 'middle'}]);
    expect(geometry.inputs[0]!.at.y).toBe(glass.setExecRow);
    const drawn = set.draw(node, measureNode(node), none, defs, 0);
    expect(find(drawn, (part) => String(part.attrs?.fill ?? '').startsWith('url(#ramp'))).toEqual([]);
    expect(find(drawn, (part) => part.attrs?.fill === 'url(#tint#36d000)')).toHaveLength(1);
  });
});

describe('compact', () => {
  it('draws an operator with unlabelled pins and its symbol in the middle', () => {
    const node = nodeOf('node a operator +\n  in float\n  in float\n  out float');
    const geometry = compact.measure(node);
    expect([...geometry.inputs, ...geometry.outputs].map((slot) => slot.label)).toEqual(['', '', '']);
    expect(geometry.title).toMatchObject([{text: '+', x: geometry.width / 2, anchor: 'middle'}]);
    expect(geometry.width).toBe(compactNode.minWidth);
  });

  it("keeps its inputs' value boxes clear of the symbol", () => {
    const node = nodeOf('node a operator SIN\n  in float = 0.0\n  out float');
    const geometry = compact.measure(node);
    const box = geometry.inputs[0]!.widget!;
    const symbol = textWidth('SIN', 'compact');
    expect(box.x + box.width).toBeLessThanOrEqual(geometry.width / 2 - symbol / 2 - compactNode.symbolGap);
  });

  it("writes a compact node's name of several words a word a line, from the left", () => {
    const node = nodeOf('node a operator Narrative Save Subsystem\n  out object');
    const geometry = compact.measure(node);
    expect(geometry.title.map((line) => line.text)).toEqual(['Narrative', 'Save', 'Subsystem']);
    expect(new Set(geometry.title.map((line) => line.x))).toEqual(new Set([compactNode.titleInset]));
    expect(geometry.title[1]!.y - geometry.title[0]!.y).toBe(compactNode.titleLine);
  });
});

describe('knot', () => {
  it('meets both its wires at its centre, drawn as its pin type’s mark, hollow until wired through', () => {
    const node = nodeOf('node k knot\n  in array of int\n  out array of int');
    const geometry = knot.measure(node);
    expect(geometry.inputs[0]!.at).toEqual(geometry.outputs[0]!.at);
    expect(geometry.inputs[0]!.at).toEqual({x: geometry.width / 2, y: geometry.height / 2});
    const marks = (wired: typeof none) =>
      find(knot.draw(node, measureNode(node), wired, defs, 0), (part) => part.attrs?.['data-pin'] === 'array');
    expect(marks(none)).toHaveLength(1);
    const through = {inputs: new Set([0]), outputs: new Set([0])};
    const centreCell = (wired: typeof none) => (marks(wired)[0]!.children![4] as Element).attrs!.fill;
    expect(centreCell(none)).toBe('none');
    expect(centreCell(through)).not.toBe('none');
  });

  it("turns a data knot's arrow the way its wires run", () => {
    const node = nodeOf('node k knot\n  in float\n  out float');
    const arrowTip = (backwards: boolean) => {
      const [arrow] = find(
        knot.draw(node, measureNode(node), {...none, backwards}, defs, 0),
        (part) => part.attrs?.className === 'bp-pa',
      );
      return Number(/L(-?[\d.]+)/.exec(String(arrow!.attrs!.d))![1]);
    };
    expect(arrowTip(false)).toBeGreaterThan(knot.measure(node).width / 2);
    expect(arrowTip(true)).toBeLessThan(knot.measure(node).width / 2);
  });
});
