/**
 * The statements of a ```blueprint block that make a node: `node` itself, and
 * the indented lines under it that add its subtitle, look and pins. One
 * handler per statement, so a new one is a new row of `nodeStatements`.
 */
import {
  BlueprintError,
  headerIcons,
  nodeBadges,
  nodeKinds,
  pictureEdges,
  pinCategories,
  type GraphNode,
  type HeaderIcon,
  type NodeBadge,
  type NodeKind,
  type PictureEdge,
  type Pin,
  type PinCategory,
  type PinType,
} from './types';
import {iconHeaders, writtenHeader} from './node-header';

export const idPattern = /^[A-Za-z][A-Za-z0-9_]*$/;
const typeHelp = `${pinCategories.join(', ')}; optionally "(Sub Type)", "array of <type>", "set of <type>", "map <type> to <type>"`;
/** Words before a pin's name that flag it: behind the advanced chevron, passed by reference. */
const pinFlags = ['advanced', 'ref'] as const;

export function splitOnce(text: string, separator: string): [string, string?] {
  const index = text.indexOf(separator);
  return index === -1 ? [text] : [text.slice(0, index), text.slice(index + separator.length)];
}

export function parseNode(rest: string, line: number): GraphNode {
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
  const nodeKind = kind as NodeKind;
  return {
    id,
    kind: nodeKind,
    title: title.trim(),
    ...writtenHeader(nodeKind, title.trim()),
    inputs: [],
    outputs: [],
    line,
  };
}

/** `object (Player Controller)`, `array of int`, `map enum to object`; undefined when not a known type. */
function parsePinType(text: string): PinType | undefined {
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
  const simple = /^([a-z0-9-]+)(?: \(([^()]+)\))?$/.exec(label);
  const category = simple?.[1];
  if (!category || !(pinCategories as readonly string[]).includes(category)) {
    return undefined;
  }
  return {category: category as PinCategory, label};
}

/** The words of `rest` that all belong to `allowed`, or undefined when one does not (or there are none). */
function wordsOf<T extends string>(rest: string, allowed: readonly T[]): T[] | undefined {
  const words = rest.split(/[\s,]+/).filter(Boolean);
  return words.length > 0 && words.every((word) => (allowed as readonly string[]).includes(word))
    ? (words as T[])
    : undefined;
}

function parsePin(keyword: 'in' | 'out', rest: string, line: number, fail: (message: string) => never): Pin {
  const flags = new Set<string>();
  let text = rest;
  for (let word = splitOnce(text, ' '); pinFlags.some((flag) => flag === word[0]); word = splitOnce(text, ' ')) {
    flags.add(word[0]);
    text = word[1] ?? '';
  }
  const [declaration = '', defaultValue] = splitOnce(text, ' = ');
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
  if (flags.has('ref') && type.category === 'exec') {
    return fail(`${keyword} "${rest}": an exec pin is never passed by reference (remove "ref")`);
  }
  return {
    name,
    type,
    line,
    // `""` is an empty box: the editor's default of a string or text left blank.
    ...(defaultValue === undefined ? {} : {default: defaultValue.trim() === '""' ? '' : defaultValue.trim()}),
    ...(flags.has('advanced') ? {advanced: true} : {}),
    ...(flags.has('ref') ? {reference: true} : {}),
  };
}

type Context = {statement: string; line: number; fail: (message: string) => never};

/** Two whole numbers, `x y`, as the editor's positions and sizes are. */
export function point(rest: string, statement: string, fail: (message: string) => never): {x: number; y: number} {
  const match = /^(-?\d+)\s+(-?\d+)$/.exec(rest.trim());
  if (!match) {
    return fail(
      `"${statement}": write two whole numbers, x then y, in the editor's pixels at 100 % zoom (e.g. "at 320 -48")`,
    );
  }
  return {x: Number(match[1]), y: Number(match[2])};
}

/** The statements that belong to the node above them, by keyword. */
export const nodeStatements: Record<string, (node: GraphNode, rest: string, context: Context) => void> = {
  subtitle(node, rest) {
    node.subtitle = rest.trim();
  },
  cropped(node, rest, {statement, fail}) {
    const edges = wordsOf<PictureEdge>(rest, pictureEdges);
    if (!edges) {
      return fail(
        `"${statement}": write the edges of the picture that cut the node, e.g. "cropped top right" (edges: ${pictureEdges.join(', ')})`,
      );
    }
    node.cropped = edges;
  },
  icon(node, rest, {statement, fail}) {
    const name = rest.trim();
    if (!(headerIcons as readonly string[]).includes(name)) {
      return fail(`"${statement}": unknown icon "${name}" (icons: ${headerIcons.join(', ')})`);
    }
    node.icon = name as HeaderIcon;
    const header = iconHeaders[node.icon];
    if (header) {
      node.header = header;
    }
  },
  badge(node, rest, {statement, fail}) {
    const badges = wordsOf<NodeBadge>(rest, nodeBadges);
    if (!badges) {
      return fail(
        `"${statement}": write the marks at the node's top-right corner, e.g. "badge authority" (badges: ${nodeBadges.join(', ')})`,
      );
    }
    node.badges = [...(node.badges ?? []), ...badges];
  },
  bubble(node, rest, {statement, fail}) {
    if (rest.trim() === '') {
      return fail(`"${statement}": the bubble is empty (write "bubble <text>", the text of the node's comment bubble)`);
    }
    node.bubble = rest.trim();
  },
  advanced(node, rest, {statement, fail}) {
    const state = rest.trim();
    if (state !== 'hidden' && state !== 'shown') {
      return fail(
        `"${statement}": write "advanced hidden" (the chevron points down, advanced pins are not drawn) or "advanced shown"`,
      );
    }
    node.advanced = state as 'hidden' | 'shown';
  },
  /** `development-only`: the node runs in development builds only, under the editor's "Development Only" band. */
  'development-only'(node, rest, {statement, fail}) {
    if (rest.trim() !== '') {
      return fail(`"${statement}": write "development-only" alone on its line`);
    }
    node.developmentOnly = true;
  },
  /** `add-pin`: the editor's "Add pin +" under the pins (a Make Array, a Make Map; a Switch and a Sequence have it anyway). */
  'add-pin'(node, rest, {statement, fail}) {
    if (rest.trim() !== '') {
      return fail(`"${statement}": write "add-pin" alone on its line`);
    }
    node.addPin = true;
  },
  /** `at <x> <y>`: where the node sits in the editor, its top left at 100 % zoom (the editor's NodePosX, NodePosY). */
  at(node, rest, {statement, fail}) {
    node.position = point(rest, statement, fail);
  },
  in(node, rest, {line, fail}) {
    node.inputs.push(parsePin('in', rest, line, fail));
  },
  out(node, rest, {line, fail}) {
    node.outputs.push(parsePin('out', rest, line, fail));
  },
};
