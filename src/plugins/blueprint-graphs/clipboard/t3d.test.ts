/**
 * Text that is not what the editor copies fails with the page line and what
 * to do; no text makes the reader crash or hang.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {readBlock} from '../block';
import {BlueprintError} from '../types';
import {parseClipboard} from '.';

const kinds = readFileSync(path.join(__dirname, '__fixtures__/node-kinds.t3d'), 'utf8');
const meta = 'caption="A graph."';

/** What the build says about a block whose fence is on page line 10. */
function problemOf(text: string, fenceMeta: string | null = meta): string | undefined {
  try {
    readBlock(text, 10, fenceMeta);
    return undefined;
  } catch (error) {
    if (error instanceof BlueprintError) {
      return `${error.line}: ${error.message}`;
    }
    throw error;
  }
}

const node = (name: string, ...lines: string[]) =>
  [`Begin Object Class=/Script/BlueprintGraph.K2Node_Self Name="${name}"`, ...lines, 'End Object'].join('\n');

describe('malformed clipboard text', () => {
  it.each([
    [
      'a cut-off text',
      node('K2Node_Self_0').replace(/\nEnd Object$/, ''),
      /^11: "Begin Object" of K2Node_Self_0 has no "End Object"/,
    ],
    ['an End Object too many', `${node('K2Node_Self_0')}\nEnd Object`, /^13: "End Object" without a "Begin Object"/],
    [
      'text between objects',
      `${node('K2Node_Self_0')}\nhello`,
      /^13: "hello" stands outside "Begin Object … End Object"/,
    ],
    ['a node without a class', 'Begin Object Name="X"\nEnd Object', /^11: "Begin Object" without "Class=…"/],
    [
      'two nodes of one name',
      `${node('K2Node_Self_0')}\n${node('K2Node_Self_0')}`,
      /^13: two nodes are named K2Node_Self_0 \(the first on line 11/,
    ],
  ])('%s fails with its line and the fix', (_name, text, message) => {
    expect(problemOf(text)).toMatch(message);
  });

  it.each([
    ['a line that is no property', '   NodePosX 12', 'a line the reader does not know'],
    [
      'an open bracket',
      '   CustomProperties Pin (PinId=1,PinName="self"',
      'a pin whose brackets or quotes do not close',
    ],
    ['an open quote', '   NodeComment="Hello', 'a value whose brackets or quotes do not close'],
  ])('skips %s with a warning at its line, and draws the node from the rest', (_name, line, why) => {
    const {graph, warnings} = readBlock(node('K2Node_Self_0', line, '   NodePosX=32'), 10, meta);
    expect(graph.nodes[0]).toMatchObject({title: 'Self', position: {x: 32, y: 0}});
    expect(warnings).toEqual([{line: 12, message: expect.stringContaining(why)}]);
  });

  it('asks for a caption on the fence', () => {
    expect(problemOf(node('K2Node_Self_0'), null)).toBe(
      '10: a graph pasted from the editor needs a caption on its fence: ```blueprint caption="One sentence saying what the graph does."',
    );
  });

  it('reads Windows line ends as the same graph, and keeps the text with Unix ones', () => {
    const unix = parseClipboard(kinds, 1, 'A graph.');
    const windows = parseClipboard(kinds.replace(/\n/g, '\r\n'), 1, 'A graph.');
    expect(windows.graph).toEqual(unix.graph);
    expect(windows.graph.source).toBe(kinds);
  });
});

describe('property lines', () => {
  it('reads every form the editor writes: quoted and indexed keys, nested structs and arrays', () => {
    const text = [
      'Begin Object Class=/Script/BlueprintGraph.K2Node_MakeStruct Name="K2Node_MakeStruct_0" ExportPath="/Script/BlueprintGraph.K2Node_MakeStruct\'/Game/BP_Door.BP_Door:EventGraph.K2Node_MakeStruct_0\'"',
      '   bMadeAfterOverridePinRemoval=True',
      '   "ShowPinForProperties"(0)=(PropertyName="X",PropertyFriendlyName="X",bShowPin=True,bCanToggleVisibility=True)',
      '   ShowPinForProperties(1)=(PropertyName="Y",PropertyFriendlyName="Y",bShowPin=True,bCanToggleVisibility=True)',
      '   Key(0)=(A=(B=1,C=("x","y")),D=1.0)',
      '   Values[2]=3',
      '   StructType="/Script/CoreUObject.ScriptStruct\'/Script/CoreUObject.Vector\'"',
      '   CustomProperties Pin (PinId=A1,PinName="X",PinType.PinCategory="real",PinType.PinSubCategory="double",DefaultValue="0.0",)',
      'End Object',
    ].join('\n');
    const {graph, warnings} = readBlock(text, 0, meta);
    expect(warnings).toEqual([]);
    expect(graph.nodes[0]).toMatchObject({title: 'Make Vector', inputs: [{name: 'X', default: '0.0'}]});
  });
});

describe('any text', () => {
  /** The reader either reads a text or says at which line it stops: it never throws anything else. */
  const readsOrExplains = (text: string) => {
    try {
      readBlock(text, 0, meta);
    } catch (error) {
      expect(error).toBeInstanceOf(BlueprintError);
      expect((error as BlueprintError).line).toBeGreaterThanOrEqual(0);
    }
  };

  it('reads or explains a real text cut, spliced or scattered with odd characters', () => {
    fc.assert(
      fc.property(
        fc.nat(kinds.length),
        fc.nat(kinds.length),
        fc.string({unit: fc.constantFrom('(', ')', '"', "'", ',', '=', '\\', '\n', '\r', 'é', '🙂', '\u0000', ' ')}),
        (start, length, noise) => {
          readsOrExplains(`Begin Object${kinds.slice(start, start + length)}${noise}`);
          readsOrExplains(kinds.slice(0, start) + noise + kinds.slice(start));
        },
      ),
      {numRuns: 300},
    );
  });

  it('reads a 200-node graph with its wires', () => {
    const nodes = Array.from({length: 200}, (_, index) =>
      [
        `Begin Object Class=/Script/BlueprintGraph.K2Node_Knot Name="K2Node_Knot_${index}"`,
        `   NodePosX=${(index % 20) * 96}`,
        `   NodePosY=${Math.floor(index / 20) * 96}`,
        `   CustomProperties Pin (PinId=I${index},PinName="InputPin",PinType.PinCategory="wildcard",${index > 0 ? `LinkedTo=(K2Node_Knot_${index - 1} O${index - 1},),` : ''})`,
        `   CustomProperties Pin (PinId=O${index},PinName="OutputPin",Direction="EGPD_Output",PinType.PinCategory="wildcard",${index < 199 ? `LinkedTo=(K2Node_Knot_${index + 1} I${index + 1},),` : ''})`,
        'End Object',
      ].join('\n'),
    );
    const {graph, wires} = readBlock(nodes.join('\n'), 0, meta);
    expect(graph.nodes).toHaveLength(200);
    expect(wires).toHaveLength(199);
  });
});
