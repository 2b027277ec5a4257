import {readFileSync} from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {toHtml} from './html';
import {layoutGraph} from './layout';
import {parseBlueprint} from './parse';
import {renderGraph} from './render';
import {pinColours} from './palette';
import {smallestScale, textFloor} from './text';
import {validateBlueprint} from './validate';

/** The drawn figure, as a browser would parse it. */
async function render(text: string): Promise<HTMLElement> {
  const graph = parseBlueprint(text);
  const markup = toHtml(renderGraph(graph, await layoutGraph(graph, validateBlueprint(graph))));
  return new JSDOM(markup).window.document.body.firstElementChild as HTMLElement;
}

const nodes = (figure: HTMLElement) => [...figure.querySelectorAll('[data-visual="blueprint-node"]')];
const texts = (element: Element, selector: string) =>
  [...element.querySelectorAll(selector)].map((found) => found.textContent);

describe('the header', () => {
  it("draws each kind's icon, the writer's where given, and none on a compact getter", async () => {
    const figure = await render(`caption Icons.
node a event Tab
  icon keyboard
  out Pressed: exec
node b function Open Menu
  in exec
node c macro Is Valid
  in Exec: exec
node d flow-control Branch
  in exec
node e variable-get Speed
  out Speed: float
node f function Open Door
  icon event
  in exec
node g variable-set SET
  in exec`);
    expect(nodes(figure).map((node) => node.querySelector('[data-icon]')?.getAttribute('data-icon') ?? null)).toEqual([
      'keyboard',
      'function',
      'is-valid',
      'branch',
      null,
      'event',
      null,
    ]);
  });

  it("fills the header with its kind's colour, fading out to the right through the graph's own gradient", async () => {
    const figure = await render(
      'caption C.\nnode a function Save\n  in exec\nnode b event Event BeginPlay\n  out exec',
    );
    const [call, event] = nodes(figure);
    const ramp = (node: Element) => {
      const fills = [...node.querySelectorAll('path')].map((path) => path.getAttribute('fill') ?? '');
      const id = fills.map((fill) => /^url\(#(.+-h[0-9a-f]{6})\)$/.exec(fill)?.[1]).find(Boolean);
      return [...figure.querySelectorAll(`svg defs [id="${id}"] stop`)].map((stop) => ({
        colour: stop.getAttribute('stop-color'),
        opacity: Number(stop.getAttribute('stop-opacity')),
        offset: Number(stop.getAttribute('offset')),
      }));
    };
    // editor-look.md, section 3: a call's header is #5f86a0 at its left edge, an event's #a02625.
    expect(ramp(call!)[0]).toEqual({colour: '#5f86a0', opacity: 1, offset: 0});
    expect(ramp(event!)[0]?.colour).toBe('#a02625');
    // Full up to about 15 % of the width, gone from 88 %, fading between.
    const stops = ramp(call!);
    expect(stops.filter((stop) => stop.offset <= 0.15).every((stop) => stop.opacity === 1)).toBe(true);
    expect(stops.at(-1)).toMatchObject({offset: 0.88, opacity: 0});
    expect(stops.map((stop) => stop.opacity)).toEqual([...stops.map((stop) => stop.opacity)].sort((a, b) => b - a));
  });

  it('draws the title bold, the subtitle italic in the header, with a shadow under the body', async () => {
    const figure = await render('caption C.\nnode a function Open Menu\n  subtitle Target is Widget\n  in exec');
    const [node] = nodes(figure);
    expect(node!.querySelector('[data-part="title"]')?.getAttribute('class')).toBe('bp-t');
    expect(node!.querySelector('[data-part="subtitle"]')?.getAttribute('class')).toBe('bp-s');
    const shadow = /^url\(#(.+)\)$/.exec(node!.querySelector('rect')?.getAttribute('filter') ?? '')?.[1];
    // The HTML parser of jsdom lowercases SVG's camel-cased element names, as a browser's does not.
    expect(figure.querySelector(`svg defs filter[id="${shadow}"]`)?.firstElementChild?.localName.toLowerCase()).toBe(
      'fedropshadow',
    );
  });

  it('draws the badges over the corner, apart from the node, in the order written, and names them', async () => {
    const figure = await render(`caption Badges.
node a function Save
  badge authority latent
  in exec
node b variable-get Tales Component
  badge replicated
  out Tales Component: object`);
    const [save] = nodes(figure);
    // A node's box is its body: the badges stand out of its corner, drawn after the nodes.
    expect(save!.querySelectorAll('[data-badge]')).toHaveLength(0);
    const badges = [...figure.querySelectorAll('svg > [data-badge]')];
    expect(badges.map((badge) => badge.getAttribute('data-badge'))).toEqual(['authority', 'latent', 'replicated']);
    const left = (badge: Element) => Number(/translate\((-?[\d.]+)/.exec(badge.getAttribute('transform') ?? '')?.[1]);
    expect(left(badges[0]!)).toBeLessThan(left(badges[1]!));
    expect(texts(figure, 'ol li')[0]).toBe('Save (function, authority only, latent): exec not connected.');
  });

  it("draws an event's unnamed delegate as the square in its header, not as a pin row", async () => {
    const figure = await render(`caption Overlap.
node a event Event ActorBeginOverlap
  out delegate
  out exec
  out Other Actor: object`);
    const [event] = nodes(figure);
    const square = event!.querySelector('[data-pin="delegate"]')!;
    expect(Number(square.getAttribute('y'))).toBeLessThan(24);
    expect([...event!.querySelectorAll('[data-pin]')].map((pin) => pin.getAttribute('data-pin'))).toEqual([
      'delegate',
      'exec',
      'data',
    ]);
    expect(texts(event!, '[data-part="pin"]')).toEqual(['Other Actor']);
  });
});

describe('pins', () => {
  it('shows every unwired default in its box, self included', async () => {
    const figure = await render(`caption Defaults.
node a pure-function Get Owning Player
  in Target: object (Widget) = self
  in Name: string = Hero
  in Suffix: string = ""
  out Return Value: object`);
    const values = [...figure.querySelectorAll('.bp-v')];
    expect(values.map((value) => value.textContent)).toEqual(['self', 'Hero', '']);
    values.forEach((value) => expect(value.previousElementSibling?.matches('rect.bp-box')).toBe(true));
    expect(texts(figure, 'ol li')[0]).toContain('Target = self; Name = Hero; Suffix empty.');
  });

  it("draws a pin passed by reference as a diamond, an array as the editor's 3x3 grid, hollow at its centre", async () => {
    const figure = await render(`caption Refs.
node a function Add
  in ref Target Array: array of int
  in ref Item: int
  in Count: int
  in Tags: set of name
  in Slots: map enum to object`);
    const [node] = nodes(figure);
    expect([...node!.querySelectorAll('[data-pin]')].map((pin) => pin.getAttribute('data-pin'))).toEqual([
      'array',
      'reference',
      'data',
      'set',
      'map',
    ]);
    const cells = [...node!.querySelectorAll('[data-pin="array"] rect')];
    expect(cells).toHaveLength(9);
    expect(cells.map((cell) => cell.getAttribute('fill'))[4]).toBe('none');
  });

  it('puts a widget under its label where the two are wider than the editor keeps on a line', async () => {
    const figure = await render(`caption Set Input Mode.
node a function Set Input Mode Game And UI
  in Hide Cursor During Capture: bool = true
  in Flush Input: bool = false
  in A: string = a long value that does not wrap
  in In Widget to Focus: object (Widget) = Select Asset`);
    const [node] = nodes(figure);
    const labels = [...node!.querySelectorAll('[data-part="pin"]')];
    const widgets = [...node!.querySelectorAll('rect.bp-field, rect.bp-box, rect.bp-picker')];
    const centre = (element: Element) => Number(element.getAttribute('y')) + Number(element.getAttribute('height')) / 2;
    const baseline = (label: Element) => Number(label.getAttribute('y'));
    // Hide Cursor During Capture and its checkbox are wider than 145 px: the box goes under the label.
    expect(centre(widgets[0]!)).toBeGreaterThan(baseline(labels[0]!));
    // Flush Input's checkbox, and a single letter's box, stay on the label's line.
    expect(centre(widgets[1]!)).toBeLessThan(baseline(labels[1]!));
    expect(centre(widgets[2]!)).toBeLessThan(baseline(labels[2]!));
    // A picker always goes under.
    expect(centre(widgets[3]!)).toBeGreaterThan(baseline(labels[3]!));
  });

  it('hides advanced pins behind a chevron pointing down, and shows them under one pointing up', async () => {
    const block = (state: string) => `caption Advanced.
node a function Begin Quest
  advanced ${state}
  in exec
  in Target: object
  in advanced Quest Class: class
  out exec`;
    const hidden = nodes(await render(block('hidden')))[0]!;
    const shown = nodes(await render(block('shown')))[0]!;
    // The chevron's middle point: below its ends while it points down, above them once it points up.
    const pointsDown = (node: Element) => {
      const [, y1, , y2] = (node.querySelector('.bp-chevron')?.getAttribute('d') ?? '').match(/-?[\d.]+/g)!.map(Number);
      return y2! > y1!;
    };
    expect(texts(hidden, '[data-part="pin"]')).toEqual(['Target']);
    expect(pointsDown(hidden)).toBe(true);
    expect(texts(shown, '[data-part="pin"]')).toEqual(['Target', 'Quest Class']);
    expect(pointsDown(shown)).toBe(false);
  });
});

describe('compact shapes', () => {
  it('draws an operator as its symbol, with unlabelled pins and no header', async () => {
    const figure = await render(`caption Sum.
node a operator +
  in A: float
  in B: float
  out Return Value: float`);
    const [operator] = nodes(figure);
    expect(texts(operator!, '[data-part="title"]')).toEqual(['+']);
    expect(operator!.querySelector('[data-part="title"]')?.classList.contains('bp-op')).toBe(true);
    expect(operator!.querySelectorAll('[data-part="pin"]')).toHaveLength(0);
    expect(operator!.querySelectorAll('[data-pin="data"]')).toHaveLength(3);
    expect(operator!.querySelector('.bp-t')).toBeNull();
  });

  it('draws a reroute knot as its wires’ pin mark, filled where both its wires meet, without text', async () => {
    const figure = await render(`caption Knot.
node a variable-get Speed
  out Speed: float
node k knot
  in float
  out float
node b function Move
  in Rate: float
wire a.Speed -> k.
wire k. -> b.Rate`);
    const knot = nodes(figure)[1]!;
    expect(knot.querySelector('.bp-knot circle')?.getAttribute('fill')).toBe(pinColours.float);
    expect(knot.textContent).toBe('');
    expect(figure.querySelectorAll('[data-visual="blueprint-wire"]')).toHaveLength(2);
  });
});

describe('comments', () => {
  it("draws a node's comment bubble above it, apart from the nodes and from comment boxes", async () => {
    const figure = await render(`caption Bubble.
node a flow-control Branch
  bubble Runs only for a menu that showed the cursor.
  in exec
  out True: exec
comment a: A comment box around the branch.`);
    const bubble = figure.querySelector('svg > .bp-bb')!;
    expect(texts(bubble, 'text').join(' ')).toBe('Runs only for a menu that showed the cursor.');
    expect(nodes(figure)[0]!.querySelector('.bp-bb')).toBeNull();
    expect(figure.querySelectorAll('svg > .bp-c')).toHaveLength(1);
    expect(texts(figure, 'ol li')[0]).toBe(
      'Branch (flow control): exec not connected. Comment bubble: Runs only for a menu that showed the cursor.',
    );
  });

  it("draws a pasted comment box in the editor's colour, its title bar dimmed, a white one by default", async () => {
    const graph = parseBlueprint('caption C.\nnode a function Save\n  in exec\ncomment a: Saving.');
    graph.comments[0]!.colour = 'rgb(63 127 63)';
    const markup = toHtml(renderGraph(graph, await layoutGraph(graph, validateBlueprint(graph))));
    const figure = new JSDOM(markup).window.document.body.firstElementChild!;
    expect(figure.querySelector('.bp-cb')?.getAttribute('fill')).toBe('rgb(63 127 63)');
    expect(figure.querySelector('.bp-cb')?.getAttribute('fill-opacity')).toBe('0.3');
    // ueblueprint's dimming: saturation x 0.6, value^0.55 x 0.7.
    expect(figure.querySelector('.bp-ct')?.getAttribute('fill')).toBe('rgb(85 122 85)');
    const plain = await render('caption C.\nnode a function Save\n  in exec\ncomment a: Saving.');
    expect(plain.querySelector('.bp-cb')?.getAttribute('fill')).toBeNull();
    expect(texts(plain, '.bp-cx')).toEqual(['Saving.']);
  });
});

describe('Full view', () => {
  it('gives the stylesheet the natural width and the least width whose text stays on the floor', async () => {
    const svg = (await render('caption C.\nnode a function Save\n  in exec')).querySelector('svg')!;
    const width = Number(svg.getAttribute('width'));
    const style = svg.getAttribute('style') ?? '';
    expect(style).toContain(`--bp-width:${width}px`);
    const fit = Number(/--bp-fit:(\d+)px/.exec(style)?.[1]);
    expect(fit).toBeLessThan(width);
    expect((fit / width) * (textFloor / smallestScale)).toBeGreaterThanOrEqual(textFloor);
  });

  it('draws no text smaller than the sizes the least width is worked out from', () => {
    // The stylesheet's text sizes inside the drawing (the page's own rem-sized text aside).
    const css = readFileSync(path.join(__dirname, 'blueprint.css'), 'utf8');
    const sizes = [...css.matchAll(/font-size:\s*(\d+(?:\.\d+)?)px/g)].map((match) => Number(match[1]));
    expect(sizes.length).toBeGreaterThan(3);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(textFloor / smallestScale);
  });
});
