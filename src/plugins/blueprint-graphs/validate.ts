/** Checks the references inside a parsed block (ids, wires, comments) and resolves each wire to its two pins. */
import {isHiddenPin} from './model';
import {BlueprintError, offscreen, type Graph, type GraphNode, type Pin, type Wire} from './types';

type Side = 'inputs' | 'outputs';

/** A wire with the index of its output pin on `from` and of its input pin on `to`; -1 for an end beyond the picture. */
export type ResolvedWire = {wire: Wire; fromPin: number; toPin: number};

/**
 * Finds a pin by the name a wire uses: the pin's name; for an unnamed pin
 * `exec` or its type (`delegate`, `map enum to object`), or nothing at all
 * (`n5.`), or a label the sheet cut off (`Clothing M?`): then the unnamed pin
 * whose type matches the other end's, else the first unnamed data pin.
 */
function findPin(pins: Pin[], name: string, otherEnd?: Pin): number {
  const byName = name === '' ? -1 : pins.findIndex((pin) => pin.name === name);
  if (byName !== -1) {
    return byName;
  }
  const unnamed = (test: (pin: Pin) => boolean) => pins.findIndex((pin) => pin.name === '' && test(pin));
  const byType = unnamed((pin) => pin.type.label === name || pin.type.category === name);
  if (byType !== -1 || (name !== '' && !name.endsWith('?'))) {
    return byType;
  }
  const candidates = [
    (pin: Pin) => pin.type.label === otherEnd?.type.label,
    (pin: Pin) => pin.type.category === otherEnd?.type.category,
    (pin: Pin) => pin.type.category !== 'exec',
  ];
  return candidates.map(unnamed).find((index) => index !== -1) ?? -1;
}

const pinNames = (pins: Pin[]) =>
  pins.length === 0 ? 'none' : pins.map((pin) => pin.name || pin.type.label).join(', ');

/** Places are all or nothing: a node without one among placed nodes would land at the editor's origin. */
function checkPlaces(graph: Graph): void {
  const placed = graph.nodes.find((node) => node.position);
  const unplaced = graph.nodes.find((node) => !node.position);
  if (placed && unplaced) {
    throw new BlueprintError(
      unplaced.line,
      `node ${unplaced.id} has no "at" line while ${placed.id} has one (give every node of the block its place, or none for an automatic layout)`,
    );
  }
}

export function validateBlueprint(graph: Graph): ResolvedWire[] {
  checkPlaces(graph);
  const byId = new Map<string, GraphNode>();
  for (const node of graph.nodes) {
    if (node.id === offscreen) {
      throw new BlueprintError(
        node.line,
        `node ${offscreen}: "${offscreen}" names a wire's end beyond the picture (give the node another id)`,
      );
    }
    if (
      (node.kind === 'conversion' || node.kind === 'knot') &&
      (node.inputs.length !== 1 || node.outputs.length !== 1)
    ) {
      throw new BlueprintError(
        node.line,
        `node ${node.id}: a ${node.kind} has one input and one output (it has ${node.inputs.length} and ${node.outputs.length}; write "in <type>" and "out <type>" under it)`,
      );
    }
    const first = byId.get(node.id);
    if (first) {
      throw new BlueprintError(
        node.line,
        `node ${node.id}: duplicate id "${node.id}" (first used on line ${first.line}; give each node its own id)`,
      );
    }
    byId.set(node.id, node);
  }
  const ids = [...byId.keys()].join(', ');
  const nodeOf = (id: string, statement: string, line: number) => {
    const node = byId.get(id);
    if (!node) {
      throw new BlueprintError(line, `${statement}: no node "${id}" (nodes: ${ids})`);
    }
    return node;
  };

  for (const comment of graph.comments) {
    comment.nodes.forEach((id) => nodeOf(id, `comment "${comment.nodes.join(', ')}: ${comment.text}"`, comment.line));
  }

  return graph.wires.map((wire) => {
    const end = ({node, pin}: Wire['from']) => (node === offscreen ? offscreen : `${node}.${pin}`);
    const statement = `wire "${end(wire.from)} -> ${end(wire.to)}"`;
    const fail = (message: string): never => {
      throw new BlueprintError(wire.line, `${statement}: ${message}`);
    };
    const entering = wire.from.node === offscreen;
    const leaving = wire.to.node === offscreen;
    if (entering && leaving) {
      fail(`a wire needs a pin of the picture at one end at least`);
    }
    if (entering || leaving) {
      // The other end must be a pin of the side a wire meets there.
      const {node: id, pin: name} = entering ? wire.to : wire.from;
      const node = nodeOf(id, statement, wire.line);
      const pin = pinOn(
        node,
        entering ? 'inputs' : 'outputs',
        name,
        fail,
        ' (a wire enters an input and leaves an output)',
      );
      return entering ? {wire, fromPin: -1, toPin: pin} : {wire, fromPin: pin, toPin: -1};
    }
    const source = nodeOf(wire.from.node, statement, wire.line);
    const target = nodeOf(wire.to.node, statement, wire.line);
    const swap = '; a wire goes from an output to an input (swap the two ends)';
    const fromPin = pinOn(source, 'outputs', wire.from.pin, fail, swap);
    const toPin = pinOn(target, 'inputs', wire.to.pin, fail, swap, source.outputs[fromPin]);
    return {wire, fromPin, toPin};
  });
}

/**
 * The index of the pin a wire names on one side of a node; otherwise the
 * wire fails, saying when the pin is on the other side (with `wrongSide`, how
 * wires meet pins) or which pins the side has.
 */
function pinOn(
  node: GraphNode,
  side: Side,
  name: string,
  fail: (message: string) => never,
  wrongSide: string,
  otherEnd?: Pin,
): number {
  const index = findPin(node[side], name, otherEnd);
  if (index !== -1 && isHiddenPin(node, side, index)) {
    fail(
      `"${name}" is an advanced pin of ${node.id}, hidden behind its chevron; the editor shows a wired pin anyway (remove "advanced" from the pin, or write "advanced shown" under ${node.id})`,
    );
  }
  if (index !== -1) {
    return index;
  }
  const other: Side = side === 'inputs' ? 'outputs' : 'inputs';
  const one = (of: Side) => (of === 'inputs' ? 'input' : 'output');
  if (findPin(node[other], name) !== -1) {
    fail(`"${name}" is an ${one(other)} of ${node.id}${wrongSide}`);
  }
  return fail(`${node.id} has no ${one(side)} pin "${name}" (its ${side}: ${pinNames(node[side])})`);
}
