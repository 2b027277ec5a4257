/** Checks the references inside a parsed block (ids, wires, comments) and resolves each wire to its two pins. */
import {BlueprintError, offscreen, type Graph, type GraphNode, type Pin, type Wire} from './types';

export type Side = 'inputs' | 'outputs';

/** A wire with the index of its output pin on `from` and of its input pin on `to`; -1 for an end beyond the picture. */
export type ResolvedWire = {wire: Wire; fromPin: number; toPin: number};

/**
 * Finds a pin by the name a wire uses: the pin's name; for an unnamed pin
 * `exec` or its type (`delegate`, `map enum to object`), or nothing at all
 * (`n5.`), or a label the sheet cut off (`Clothing M?`): then the unnamed pin
 * whose type matches the other end's, else the first unnamed data pin.
 */
export function findPin(pins: Pin[], name: string, otherEnd?: Pin): number {
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

export function validateBlueprint(graph: Graph): ResolvedWire[] {
  const byId = new Map<string, GraphNode>();
  for (const node of graph.nodes) {
    if (node.id === offscreen) {
      throw new BlueprintError(
        node.line,
        `node ${offscreen}: "${offscreen}" names a wire's end beyond the picture (give the node another id)`,
      );
    }
    if (node.kind === 'conversion' && (node.inputs.length !== 1 || node.outputs.length !== 1)) {
      throw new BlueprintError(
        node.line,
        `node ${node.id}: a conversion has one input and one output (it has ${node.inputs.length} and ${node.outputs.length}; write "in <type>" and "out <type>" under it)`,
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
    if (wire.from.node === offscreen && wire.to.node === offscreen) {
      fail(`a wire needs a pin of the picture at one end at least`);
    }
    if (wire.from.node === offscreen || wire.to.node === offscreen) {
      return resolveOffscreen(wire, nodeOf, fail);
    }
    const source = nodeOf(wire.from.node, statement, wire.line);
    const target = nodeOf(wire.to.node, statement, wire.line);
    const fromPin = findPin(source.outputs, wire.from.pin);
    if (fromPin === -1) {
      if (findPin(source.inputs, wire.from.pin) !== -1) {
        fail(
          `"${wire.from.pin}" is an input of ${source.id}; a wire goes from an output to an input (swap the two ends)`,
        );
      }
      fail(`${source.id} has no output pin "${wire.from.pin}" (its outputs: ${pinNames(source.outputs)})`);
    }
    const toPin = findPin(target.inputs, wire.to.pin, source.outputs[fromPin]);
    if (toPin === -1) {
      if (findPin(target.outputs, wire.to.pin) !== -1) {
        fail(
          `"${wire.to.pin}" is an output of ${target.id}; a wire goes from an output to an input (swap the two ends)`,
        );
      }
      fail(`${target.id} has no input pin "${wire.to.pin}" (its inputs: ${pinNames(target.inputs)})`);
    }
    return {wire, fromPin, toPin};
  });
}

/** A wire with one end beyond the picture: the other end must be a pin of the right side. */
function resolveOffscreen(
  wire: Wire,
  nodeOf: (id: string, statement: string, line: number) => GraphNode,
  fail: (message: string) => never,
): ResolvedWire {
  const entering = wire.from.node === offscreen;
  const {node: id, pin: name} = entering ? wire.to : wire.from;
  const node = nodeOf(
    id,
    `wire "${entering ? `${offscreen} -> ${id}.${name}` : `${id}.${name} -> ${offscreen}`}"`,
    wire.line,
  );
  const [side, other] = entering ? (['inputs', 'outputs'] as const) : (['outputs', 'inputs'] as const);
  const pin = findPin(node[side], name);
  if (pin === -1) {
    if (findPin(node[other], name) !== -1) {
      fail(
        `"${name}" is an ${other === 'inputs' ? 'input' : 'output'} of ${id} (a wire enters an input and leaves an output)`,
      );
    }
    fail(`${id} has no ${side === 'inputs' ? 'input' : 'output'} pin "${name}" (its ${side}: ${pinNames(node[side])})`);
  }
  return entering ? {wire, fromPin: -1, toPin: pin} : {wire, fromPin: pin, toPin: -1};
}
