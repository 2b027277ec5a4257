/**
 * One test per node kind, ueblueprint's way: the editor's clipboard text of a
 * node (`__fixtures__/editor-copies/`, sources in the fixtures README) is
 * pasted into a block, and the drawing shows the title, subtitle and pin
 * labels the editor shows for it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {drawBlock, readBlock} from '../block';
import {toHtml} from '../html';

const copy = (name: string) => readFileSync(path.join(__dirname, '__fixtures__/editor-copies', `${name}.t3d`), 'utf8');
const caption = 'caption="A node."';

/** What the drawing shows of the first node of a pasted copy, and what the build says about it. */
async function pasted(name: string) {
  const {figure, warnings} = await drawBlock(copy(name), 0, caption);
  const node = new JSDOM(toHtml(figure)).window.document.querySelector('[data-visual="blueprint-node"]')!;
  return {
    title: node.querySelector('[data-part="title"]')?.textContent ?? '',
    subtitle: node.querySelector('[data-part="subtitle"]')?.textContent ?? null,
    pins: [...node.querySelectorAll('[data-part="pin"]')].map((pin) => pin.textContent),
    icon: node.querySelector('[data-icon]')?.getAttribute('data-icon') ?? null,
    warnings,
  };
}

describe('a node pasted from the editor is drawn as the editor shows it', () => {
  it.each([
    ['input-key-gamepad', 'Gamepad Face Button Bottom', null, ['Pressed', 'Released', 'Key'], 'gamepad'],
    ['input-key-accented', 'é', null, ['Pressed', 'Released', 'Key'], 'keyboard'],
    ['input-axis-key-gamepad', 'Gamepad Left Thumbstick X-Axis', null, ['Axis Value'], 'gamepad'],
    ['input-vector-axis', 'Tilt', null, ['Axis Value'], 'keyboard'],
    ['input-axis-event', 'InputAxis MoveRight', null, ['Axis Value'], 'event'],
    ['compact-sin', 'SIN', null, [], null],
    ['compact-array-get', 'GET', null, [], null],
    ['function-display-name', 'Get Actor Transform', 'Target is Actor', ['Target', 'Return Value'], 'function'],
    ['function-self-context', 'Open Door', null, ['Target', 'Instant'], 'function'],
    ['construction-script', 'Construction Script', null, [], 'function-graph'],
    ['event-display-name', 'Event On Initialized', null, [], 'event'],
    ['bind-event', 'Bind Event to On Clicked', null, ['Target', 'Event'], 'node'],
    ['call-dispatcher', 'Call OnDoorOpened', null, ['Target', 'Opened By'], 'node'],
    ['create-event', 'Create Event', null, ['Object', 'Event'], null],
    ['for-each-enum', 'ForEach ECollisionChannel', null, ['Loop Body', 'Enum Value', 'Completed'], 'macro'],
    ['enum-literal', 'Literal enum ECollisionChannel', null, ['Enum', 'Return Value'], 'function'],
    [
      'switch-enum',
      'Switch on EMovementMode',
      null,
      ['Selection', 'None', 'Walking', 'Navmesh Walking', 'Falling', 'Swimming', 'Flying', 'Custom', 'Default'],
      'switch',
    ],
    [
      'switch-gameplay-tag',
      'Switch on Gameplay Tag',
      null,
      ['Selection', 'Door Locked', 'Door Open', 'Default'],
      'switch',
    ],
    ['multi-gate', 'Multi Gate', null, ['Reset', 'Is Random', 'Loop', 'Start Index', 'Out 0', 'Out 1'], 'macro'],
    [
      'for-each-loop-with-break',
      'For Each Loop with Break',
      null,
      ['Exec', 'Array', 'Break', 'Loop Body', 'Array Element', 'Array Index', 'Completed'],
      'loop',
    ],
    ['compact-multiply', '⨯', null, [], null],
    ['compact-divide', '÷', null, [], null],
    ['make-struct-symbols', 'Make My_Struct-2', null, ['First.Variable', 'My Struct-2'], 'make-struct'],
    ['timeline', 'FadeTimeline', null, ['Play', 'Play from Start', 'Stop', 'Update', 'Finished'], 'timeline'],
    ['bind-event-delegate-suffix', 'Bind Event to On Health Changed', null, [], 'node'],
    ['pin-tooltip-casing', 'Move Actor Away', null, ['Actor To Move'], 'function'],
    ['legacy-flip-flop', 'Flip Flop', null, ['A', 'B', 'Is A'], 'macro'],
    [
      'legacy-macro',
      'For Each Loop',
      null,
      ['Exec', 'Array', 'Loop Body', 'Array Element', 'Array Index', 'Completed'],
      'loop',
    ],
  ])('%s: "%s"', async (name, title, subtitle, pins, icon) => {
    expect(await pasted(name)).toEqual({title, subtitle, pins, icon, warnings: []});
  });

  it('reads a compact node as the editor draws it: its title large, its pins unlabelled', () => {
    const {graph} = readBlock(copy('compact-sin'), 0, caption);
    expect(graph.nodes[0]).toMatchObject({kind: 'operator', title: 'SIN'});
    expect(graph.nodes[0]!.inputs.map((pin) => pin.type.label)).toEqual(['double']);
  });

  it("draws the older format's unnamed pin, and warns of a listed pin it cannot read", () => {
    const {graph, warnings} = readBlock(copy('legacy-flip-flop'), 0, caption);
    expect(graph.nodes[0]!.inputs).toMatchObject([{name: '', type: {category: 'exec'}}]);
    expect(warnings).toEqual([]);
    const unlisted = copy('legacy-flip-flop').replace(/ {3}Begin Object Name="EdGraphPin_5104"[^]*?End Object\n/, '');
    expect(readBlock(unlisted, 0, caption).warnings).toEqual([
      {
        line: 1,
        message: expect.stringMatching(/^pin EdGraphPin_5104 of K2Node_MacroInstance_7 is listed without its values/),
      },
    ]);
  });

  it('colours a Timeline ochre and a struct node dark blue, as the editor does', () => {
    expect(readBlock(copy('timeline'), 0, caption).graph.nodes[0]).toMatchObject({
      header: 'timeline',
      icon: 'timeline',
    });
    expect(readBlock(copy('make-struct-symbols'), 0, caption).graph.nodes[0]).toMatchObject({header: 'struct'});
  });

  it("reads the older format's wires, pin to pin", () => {
    const {wires} = readBlock(copy('legacy-macro'), 0, caption);
    expect(wires.map(({wire}) => `${wire.from.node}.${wire.from.pin} -> ${wire.to.node}.${wire.to.pin}`)).toEqual([
      'K2Node_MacroInstance_3.LoopBody -> K2Node_IfThenElse_2.execute',
    ]);
  });

  it('warns naming a node the copy left out, and draws the wire to it leaving the picture', () => {
    const macroAlone = copy('legacy-macro').split(/^(?=Begin Object Class=K2Node_IfThenElse)/m)[0]!;
    const {wires, warnings} = readBlock(macroAlone, 0, caption);
    expect(wires.map(({wire}) => `${wire.from.node}.${wire.from.pin} -> ${wire.to.node}`)).toEqual([
      'K2Node_MacroInstance_3.LoopBody -> offscreen',
    ]);
    expect(warnings).toEqual([
      {
        line: expect.any(Number),
        message: expect.stringMatching(
          /^pin "LoopBody" of K2Node_MacroInstance_3 is wired to K2Node_IfThenElse_2, which the pasted text does not hold/,
        ),
      },
    ]);
  });

  it('bands a node the editor runs in development builds only', () => {
    const developmentOnly = copy('compact-sin').replace(/^(\s*NodePosX=)/m, '   EnabledState=DevelopmentOnly\n$1');
    expect(readBlock(developmentOnly, 0, caption).graph.nodes[0]!.developmentOnly).toBe(true);
    expect(readBlock(copy('compact-sin'), 0, caption).graph.nodes[0]!.developmentOnly).toBeUndefined();
  });

  it('reads a capitalised pin category as its type', () => {
    const {graph} = readBlock(copy('create-event'), 0, caption);
    expect(graph.nodes[0]!.outputs.map((pin) => pin.type.category)).toEqual(['delegate']);
  });
});
