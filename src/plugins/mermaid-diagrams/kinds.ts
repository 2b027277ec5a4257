/** The kind of a Mermaid diagram, and the name a reader knows it by. */

/** Names of the diagram kinds, by the word a diagram opens with. */
const names: Record<string, string> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  classDiagram: 'Class diagram',
  erDiagram: 'Entity relationship diagram',
};

/** The word a diagram's definition opens with, past any front matter and directives. */
export function diagramKind(source: string): string {
  const definition = source.replace(/^\s*---\n[\s\S]*?\n---\n/, '');
  const line = definition.split('\n').find((text) => text.trim() !== '' && !text.trim().startsWith('%%')) ?? '';
  return line.trim().split(/\s/, 1)[0]!;
}

/** What a screen reader calls a diagram that has no title of its own. */
export const kindName = (source: string): string => names[diagramKind(source)] ?? 'Diagram';
