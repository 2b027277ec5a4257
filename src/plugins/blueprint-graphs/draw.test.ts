import {readFileSync} from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {toHtml} from './html';
import {chevronPaths} from './icons';
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

  it('fades its colour to the right through the graph’s own gradient', async () => {
    const figure = await render('caption C.\nnode a function Save\n  in exec');
    const shade = figure.querySelector('[data-visual="blueprint-node"] .bp-hs')!.getAttribute('fill');
    const id = /^url\(#(.+)\)$/.exec(shade ?? '')?.[1];
    expect(figure.querySelector(`svg defs linearGradient[id="${id}"]`)).not.toBeNull();
  });

  it('draws the badges in the order written, and names them to screen readers', async () => {
    const figure = await render(`caption Badges.
node a function Save
  badge authority latent
  in exec
node b variable-get Tales Component
  badge replicated
  out Tales Component: object`);
    const [save, getter] = nodes(figure);
    const badges = [...save!.querySelectorAll('[data-badge]')];
    expect(badges.map((badge) => badge.getAttribute('data-badge'))).toEqual(['authority', 'latent']);
    // Left to right, as written.
    const left = (badge: Element) => Number(/translate\(([\d.]+)/.exec(badge.getAttribute('transform') ?? '')?.[1]);
    expect(left(badges[0]!)).toBeLessThan(left(badges[1]!));
    expect(getter!.querySelector('[data-badge]')?.getAttribute('data-badge')).toBe('replicated');
    expect(texts(figure, 'ol li')[0]).toBe('Save (function, authority only, latent): exec not connected.');
  });

  it("draws an event's unnamed delegate as the square in its header, not as a pin row", async () => {
    const figure = await render(`caption Overlap.
node a event Event ActorBeginOverlap
  out delegate
  out exec
  out Other Actor: object`);
    const [event] = nodes(figure);
    expect(event!.querySelectorAll('[data-pin="square"]')).toHaveLength(1);
    // Two pin rows: the exec arrow and Other Actor's circle; no circle in the delegate's colour.
    expect(event!.querySelectorAll('circle')).toHaveLength(1);
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
    values.forEach((value) => expect(value.previousElementSibling?.matches('rect.bp-db')).toBe(true));
    expect(texts(figure, 'ol li')[0]).toContain('Target = self; Name = Hero; Suffix empty.');
  });

  it('draws a pin passed by reference as a diamond, a container as a square', async () => {
    const figure = await render(`caption Refs.
node a function Add
  in ref Target Array: array of int
  in ref Item: int
  in Count: int`);
    const [node] = nodes(figure);
    expect(node!.querySelectorAll('[data-pin="diamond"]')).toHaveLength(1);
    expect(node!.querySelectorAll('[data-pin="square"]')).toHaveLength(1);
    expect(node!.querySelectorAll('[data-pin="circle"]')).toHaveLength(1);
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
    expect(texts(hidden, '[data-part="pin"]')).toEqual(['Target']);
    expect(hidden.querySelector('.bp-chevron')?.getAttribute('d')).toBe(chevronPaths.hidden);
    expect(texts(shown, '[data-part="pin"]')).toEqual(['Target', 'Quest Class']);
    expect(shown.querySelector('.bp-chevron')?.getAttribute('d')).toBe(chevronPaths.shown);
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
    expect(operator!.querySelectorAll('circle')).toHaveLength(3);
    expect(operator!.querySelector('.bp-hs')).toBeNull();
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

  it("draws a pasted comment box in the editor's colour", async () => {
    const graph = parseBlueprint('caption C.\nnode a function Save\n  in exec\ncomment a: Saving.');
    graph.comments[0]!.colour = '#3f7f3f';
    const markup = toHtml(renderGraph(graph, await layoutGraph(graph, validateBlueprint(graph))));
    const figure = new JSDOM(markup).window.document.body.firstElementChild!;
    expect(figure.querySelector('.bp-cc rect')?.getAttribute('fill')).toBe('#3f7f3f');
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
