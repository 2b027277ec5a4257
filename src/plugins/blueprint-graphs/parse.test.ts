import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseBlueprint} from './parse';
import {validateBlueprint} from './validate';

/** The example block of the format, as a writer types it. */
const example = readFileSync(path.join(__dirname, '__fixtures__/open-menu.blueprint'), 'utf8').trimEnd();

describe('parseBlueprint', () => {
  it('reads nodes, pins with types and defaults, wires and comments, with page lines', () => {
    const graph = parseBlueprint(example, 40);
    expect(graph.caption).toBe('Open Menu runs when the player presses Tab.');
    expect(graph.nodes.map((node) => [node.id, node.kind, node.title, node.line])).toEqual([
      ['n1', 'event', 'Tab', 42],
      ['n3', 'variable-get', 'Narrative HUD', 46],
      ['n4', 'function', 'Open Menu', 48],
    ]);
    expect(graph.nodes[2]).toMatchObject({
      subtitle: 'Target is WBP Narrative HUD',
      inputs: [
        {name: '', type: {category: 'exec', label: 'exec'}},
        {name: 'Target', type: {category: 'object', label: 'object (WBP Narrative HUD)'}},
        {name: 'Activatable Widget Class', type: {category: 'class'}, default: 'WBP Inventory'},
      ],
    });
    expect(graph.wires[0]).toEqual({from: {node: 'n1', pin: 'Pressed'}, to: {node: 'n4', pin: 'exec'}, line: 55});
    expect(graph.comments).toEqual([{nodes: ['n4'], text: 'Pick the menu to open in the class dropdown.', line: 57}]);
  });

  it('reads the edges that crop a node and wire ends beyond the picture', () => {
    const graph = parseBlueprint(
      'caption C.\nnode a function Initialize\n  cropped top right\n  in exec\n  out exec\nwire offscreen -> a.exec\nwire a.exec -> offscreen',
    );
    expect(graph.nodes[0]!.cropped).toEqual(['top', 'right']);
    expect(graph.wires.map(({from, to}) => [from, to])).toEqual([
      [
        {node: 'offscreen', pin: ''},
        {node: 'a', pin: 'exec'},
      ],
      [
        {node: 'a', pin: 'exec'},
        {node: 'offscreen', pin: ''},
      ],
    ]);
    expect(validateBlueprint(graph).map(({fromPin, toPin}) => [fromPin, toPin])).toEqual([
      [-1, 0],
      [0, -1],
    ]);
  });

  it("reads a node's look: its icon, badges, comment bubble, advanced chevron, and flagged pins", () => {
    const graph = parseBlueprint(`caption C.
node a function Begin Dialogue
  icon event
  badge authority
  badge latent, cosmetic
  bubble Runs on the server.
  advanced shown
  in exec
  in advanced ref Speakers: array of object (Actor)
  in ref Tag: struct (Gameplay Tag)
  in advanced Delay: float = 0.0
  out Asset: soft-object (Dialogue)`);
    expect(graph.nodes[0]).toMatchObject({
      icon: 'event',
      badges: ['authority', 'latent', 'cosmetic'],
      bubble: 'Runs on the server.',
      advanced: 'shown',
      inputs: [
        {name: ''},
        {name: 'Speakers', advanced: true, reference: true, type: {category: 'object', container: 'array'}},
        {name: 'Tag', reference: true},
        {name: 'Delay', advanced: true, default: '0.0'},
      ],
      outputs: [{name: 'Asset', type: {category: 'soft-object', label: 'soft-object (Dialogue)'}}],
    });
    expect(graph.nodes[0]!.inputs[2]).not.toHaveProperty('advanced');
    expect(graph.nodes[0]!.inputs[0]).not.toHaveProperty('reference');
  });

  it('reads containers and a title-less node', () => {
    const graph = parseBlueprint(
      'caption C.\nnode a other\n  in Items: array of object (Actor)\n  out map enum to object',
    );
    expect(graph.nodes[0]).toMatchObject({
      title: '',
      inputs: [{type: {category: 'object', container: 'array'}}],
      outputs: [{name: '', type: {category: 'enum', container: 'map'}}],
    });
  });
});

const errorCases: [string, string, string][] = [
  [
    'missing caption',
    'node n1 event Tab',
    'docs/x.md:10: blueprint block without a caption (add a line "caption <one sentence saying what the graph does>")',
  ],
  [
    'second caption',
    'caption A.\ncaption B.',
    'docs/x.md:12: caption: a second caption (the first is on line 11; a block has exactly one, join the sentences)',
  ],
  [
    'unknown kind',
    'caption C.\nnode n1 evnt Tab',
    'docs/x.md:12: node n1: unknown kind "evnt" (kinds: event, custom-event, function, pure-function, macro,',
  ],
  [
    'unknown pin type',
    'caption C.\nnode n1 event Tab\n  out Key: structure (Key)',
    'docs/x.md:13: out "Key: structure (Key)": unknown pin type "structure (Key)" (types: exec, bool, byte, int,',
  ],
  [
    'unknown statement',
    'caption C.\nedge n1.a -> n2.b',
    'docs/x.md:12: "edge n1.a -> n2.b": unknown statement "edge" (statements: caption, node, subtitle, cropped, icon, badge, bubble, advanced, development-only, add-pin, at, in, out, wire, comment, size)',
  ],
  [
    'a place that is not two whole numbers',
    'caption C.\nnode n1 event Tab\n  at 10.5 left',
    'docs/x.md:13: "at 10.5 left": write two whole numbers, x then y, in the editor\'s pixels at 100 % zoom (e.g. "at 320 -48")',
  ],
  [
    'a place for some nodes only',
    'caption C.\nnode n1 event Tab\n  at 0 0\nnode n2 function Open Menu',
    'docs/x.md:14: node n2 has no "at" line while n1 has one (give every node of the block its place, or none for an automatic layout)',
  ],
  [
    'a comment size of nothing',
    'caption C.\nnode n1 event Tab\ncomment n1: Input.\n  size 0 40',
    'docs/x.md:14: "size 0 40": a comment\'s size is its width then its height, both above 0',
  ],
  [
    'a size without a comment',
    'caption C.\nnode n1 event Tab\n  size 40 40',
    'docs/x.md:13: "size 40 40": a size line belongs to a comment box (put it under "comment [<id>, ...:] <text>")',
  ],
  [
    'pin without node',
    'caption C.\n  in exec',
    'docs/x.md:12: "in exec": an in line belongs to a node (put it under "node <id> <kind> [<title>]", indented two spaces)',
  ],
  [
    'malformed wire',
    'caption C.\nwire n1.Pressed to n2.exec',
    'docs/x.md:12: wire "n1.Pressed to n2.exec": write "wire <node>.<pin> -> <node>.<pin>", from an output pin to an input pin; "offscreen" for an end beyond the picture',
  ],
  [
    'cropped without node',
    'caption C.\ncropped left',
    'docs/x.md:12: "cropped left": a cropped line belongs to a node (put it under "node <id> <kind> [<title>]", indented two spaces)',
  ],
  [
    'cropped by an unknown edge',
    'caption C.\nnode n1 event Tab\n  cropped bottom',
    'docs/x.md:13: "cropped bottom": write the edges of the picture that cut the node, e.g. "cropped top right" (edges: left, right, top)',
  ],
  [
    'an icon without node',
    'caption C.\nicon keyboard',
    'docs/x.md:12: "icon keyboard": an icon line belongs to a node (put it under "node <id> <kind> [<title>]", indented two spaces)',
  ],
  [
    'an unknown icon',
    'caption C.\nnode n1 event Tab\n  icon keybord',
    'docs/x.md:13: "icon keybord": unknown icon "keybord" (icons: function, function-graph, event, macro, keyboard, gamepad, mouse,',
  ],
  [
    'an unknown badge',
    'caption C.\nnode n1 function Save\n  badge authority server',
    'docs/x.md:13: "badge authority server": write the marks at the node\'s top-right corner, e.g. "badge authority" (badges: authority, cosmetic, latent, replicated, interface)',
  ],
  [
    'an empty bubble',
    'caption C.\nnode n1 function Save\n  bubble',
    'docs/x.md:13: "bubble": the bubble is empty (write "bubble <text>", the text of the node\'s comment bubble)',
  ],
  [
    'an advanced chevron neither hidden nor shown',
    'caption C.\nnode n1 function Save\n  advanced open',
    'docs/x.md:13: "advanced open": write "advanced hidden" (the chevron points down, advanced pins are not drawn) or "advanced shown"',
  ],
  [
    'an exec pin by reference',
    'caption C.\nnode n1 function Save\n  in ref exec',
    'docs/x.md:13: in "ref exec": an exec pin is never passed by reference (remove "ref")',
  ],
  [
    'a wire to an advanced pin behind a hidden chevron',
    'caption C.\nnode n1 variable-get Speed\n  out Speed: float\nnode n2 function Move\n  advanced hidden\n  in advanced Rate: float\nwire n1.Speed -> n2.Rate',
    'docs/x.md:17: wire "n1.Speed -> n2.Rate": "Rate" is an advanced pin of n2, hidden behind its chevron; the editor shows a wired pin anyway (remove "advanced" from the pin, or write "advanced shown" under n2)',
  ],
  [
    'a knot with two outputs',
    'caption C.\nnode k knot\n  in float\n  out float\n  out float',
    'docs/x.md:12: node k: a knot has one input and one output (it has 1 and 2; write "in <type>" and "out <type>" under it)',
  ],
  [
    'a node named offscreen',
    'caption C.\nnode offscreen event Tab',
    'docs/x.md:12: node offscreen: "offscreen" names a wire\'s end beyond the picture (give the node another id)',
  ],
  [
    'a wire beyond the picture at both ends',
    'caption C.\nwire offscreen -> offscreen',
    'docs/x.md:12: wire "offscreen -> offscreen": a wire needs a pin of the picture at one end at least',
  ],
  [
    'a wire leaving the picture from an input',
    `${example}\nwire n4.Target -> offscreen`,
    'docs/x.md:28: wire "n4.Target -> offscreen": "Target" is an input of n4 (a wire enters an input and leaves an output)',
  ],
  [
    'a wire entering the picture at a missing pin',
    `${example}\nwire offscreen -> n4.Widget`,
    'docs/x.md:28: wire "offscreen -> n4.Widget": n4 has no input pin "Widget" (its inputs: exec, Target, Activatable Widget Class)',
  ],
  [
    'duplicate id',
    'caption C.\nnode n1 event Tab\nnode n1 function Open Menu',
    'docs/x.md:13: node n1: duplicate id "n1" (first used on line 12; give each node its own id)',
  ],
  [
    'wire to a missing pin',
    `${example}\nwire n1.Foo -> n4.exec`,
    'docs/x.md:28: wire "n1.Foo -> n4.exec": n1 has no output pin "Foo" (its outputs: Pressed, Released, Key)',
  ],
  [
    'wire to a missing input',
    `${example}\nwire n1.Pressed -> n4.Widget`,
    'docs/x.md:28: wire "n1.Pressed -> n4.Widget": n4 has no input pin "Widget" (its inputs: exec, Target, Activatable Widget Class)',
  ],
  [
    'wire to a missing node',
    `${example}\nwire n1.Pressed -> n9.exec`,
    'docs/x.md:28: wire "n1.Pressed -> n9.exec": no node "n9" (nodes: n1, n3, n4)',
  ],
  [
    'input used as source',
    `${example}\nwire n4.Target -> n1.Key`,
    'docs/x.md:28: wire "n4.Target -> n1.Key": "Target" is an input of n4; a wire goes from an output to an input (swap the two ends)',
  ],
  [
    'output used as target',
    `${example}\nwire n3.Narrative HUD -> n4.Return Value`,
    'docs/x.md:28: wire "n3.Narrative HUD -> n4.Return Value": "Return Value" is an output of n4; a wire goes from an output to an input (swap the two ends)',
  ],
  [
    'conversion with two inputs',
    'caption C.\nnode n1 conversion\n  in float\n  in int\n  out string',
    'docs/x.md:12: node n1: a conversion has one input and one output (it has 2 and 1; write "in <type>" and "out <type>" under it)',
  ],
  [
    'comment on a missing node',
    `${example}\ncomment n7: Hi.`,
    'docs/x.md:28: comment "n7: Hi.": no node "n7" (nodes: n1, n3, n4)',
  ],
];

describe('mistakes fail with the page line and the fix', () => {
  it.each(errorCases)('%s', (_name, block, message) => {
    // The remark plugin prefixes the page and passes the fence line (here 10).
    const run = () => {
      try {
        validateBlueprint(parseBlueprint(block, 10));
      } catch (error) {
        const {line, message: text} = error as {line: number; message: string};
        throw new Error(`docs/x.md:${line}: ${text}`);
      }
    };
    expect(run).toThrow(message);
  });
});

describe('places', () => {
  it("reads a node's `at` and a comment box's `at` and `size`, in the editor's pixels", () => {
    const graph = parseBlueprint(
      'caption C.\nnode n1 event Tab\n  at -32 48\n  out exec\ncomment n1: Input.\n  at -64 -40\n  size 300 160',
    );
    expect(graph.nodes[0]!.position).toEqual({x: -32, y: 48});
    expect(graph.comments[0]!.box).toEqual({x: -64, y: -40, width: 300, height: 160});
  });
});

describe('validateBlueprint', () => {
  it('resolves unnamed pins by exec, by type, by an empty name and by a cut-off label', () => {
    const graph = parseBlueprint(
      'caption C.\nnode a other\n  out exec\n  out float\nnode b other\n  in exec\n  in Value: float\n  in map enum to object\n  in float\nwire a.exec -> b.exec\nwire a. -> b.Value\nwire a.float -> b.Clipped?',
    );
    expect(validateBlueprint(graph).map(({fromPin, toPin}) => [fromPin, toPin])).toEqual([
      [0, 0],
      [1, 1],
      [1, 3],
    ]);
  });
});
