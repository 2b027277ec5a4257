/**
 * A graph from the text the Blueprint editor copies (select nodes, Ctrl+C):
 * the nodes as the editor titles them, the pins it shows with their labels,
 * types and defaults, the wires of LinkedTo, comment boxes and bubbles, and
 * where the writer placed each node. What it cannot read fails with the line;
 * a node class it does not know is drawn plainly, with a warning.
 */
import {
  BlueprintError,
  offscreen,
  type BlueprintWarning,
  type Comment,
  type Graph,
  type GraphNode,
  type Wire,
} from '../types';
import type {ResolvedWire} from '../validate';
import {kindIcon} from '../node-header';
import {legacyPins} from './legacy-pins';
import {nodeClasses, type ClassRow, type NodeLook} from './nodes';
import {knownCategory, readPin, toPin, type ClipboardPin} from './pins';
import {property, readT3d, type T3dObject} from './t3d';
import {fieldsOf} from './values';

export {isClipboardText} from './t3d';

export type PastedGraph = {graph: Graph; wires: ResolvedWire[]; warnings: BlueprintWarning[]};

type ReadNode = {node: GraphNode; object: T3dObject; pins: ClipboardPin[]; drawn: ClipboardPin[]};

const integer = (value: string | undefined, fallback: number) => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) ? number : fallback;
};

/** The editor's colours are linear; CSS's are sRGB. */
function commentColour(value: string | undefined): string | undefined {
  const fields = fieldsOf(value);
  const channel = (key: string) => {
    const linear = Math.min(1, Math.max(0, Number.parseFloat(fields.get(key) ?? '1')));
    const srgb = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
    return Math.round(srgb * 255);
  };
  return value ? `rgb(${channel('R')} ${channel('G')} ${channel('B')})` : undefined;
}

function readComment(object: T3dObject): Comment {
  const colour = commentColour(property(object, 'CommentColor'));
  return {
    nodes: [],
    text: (property(object, 'NodeComment') ?? '').replace(/^"|"$/g, '').replace(/\\n/g, ' ').trim() || 'Comment',
    line: object.line,
    box: {
      x: integer(property(object, 'NodePosX'), 0),
      y: integer(property(object, 'NodePosY'), 0),
      width: integer(property(object, 'NodeWidth'), 400),
      height: integer(property(object, 'NodeHeight'), 100),
    },
    ...(colour ? {colour} : {}),
  };
}

/**
 * The pins a node has on the picture or behind its chevron: the visible ones,
 * in the order its class draws them. The chevron is shown or hidden as the
 * writer left it; an advanced pin that is wired shows either way, as in the
 * editor.
 */
function drawnPins(
  object: T3dObject,
  pins: ClipboardPin[],
  row: ClassRow | undefined,
): {pins: ClipboardPin[]; advanced?: 'hidden' | 'shown'} {
  const present = pins.filter((pin) => !pin.hidden && !row?.omitted?.(pin));
  const shown = present.map((pin) => (pin.advanced && pin.links.length > 0 ? {...pin, advanced: false} : pin));
  const visible = row?.order?.(shown) ?? shown;
  if (!present.some((pin) => pin.advanced)) {
    return {pins: visible};
  }
  return {pins: visible, advanced: property(object, 'AdvancedPinDisplay') === 'Shown' ? 'shown' : 'hidden'};
}

function readNode(object: T3dObject, warnings: BlueprintWarning[]): ReadNode {
  const legacy = object.pins.length > 0 ? undefined : legacyPins(object);
  for (const name of legacy?.missing ?? []) {
    warnings.push({
      line: object.line,
      message: `pin ${name} of ${object.name} is listed without its values, so it is not drawn (copy the node again from the editor)`,
    });
  }
  const entries = legacy?.pins ?? object.pins;
  const pins = entries.map(({fields, line}) => readPin(fields, line));
  for (const pin of pins.filter((candidate) => !knownCategory(candidate.category))) {
    warnings.push({
      line: pin.line,
      message: `pin "${pin.name}" has a type the drawing does not know, "${pin.category}": drawn as a wildcard`,
    });
  }
  const row = nodeClasses[object.className];
  if (!row) {
    warnings.push({
      line: object.line,
      message: `node class ${object.className} is not one the drawing knows: drawn as a plain node with its class name and pins`,
    });
  }
  const look: NodeLook = row?.look({object, pins}) ?? {kind: 'other', title: object.className};
  const icon = look.icon ?? kindIcon(look.kind);
  const {pins: drawn, advanced} = drawnPins(object, pins, row);
  const bubbleShown = ['bCommentBubbleVisible', 'bCommentBubblePinned'].some((key) => property(object, key) === 'True');
  const bubble = property(object, 'NodeComment');
  const node: GraphNode = {
    id: object.name,
    ...look,
    ...(icon ? {icon} : {}),
    inputs: [],
    outputs: [],
    line: object.line,
    position: {x: integer(property(object, 'NodePosX'), 0), y: integer(property(object, 'NodePosY'), 0)},
    ...(advanced ? {advanced} : {}),
    ...(bubble && bubbleShown ? {bubble: bubble.replace(/^"|"$/g, '').replace(/\\n/g, ' ')} : {}),
    // The editor bands a node that runs in development builds only.
    ...(property(object, 'EnabledState') === 'DevelopmentOnly' ? {developmentOnly: true} : {}),
  };
  for (const pin of drawn) {
    const shown = toPin(pin, pin.links.length > 0, row?.friendlyAsGiven);
    (pin.output ? node.outputs : node.inputs).push(row?.unlabelled?.(pin) ? {...shown, name: ''} : shown);
  }
  return {node, object, pins, drawn};
}

/**
 * The wires of LinkedTo, each once. An end on a node the text does not hold
 * (the writer left it out of the selection) lies beyond the picture: the wire
 * runs to the picture's edge, and the writer is told which node is missing.
 */
function readWires(nodes: ReadNode[], warnings: BlueprintWarning[]): ResolvedWire[] {
  const byName = new Map(nodes.map((read) => [read.object.name, read]));
  const wires: ResolvedWire[] = [];
  const seen = new Set<string>();
  const end = (read: ReadNode, pin: ClipboardPin) => {
    const side = read.drawn.filter((candidate) => candidate.output === pin.output);
    return {ref: {node: read.node.id, pin: pin.name}, index: side.indexOf(pin)};
  };
  for (const read of nodes) {
    for (const pin of read.drawn) {
      for (const link of pin.links) {
        const other = byName.get(link.node);
        const otherPin = other?.drawn.find((candidate) => candidate.id === link.pin);
        if (other && !otherPin) {
          continue;
        }
        if (!other) {
          warnings.push({
            line: pin.line,
            message: `pin "${pin.name}" of ${read.object.name} is wired to ${link.node}, which the pasted text does not hold: the wire is drawn leaving the picture (select ${link.node} too in the editor to draw it)`,
          });
        }
        const here = end(read, pin);
        const there = other && otherPin ? end(other, otherPin) : {ref: {node: offscreen, pin: ''}, index: -1};
        const [from, to] = pin.output ? [here, there] : [there, here];
        // Both ends of a wire list each other: the pair of pin ids names it once.
        const key = [`${read.object.name} ${pin.id}`, `${link.node} ${link.pin}`].sort().join(' - ');
        if (seen.has(key)) {
          continue;
        }
        seen.add(key);
        const wire: Wire = {from: from.ref, to: to.ref, line: pin.line};
        wires.push({wire, fromPin: from.index, toPin: to.index});
      }
    }
  }
  return wires;
}

/** The comment boxes around the nodes the writer placed inside them in the editor. */
function enclose(comment: Comment, nodes: GraphNode[]): Comment {
  const box = comment.box!;
  const inside = nodes.filter(
    ({position}) =>
      position &&
      position.x >= box.x &&
      position.y >= box.y &&
      position.x < box.x + box.width &&
      position.y < box.y + box.height,
  );
  return {...comment, nodes: inside.map((node) => node.id)};
}

/**
 * Reads a pasted block. `firstLine` is the page line of its first line;
 * `caption` says what the graph does (the fence's `caption="…"`).
 */
export function parseClipboard(text: string, firstLine: number, caption: string): PastedGraph {
  const {objects, warnings} = readT3d(text, firstLine);
  const seen = new Map<string, number>();
  for (const object of objects) {
    const first = seen.get(object.name);
    if (first !== undefined) {
      throw new BlueprintError(
        object.line,
        `two nodes are named ${object.name} (the first on line ${first}; paste the text as the editor copied it)`,
      );
    }
    seen.set(object.name, object.line);
  }
  const nodes = objects
    .filter((object) => object.className !== 'EdGraphNode_Comment')
    .map((object) => readNode(object, warnings));
  const graphNodes = nodes.map((read) => read.node);
  const comments = objects
    .filter((object) => object.className === 'EdGraphNode_Comment')
    .map((object) => enclose(readComment(object), graphNodes));
  const wires = readWires(nodes, warnings);
  return {
    graph: {
      caption,
      nodes: graphNodes,
      wires: wires.map(({wire}) => wire),
      comments,
      source: text.replace(/\r\n?/g, '\n'),
    },
    wires,
    warnings,
  };
}
