import {readFileSync} from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {toHtml} from './html';
import {layoutGraph} from './layout';
import {parseBlueprint} from './parse';
import {executionOrder, renderGraph} from './render';
import type {Graph} from './types';
import {validateBlueprint} from './validate';

/** The drawn figure, as a browser would parse it. */
async function render(text: string): Promise<HTMLElement> {
  const graph = parseBlueprint(text);
  const markup = toHtml(renderGraph(graph, await layoutGraph(graph, validateBlueprint(graph))));
  return new JSDOM(markup).window.document.body.firstElementChild as HTMLElement;
}

const texts = (figure: HTMLElement, selector: string) =>
  [...figure.querySelectorAll(selector)].map((element) => element.textContent);
const listItems = (figure: HTMLElement) => texts(figure, 'ol li');

/** The colour at the left end of the first node's header: the first stop of its colour ramp. */
function headerColour(figure: HTMLElement): string | null | undefined {
  const ramp = [...figure.querySelectorAll('[data-visual="blueprint-node"] path')]
    .map((path) => /^url\(#(.+-h[0-9a-f]{6})\)$/.exec(path.getAttribute('fill') ?? '')?.[1])
    .find(Boolean);
  return figure.querySelector(`defs [id="${ramp}"] stop`)?.getAttribute('stop-color');
}

const fixtures = path.join(__dirname, '__fixtures__');
const example = readFileSync(path.join(fixtures, 'open-menu.blueprint'), 'utf8');

describe('renderGraph', () => {
  it('marks the graph, every node with its title, subtitle and pin labels, and every wire', async () => {
    const figure = await render(example);
    expect(figure.matches('figure[data-visual="blueprint-graph"]')).toBe(true);
    const nodes = [...figure.querySelectorAll('[data-visual="blueprint-node"]')];
    // A getter has no title: its name is its pin's label, as the editor shows it.
    expect(nodes.map((node) => node.querySelector('[data-part="title"]')?.textContent)).toEqual([
      'Tab',
      undefined,
      'Open Menu',
    ]);
    expect(texts(nodes[1] as HTMLElement, '[data-part="pin"]')).toEqual(['Narrative HUD']);
    expect(texts(nodes[2] as HTMLElement, '[data-part="subtitle"]')).toEqual(['Target is WBP Narrative HUD']);
    expect(texts(nodes[2] as HTMLElement, '[data-part="pin"]')).toEqual([
      'Target',
      'Activatable Widget Class',
      'Return Value',
    ]);
    expect(figure.querySelectorAll('[data-visual="blueprint-wire"]')).toHaveLength(2);
    expect(figure.querySelector('figcaption')?.textContent).toBe('Open Menu runs when the player presses Tab.');
  });

  it('hides the drawing from screen readers and lists the nodes in execution order with what feeds them', async () => {
    const figure = await render(example);
    expect(figure.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const region = figure.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Blueprint graph: Open Menu runs when the player presses Tab.');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(listItems(figure)).toContain(
      'Open Menu (function, Target is WBP Narrative HUD): exec from Tab Pressed; Target from Narrative HUD; Activatable Widget Class = WBP Inventory.',
    );
    expect(listItems(figure)).toContain('Comment on Open Menu: Pick the menu to open in the class dropdown.');
  });

  it('numbers nodes that share a title and reads an unset picker as not set', async () => {
    const figure = await render(`caption Two players, one asset.
node a pure-function Get Owning Player
  out Return Value: object (Player Controller)
node b pure-function Get Owning Player
  out Return Value: object (Player Controller)
node c function Focus
  in Controller: object (Player Controller)
  in Other: object (Player Controller)
  in Widget: object (Widget) = Select Asset
wire a.Return Value -> c.Controller
wire b.Return Value -> c.Other`);
    expect(listItems(figure).slice(0, 2)).toEqual([
      'Get Owning Player 1 (pure function).',
      'Get Owning Player 2 (pure function).',
    ]);
    expect(listItems(figure)[2]).toContain(
      'Controller from Get Owning Player 1 Return Value; Other from Get Owning Player 2 Return Value; Widget not set.',
    );
  });

  it('says where a wire runs beyond the picture and which nodes the picture cuts, never "not connected"', async () => {
    const figure = await render(`caption A tree starts.
node a variable-get AICon
  cropped left
  out AICon: object (AIController)
node b function Run Behavior Tree
  in exec
  in Target: object (AIController)
  out exec
wire a.AICon -> b.Target
wire offscreen -> b.exec
wire b.exec -> offscreen`);
    expect(listItems(figure)).toEqual([
      'AICon (get variable, partly outside the picture).',
      'Run Behavior Tree (function): exec from beyond the picture; Target from AICon; exec continues beyond the picture.',
    ]);
    expect(figure.textContent).not.toContain('not connected');
    expect(figure.querySelectorAll('[data-visual="blueprint-wire"]')).toHaveLength(3);
  });

  it("draws the editor's compact shapes: getters as capsules named by their pin, a subsystem by its name, a conversion as a dot", async () => {
    const figure = await render(`caption Self saves, and a float becomes a string.
node s other Self
  out Self: object
node g operator Narrative Save Subsystem
  out object (Narrative Save Subsystem)
node f function Save Single Actor
  in Target: object (Narrative Save Subsystem)
  in Actor: object (Actor)
node h variable-get Health
  out Health: float
node c conversion
  in float
  out string
node r function-return Return Node
  in Return Value: string
wire g. -> f.Target
wire s.Self -> f.Actor
wire h.Health -> c.
wire c. -> r.Return Value`);
    const nodes = [...figure.querySelectorAll('[data-visual="blueprint-node"]')];
    for (const [getter, name] of [
      [nodes[0]!, 'Self'],
      [nodes[3]!, 'Health'],
    ] as const) {
      // No header and no title: the name is the pin's label.
      expect(getter.querySelectorAll('[data-part="title"]')).toHaveLength(0);
      expect(texts(getter as HTMLElement, '[data-part="pin"]')).toEqual([name]);
      expect(getter.getAttribute('data-shape')).toBe('getter');
      expect(getter.querySelector('.bp-t')).toBeNull();
    }
    expect(nodes[1]!.getAttribute('data-shape')).toBe('compact');
    expect(texts(nodes[1] as HTMLElement, '[data-part="title"]')).toEqual(['Narrative', 'Save', 'Subsystem']);
    expect(nodes[4]!.querySelector('.bp-dot')).not.toBeNull();
    expect(listItems(figure)).toContain('float to string (conversion): float from Health.');
    expect(listItems(figure).join(' ')).toContain('Target from Narrative Save Subsystem; Actor from Self.');
  });

  it('gives a Switch node its own header colour, and other flow control the usual one', async () => {
    const header = async (text: string) => headerColour(await render(text));
    const switchNode = await header(
      'caption C.\nnode n1 flow-control Switch on String\n  in exec\n  out Default: exec',
    );
    const branch = await header('caption C.\nnode n1 flow-control Branch\n  in exec\n  out True: exec');
    expect(switchNode).toBeTruthy();
    expect(branch).toBeTruthy();
    expect(switchNode).not.toBe(branch);
  });

  it("gives a call to the parent's implementation a header colour of its own", async () => {
    const header = async (title: string) =>
      headerColour(await render(`caption C.\nnode n1 pure-function ${title}\n  out Return Value: string`));
    const parent = await header('Parent: Get String Variable');
    const own = await header('Get String Variable');
    expect(parent).toBeTruthy();
    expect(own).toBeTruthy();
    expect(parent).not.toBe(own);
  });
});

describe('executionOrder', () => {
  const graph = parseBlueprint(readFileSync(path.join(fixtures, 'keep-cursor.blueprint'), 'utf8'));
  /** The same graph with its nodes written in another order: a deterministic shuffle by `seed`. */
  const shuffled = (seed: number): Graph => {
    const nodes = [...graph.nodes];
    for (let index = nodes.length - 1; index > 0; index--) {
      const other = (seed * 7919 + index * 104729) % (index + 1);
      [nodes[index], nodes[other]] = [nodes[other]!, nodes[index]!];
    }
    return {...graph, nodes};
  };

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'puts each node after the nodes wired into it, whatever the written order (%i)',
    (seed) => {
      const authored = shuffled(seed);
      expect(authored.nodes.map((node) => node.id)).not.toEqual(graph.nodes.map((node) => node.id));
      const order = executionOrder(authored).map((node) => node.id);
      expect([...order].sort()).toEqual(graph.nodes.map((node) => node.id).sort());
      for (const wire of graph.wires) {
        expect(order.indexOf(wire.from.node), `${wire.from.node} before ${wire.to.node}`).toBeLessThan(
          order.indexOf(wire.to.node),
        );
      }
    },
  );
});

describe('the text alternative of a graph with reroute knots', () => {
  it('names what a wire carries through its knots, and lists no knot, in a comment either', async () => {
    const figure = await render(`caption A wire bends twice.
node a variable-get Health
  out Health: float
node k1 knot
  in wildcard
  out wildcard
node k2 knot
  in wildcard
  out wildcard
node b function Print
  in exec
  in Value: float
wire a.Health -> k1.
wire k1. -> k2.
wire k2. -> b.Value
comment k2, b: Prints the health.`);
    expect(listItems(figure)).toEqual([
      'Health (get variable).',
      'Print (function): exec not connected; Value from Health.',
      'Comment on Print: Prints the health.',
    ]);
  });
});
