import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {layoutGraph} from './layout';
import {parseBlueprint} from './parse';
import {executionOrder, renderGraph} from './render';
import type {Element} from './types';
import {validateBlueprint} from './validate';

/** The markup as React would write it (class for className, attribute names otherwise as given). */
function toHtml(element: Element | string): string {
  if (typeof element === 'string') {
    return element.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  }
  const attrs = Object.entries(element.attrs ?? {})
    .map(([name, value]) => ` ${name === 'className' ? 'class' : name}="${String(value).replace(/"/g, '&quot;')}"`)
    .join('');
  return `<${element.tag}${attrs}>${(element.children ?? []).map(toHtml).join('')}</${element.tag}>`;
}

async function render(text: string): Promise<string> {
  const graph = parseBlueprint(text);
  return toHtml(renderGraph(graph, await layoutGraph(graph, validateBlueprint(graph))));
}

const fixtures = path.join(__dirname, '__fixtures__');
const example = readFileSync(path.join(fixtures, 'open-menu.blueprint'), 'utf8');

describe('renderGraph', () => {
  it.each(['keep-cursor'])('draws %s.blueprint as its .html fixture', async (name) => {
    const markup = await render(readFileSync(path.join(fixtures, `${name}.blueprint`), 'utf8'));
    await expect(markup.replace(/></g, '>\n<')).toMatchFileSnapshot(path.join(fixtures, `${name}.html`));
  });

  it('marks the graph, every node with its title and every wire for the checks', async () => {
    const markup = await render(example);
    expect(markup).toMatch(/^<figure class="bp" data-visual="blueprint-graph">/);
    expect(markup.match(/data-visual="blueprint-node"/g)).toHaveLength(3);
    expect(markup.match(/<path data-visual="blueprint-wire"/g)).toHaveLength(2);
    expect(markup).toContain('<text class="bp-t" x="10" y="17">Open Menu</text>');
    expect(markup).toContain('<figcaption>Open Menu runs when the player presses Tab.</figcaption>');
  });

  it('hides the drawing from screen readers and lists the nodes in execution order with what feeds them', async () => {
    const markup = await render(example);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain(
      'tabIndex="0" role="region" aria-label="Blueprint graph: Open Menu runs when the player presses Tab."',
    );
    expect(markup).toContain(
      '<li>Open Menu (function, Target is WBP Narrative HUD): exec from Tab Pressed; Target from Narrative HUD; Activatable Widget Class = WBP Inventory.</li>',
    );
    expect(markup).toContain('<li>Comment on Open Menu: Pick the menu to open in the class dropdown.</li>');
  });

  it('numbers nodes that share a title and reads an unset picker as not set', async () => {
    const markup = await render(`caption Two players, one asset.
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
    expect(markup).toContain(
      '<li>Get Owning Player 1 (pure function).</li><li>Get Owning Player 2 (pure function).</li>',
    );
    expect(markup).toContain(
      'Controller from Get Owning Player 1 Return Value; Other from Get Owning Player 2 Return Value; Widget not set.',
    );
  });

  it('says where a wire runs beyond the picture and which nodes the picture cuts, never "not connected"', async () => {
    const markup = await render(`caption A tree starts.
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
    expect(markup).toContain(
      '<li>AICon (get variable, partly outside the picture).</li><li>Run Behavior Tree (function): exec from beyond the picture; Target from AICon; exec continues beyond the picture.</li>',
    );
    expect(markup).not.toContain('not connected');
    expect(markup.match(/<path data-visual="blueprint-wire"/g)).toHaveLength(3);
  });

  it("draws the editor's compact shapes: getters without a header or a repeated title, a conversion as a dot", async () => {
    const markup = await render(`caption Self saves, and a float becomes a string.
node s other Self
  out Self: object
node g pure-function Narrative Save Subsystem
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
    for (const title of ['Self', 'Narrative Save Subsystem', 'Health']) {
      expect(markup).toContain(`<text class="bp-t" x="12" y="22">${title}</text>`);
    }
    // No output label: each getter's pin would only repeat its title.
    expect(markup).not.toContain('bp-l bp-r');
    expect(markup).toContain('<circle class="bp-dot" cx="24" cy="18" r="3">');
    expect(markup).toContain('<li>float to string (conversion): float from Health.</li>');
    expect(markup).toContain('Target from Narrative Save Subsystem; Actor from Self.');
  });

  it('gives a Switch node its own header colour, and other flow control the usual one', async () => {
    const header = (markup: string) => /<path fill="(#[0-9a-f]+)" d="M0 24/.exec(markup)?.[1];
    const switchNode = await render(
      'caption C.\nnode n1 flow-control Switch on String\n  in exec\n  out Default: exec',
    );
    const branch = await render('caption C.\nnode n1 flow-control Branch\n  in exec\n  out True: exec');
    expect(header(switchNode)).toBeDefined();
    expect(header(branch)).toBeDefined();
    expect(header(switchNode)).not.toBe(header(branch));
  });

  it('orders nodes after the nodes wired into them', () => {
    const graph = parseBlueprint(readFileSync(path.join(fixtures, 'keep-cursor.blueprint'), 'utf8'));
    expect(executionOrder(graph).map((node) => node.id)).toEqual([
      'n1',
      'n2',
      'n3',
      'n4',
      'n5',
      'n6',
      'n7',
      'n8',
      'n9',
    ]);
  });
});
