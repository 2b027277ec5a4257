/**
 * Each node class reads as the editor draws it. The ueblueprint fixtures are
 * the editor's own clipboard texts with what it shows; node-kinds.t3d holds
 * one node of each further class, written in the editor's format.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {drawBlock} from '../block';
import {toHtml} from '../html';
import type {GraphNode} from '../types';
import {parseClipboard} from '.';

type Fixture = {
  class: string;
  title: string;
  subtitle: string | null;
  pinLabels: string[] | null;
  source: string;
  clipboard: string;
};

const fixtures = path.join(__dirname, '__fixtures__');
const editorNodes = JSON.parse(readFileSync(path.join(fixtures, 'ueblueprint-nodes.json'), 'utf8')) as Fixture[];

const caption = 'caption="A node."';

const named = (fixtures: Fixture[]) =>
  fixtures.map((fixture) => [`${fixture.class} "${fixture.title}"`, fixture] as const);

describe.each(named(editorNodes))('%s', (_name, fixture) => {
  it('draws the title and subtitle the editor shows', async () => {
    const {figure, warnings} = await drawBlock(fixture.clipboard, 0, caption);
    const node = new JSDOM(toHtml(figure)).window.document.querySelector('[data-visual="blueprint-node"]')!;
    // A node copied alone keeps its wires to the nodes left out, which are drawn leaving the picture.
    expect(warnings.filter(({message}) => !message.includes('which the pasted text does not hold'))).toEqual([]);
    expect(node.querySelector('[data-part="title"]')?.textContent).toBe(fixture.title);
    expect(node.querySelector('[data-part="subtitle"]')?.textContent ?? null).toBe(fixture.subtitle);
  });
});

// The fixtures that record the editor's pin labels (compact operators record none).
describe.each(named(editorNodes.filter((fixture) => fixture.pinLabels !== null)))('%s', (_name, fixture) => {
  it('labels the pins as the editor does, on the node or behind its chevron', async () => {
    const {graph} = parseClipboard(fixture.clipboard, 1, 'A node.');
    const node = graph.nodes[0]!;
    const labels = [...node.inputs, ...node.outputs].map((pin) => pin.name).filter(Boolean);
    expect(labels.sort()).toEqual([...fixture.pinLabels!].sort());
    const {figure} = await drawBlock(fixture.clipboard, 0, caption);
    const drawn = [...new JSDOM(toHtml(figure)).window.document.querySelectorAll('[data-part="pin"]')];
    for (const label of drawn.map((element) => element.textContent)) {
      expect(fixture.pinLabels).toContain(label);
    }
  });
});

const kinds = parseClipboard(readFileSync(path.join(fixtures, 'node-kinds.t3d'), 'utf8'), 1, 'Node kinds.');
const nodeNamed = (id: string): GraphNode => kinds.graph.nodes.find((node) => node.id === id)!;
const pins = (node: GraphNode, side: 'inputs' | 'outputs') =>
  node[side].map((pin) => `${pin.name}: ${pin.type.label}${pin.default === undefined ? '' : ` = ${pin.default}`}`);

describe('node classes written in the editor format', () => {
  it.each([
    ['K2Node_VariableGet_0', 'variable-get', 'Is Closed', [], ['Is Closed: bool']],
    ['K2Node_VariableGet_1', 'variable-get', 'Tags', ['Target: object (Actor) = self'], ['Tags: array of name']],
    ['K2Node_Self_0', 'other', 'Self', [], ['Self: object']],
    [
      'K2Node_DynamicCast_0',
      'cast',
      'Cast To Character',
      [': exec', 'Object: wildcard'],
      [': exec', 'Cast Failed: exec', 'As Character: object (Character)'],
    ],
    ['K2Node_Knot_0', 'knot', '', [': wildcard'], [': wildcard']],
    [
      'K2Node_MakeStruct_0',
      'pure-function',
      'Make Vector',
      ['X: double = 0.0', 'Y: double = 0.0', 'Z: double = 0.0'],
      ['Vector: vector'],
    ],
    [
      'K2Node_BreakStruct_0',
      'pure-function',
      'Break HitResult',
      ['Hit Result: struct (Hit Result)'],
      ['Blocking Hit: bool', 'Location: vector'],
    ],
    [
      'K2Node_SwitchString_0',
      'flow-control',
      'Switch on String',
      [': exec', 'Selection: string = '],
      ['Open: exec', 'Default: exec'],
    ],
    [
      'K2Node_AddDelegate_0',
      'function',
      'Bind Event to On Destroyed',
      [': exec', 'Target: object (Actor) = self', 'Event: delegate'],
      [': exec'],
    ],
    [
      'K2Node_RemoveDelegate_0',
      'function',
      'Unbind Event from On Destroyed',
      [': exec', 'Target: object (Actor) = self', 'Event: delegate'],
      [': exec'],
    ],
    [
      'K2Node_ClearDelegate_0',
      'function',
      'Unbind all Events from On Destroyed',
      [': exec', 'Target: object (Actor) = self'],
      [': exec'],
    ],
    ['K2Node_CallDelegate_0', 'function', 'Call OnOpened', [': exec', 'Target: object = self'], [': exec']],
    [
      'K2Node_CreateWidget_0',
      'function',
      'Create WBP Example Widget',
      [': exec', 'Class: class (User Widget) = WBP Example', 'Owning Player: object (Player Controller)'],
      [': exec', 'Return Value: object (WBP Example)'],
    ],
    ['K2Node_FunctionEntry_0', 'function-entry', 'GetShowUI', [], [': exec']],
    ['K2Node_FunctionResult_0', 'function-return', 'Return Node', [': exec', 'Show UI: bool = false'], []],
    [
      'K2Node_Timeline_0',
      'other',
      'DoorTimeline',
      [
        'Play: exec',
        'Play from Start: exec',
        'Stop: exec',
        'Reverse: exec',
        'Reverse from End: exec',
        'Set New Time: exec',
        'New Time: float = 0.0',
      ],
      ['Update: exec', 'Finished: exec', 'Direction: enum (Timeline Direction)'],
    ],
    ['K2Node_InputAction_0', 'event', 'InputAction Jump', [], ['Pressed: exec', 'Released: exec', 'Key: struct (Key)']],
    ['K2Node_InputAxisEvent_0', 'event', 'InputAxis MoveForward', [], [': exec', 'Axis Value: float']],
    ['K2Node_InputAxisKeyEvent_0', 'event', 'Mouse X', [], [': exec', 'Axis Value: float']],
    [
      'K2Node_EnhancedInputAction_0',
      'event',
      'EnhancedInputAction IA_Example',
      [],
      [
        'Triggered: exec',
        'Started: exec',
        'Ongoing: exec',
        'Canceled: exec',
        'Completed: exec',
        'Action Value: bool',
        'Elapsed Seconds: double',
        'Triggered Seconds: double',
      ],
    ],
    ['K2Node_ComponentBoundEvent_0', 'event', 'On Interacted (NarrativeInteractable)', [], [': delegate', ': exec']],
    ['K2Node_CallParentFunction_0', 'pure-function', 'Parent: Get String Variable', [], ['Return Value: string']],
    ['K2Node_GetSubsystem_0', 'operator', 'Narrative Save Subsystem', [], [': object (Narrative Save Subsystem)']],
    ['K2Node_CallFunction_0', 'conversion', '', ['In Int: int = 0'], ['Return Value: string']],
    [
      'K2Node_CallFunction_1',
      'function',
      'Set Text',
      [': exec', 'Target: object (Text Block)', 'In Text: text = Open'],
      [': exec'],
    ],
    [
      'K2Node_CallFunction_2',
      'function',
      'Get All Actors Of Class',
      [': exec', 'Actor Class: class (Actor) = Select Class'],
      [': exec', 'Out Actors: array of object (Actor)'],
    ],
    [
      'K2Node_CallFunction_3',
      'pure-function',
      'Is Valid Soft Object Reference',
      ['Soft Object Reference: soft object (Object)'],
      ['Return Value: bool'],
    ],
    [
      'K2Node_MakeMap_0',
      'pure-function',
      'Make Map',
      ['Key 0: string = ', 'Value 0: int = 0'],
      ['Map: map string to int'],
    ],
    ['K2Node_MakeSet_0', 'pure-function', 'Make Set', ['[0]: name = None'], ['Set: set of name']],
  ])('%s is a %s titled "%s"', (id, kind, title, inputs, outputs) => {
    const node = nodeNamed(id);
    expect({kind: node.kind, title: node.title, inputs: pins(node, 'inputs'), outputs: pins(node, 'outputs')}).toEqual({
      kind,
      title,
      inputs,
      outputs,
    });
  });

  it('gives a function on another object its "Target is" line, and a static one none', () => {
    expect(nodeNamed('K2Node_CallFunction_1').subtitle).toBe('Target is Text Block');
    expect(nodeNamed('K2Node_CallFunction_2').subtitle).toBeUndefined();
  });

  it("draws an input event with its device's icon", () => {
    expect(nodeNamed('K2Node_InputAxisKeyEvent_0').icon).toBe('mouse');
  });

  it('marks by-reference pins and hides advanced pins behind a collapsed chevron', () => {
    expect(nodeNamed('K2Node_BreakStruct_0').inputs[0]!.reference).toBe(true);
    expect(nodeNamed('K2Node_CallFunction_2').outputs[1]!.reference).toBe(true);
    const enhanced = nodeNamed('K2Node_EnhancedInputAction_0');
    expect(enhanced.advanced).toBe('hidden');
    expect(enhanced.outputs.filter((pin) => pin.advanced).map((pin) => pin.name)).toEqual([
      'Elapsed Seconds',
      'Triggered Seconds',
    ]);
  });

  it("keeps a node's visible comment as its bubble, and a comment box around the nodes placed inside it", () => {
    expect(nodeNamed('K2Node_CallFunction_1').bubble).toBe("Shows the door's name.");
    expect(kinds.graph.comments).toEqual([
      expect.objectContaining({
        text: "Reads the door's state",
        nodes: ['K2Node_VariableGet_0', 'K2Node_VariableGet_1', 'K2Node_Self_0'],
        box: {x: -40, y: -80, width: 1240, height: 400},
      }),
    ]);
  });

  it('wires pins from LinkedTo, each wire once, through a reroute knot', () => {
    const wires = kinds.wires.map(
      ({wire, fromPin, toPin}) => `${wire.from.node}.${fromPin} -> ${wire.to.node}.${toPin}`,
    );
    expect(wires.sort()).toEqual([
      'K2Node_DynamicCast_0.2 -> K2Node_Knot_0.0',
      'K2Node_InputAction_0.0 -> K2Node_DynamicCast_0.0',
      'K2Node_Knot_0.0 -> K2Node_CallFunction_1.1',
      'K2Node_Self_0.0 -> K2Node_DynamicCast_0.1',
    ]);
    // A wired input shows no default: the Target of Set Text is fed by the knot.
    expect(nodeNamed('K2Node_CallFunction_1').inputs[1]!.default).toBeUndefined();
  });

  it('draws a class it does not know as a plain node under its class name, with a warning at its line', () => {
    const mystery = nodeNamed('K2Node_Mystery_0');
    expect({kind: mystery.kind, title: mystery.title, inputs: pins(mystery, 'inputs')}).toEqual({
      kind: 'other',
      title: 'K2Node_Mystery',
      inputs: [': exec', 'Amount: int = 3'],
    });
    expect(kinds.warnings).toEqual([{line: mystery.line, message: expect.stringContaining('K2Node_Mystery')}]);
  });
});
