/**
 * Reads the text of a ```blueprint block into a graph, statement by statement.
 * Syntax only: references between statements are checked by validate.ts.
 */
import {
  BlueprintError,
  nodeKinds,
  offscreen,
  pictureEdges,
  pinCategories,
  type PictureEdge,
  type Graph,
  type GraphNode,
  type NodeKind,
  type PinCategory,
  type PinType,
} from './types';

const statements = 'caption, node, subtitle, cropped, in, out, wire, comment';
const idPattern = /^[A-Za-z][A-Za-z0-9_]*$/;
const typeHelp = `${pinCategories.join(', ')}; optionally "(Sub Type)", "array of <type>", "set of <type>", "map <type> to <type>"`;

/**
 * Parses a block. `fenceLine` is the page line of the opening fence, so every
 * error names the line of the page (statement n of the block is fenceLine + n).
 */
export function parseBlueprint(text: string, fenceLine = 0): Graph {
  const graph: Graph = {caption: '', nodes: [], wires: [], comments: []};
  let current: GraphNode | undefined;
  let captionLine: number | undefined;

  text.split('\n').forEach((raw, index) => {
    const line = fenceLine + index + 1;
    const statement = raw.trim();
    if (statement === '') {
      return;
    }
    const [keyword = '', rest = ''] = splitOnce(statement, ' ');
    const fail = (message: string): never => {
      throw new BlueprintError(line, message);
    };
    switch (keyword) {
      case 'caption':
        if (captionLine !== undefined) {
          fail(
            `caption: a second caption (the first is on line ${captionLine}; a block has exactly one, join the sentences)`,
          );
        }
        if (rest.trim() === '') {
          fail('caption: the caption is empty (write one sentence saying what the graph does)');
        }
        graph.caption = rest.trim();
        captionLine = line;
        return;
      case 'node':
        current = parseNode(rest, line);
        graph.nodes.push(current);
        return;
      case 'cropped': {
        if (!current) {
          return fail(`"${statement}": a cropped line belongs to a node (put it under the node, indented two spaces)`);
        }
        const edges = rest.split(/[\s,]+/).filter(Boolean);
        const unknown = edges.find((edge) => !(pictureEdges as readonly string[]).includes(edge));
        if (edges.length === 0 || unknown !== undefined) {
          return fail(
            `"${statement}": write the edges of the picture that cut the node, e.g. "cropped top right" (edges: ${pictureEdges.join(', ')})`,
          );
        }
        current.cropped = edges as PictureEdge[];
        return;
      }
      case 'subtitle':
      case 'in':
      case 'out': {
        if (!current) {
          return fail(
            `"${statement}": a ${keyword} line belongs to a node (put it under "node <id> <kind> [<title>]", indented two spaces)`,
          );
        }
        if (keyword === 'subtitle') {
          current.subtitle = rest.trim();
          return;
        }
        const [declaration = '', defaultValue] = splitOnce(rest, ' = ');
        const colon = declaration.indexOf(': ');
        const name = colon === -1 ? '' : declaration.slice(0, colon).trim();
        const typeText = (colon === -1 ? declaration : declaration.slice(colon + 2)).trim();
        const type = parsePinType(typeText);
        if (!type) {
          return fail(`${keyword} "${rest}": unknown pin type "${typeText}" (types: ${typeHelp})`);
        }
        if (keyword === 'out' && defaultValue !== undefined) {
          return fail(`out "${rest}": only an input shows a default (remove " = ${defaultValue}")`);
        }
        const pin = {name, type, line, ...(defaultValue === undefined ? {} : {default: defaultValue.trim()})};
        (keyword === 'in' ? current.inputs : current.outputs).push(pin);
        return;
      }
      case 'wire': {
        const [from = '', to] = splitOnce(rest, ' -> ');
        const fromRef = parsePinRef(from);
        const toRef = to === undefined ? undefined : parsePinRef(to);
        if (!fromRef || !toRef) {
          return fail(
            `wire "${rest}": write "wire <node>.<pin> -> <node>.<pin>", from an output pin to an input pin; "${offscreen}" for an end beyond the picture`,
          );
        }
        graph.wires.push({from: fromRef, to: toRef, line});
        return;
      }
      case 'comment': {
        const match = /^([A-Za-z][A-Za-z0-9_]*(?:\s*,\s*[A-Za-z][A-Za-z0-9_]*)*):\s+(.*)$/.exec(rest);
        const text = (match ? match[2] : rest)?.trim() ?? '';
        if (text === '') {
          return fail(`comment "${rest}": the comment is empty (write "comment [<id>, ...:] <text>")`);
        }
        graph.comments.push({nodes: match?.[1]?.split(',').map((id) => id.trim()) ?? [], text, line});
        return;
      }
      default:
        fail(`"${statement}": unknown statement "${keyword}" (statements: ${statements})`);
    }
  });

  if (captionLine === undefined) {
    throw new BlueprintError(
      fenceLine,
      'blueprint block without a caption (add a line "caption <one sentence saying what the graph does>")',
    );
  }
  return graph;
}

function parseNode(rest: string, line: number): GraphNode {
  const [id = '', afterId = ''] = splitOnce(rest.trim(), ' ');
  const [kind = '', title = ''] = splitOnce(afterId.trim(), ' ');
  if (!idPattern.test(id) || kind === '') {
    throw new BlueprintError(
      line,
      `node "${rest}": write "node <id> <kind> [<title>]", the id a letter then letters, digits or _`,
    );
  }
  if (!(nodeKinds as readonly string[]).includes(kind)) {
    throw new BlueprintError(line, `node ${id}: unknown kind "${kind}" (kinds: ${nodeKinds.join(', ')})`);
  }
  return {id, kind: kind as NodeKind, title: title.trim(), inputs: [], outputs: [], line};
}

/** `object (Player Controller)`, `array of int`, `map enum to object`; undefined when not a known type. */
export function parsePinType(text: string): PinType | undefined {
  const label = text.trim();
  const container = /^(array|set) of (.+)$/.exec(label);
  if (container) {
    const inner = parsePinType(container[2] ?? '');
    return inner && !inner.container
      ? {category: inner.category, container: container[1] as 'array' | 'set', label}
      : undefined;
  }
  const map = /^map (.+?) to (.+)$/.exec(label);
  if (map) {
    const key = parsePinType(map[1] ?? '');
    const value = parsePinType(map[2] ?? '');
    return key && value && !key.container && !value.container
      ? {category: key.category, container: 'map', label}
      : undefined;
  }
  const simple = /^([a-z0-9]+)(?: \(([^()]+)\))?$/.exec(label);
  const category = simple?.[1];
  if (!category || !(pinCategories as readonly string[]).includes(category)) {
    return undefined;
  }
  return {category: category as PinCategory, label};
}

function parsePinRef(text: string): {node: string; pin: string} | undefined {
  if (text.trim() === offscreen) {
    return {node: offscreen, pin: ''};
  }
  const [node = '', pin] = splitOnce(text.trim(), '.');
  return idPattern.test(node) && pin !== undefined ? {node, pin: pin.trim()} : undefined;
}

function splitOnce(text: string, separator: string): [string, string?] {
  const index = text.indexOf(separator);
  return index === -1 ? [text] : [text.slice(0, index), text.slice(index + separator.length)];
}
