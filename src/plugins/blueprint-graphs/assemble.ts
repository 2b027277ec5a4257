/**
 * The last step of both layouts (elk's for the hand-written form, the
 * editor's positions for pasted text): nodes at their places with their pin
 * points, comment bubbles, and wires from pin to pin, a wire's end beyond the
 * picture running straight to the picture's edge.
 */
import {placeBubble} from './bubbles';
import {measureNode} from './measure';
import type {Graph, GraphLayout, PlacedBubble, PlacedComment, PlacedNode, Point, Run} from './types';
import type {ResolvedWire} from './validate';

export type Arrangement = {
  width: number;
  height: number;
  /** Each node's top left corner, by id. */
  places: Map<string, Point>;
  comments: PlacedComment[];
  /** The straight run of a wire to the picture's edge. */
  edgeRun: number;
  /** The height at which wire `index`, with an end beyond the picture, meets the edge; by default its pin's. */
  edgeY?: (index: number) => number | undefined;
  /** A wire's runs other than the editor's plain curve (elk's route around a node), or undefined to keep the curve. */
  route?: (index: number, runs: Run[], nodes: PlacedNode[]) => Run[] | undefined;
};

const at = (point: Point, x: number, y: number): Point => ({x: point.x + x, y: point.y + y});

export function assemble(graph: Graph, wires: ResolvedWire[], arrangement: Arrangement): GraphLayout {
  const {width, height, places, edgeRun} = arrangement;
  const nodes: PlacedNode[] = graph.nodes.map((node) => {
    const geometry = measureNode(node);
    const {x, y} = places.get(node.id)!;
    return {
      node,
      geometry,
      x,
      y,
      width: geometry.width,
      height: geometry.height,
      inputs: geometry.inputs.map((slot) => at(slot.at, x, y)),
      outputs: geometry.outputs.map((slot) => at(slot.at, x, y)),
    };
  });
  const byId = new Map(nodes.map((placed) => [placed.node.id, placed]));
  return {
    width,
    height,
    nodes,
    comments: arrangement.comments,
    bubbles: nodes.map(placeBubble).filter((bubble): bubble is PlacedBubble => bubble !== undefined),
    wires: wires.map(({wire, fromPin, toPin}, index) => {
      const source = byId.get(wire.from.node);
      const target = byId.get(wire.to.node);
      const pin = source?.node.outputs[fromPin] ?? target!.node.inputs[toPin]!;
      const pinEnd = source ? source.outputs[fromPin]! : target!.inputs[toPin]!;
      const edgeY = arrangement.edgeY?.(index) ?? pinEnd.y;
      const from: Point = source ? source.outputs[fromPin]! : {x: 0, y: edgeY};
      const to: Point = target ? target.inputs[toPin]! : {x: width, y: edgeY};
      // An end beyond the picture runs straight from the edge, then bends to its pin as any wire does.
      const direct: Run[] = [
        {y: from.y, x1: from.x, x2: source ? from.x : Math.min(edgeRun, to.x)},
        {y: to.y, x1: target ? to.x : Math.max(width - edgeRun, from.x), x2: to.x},
      ];
      const runs = arrangement.route?.(index, direct, nodes) ?? direct;
      return {wire, fromPin, toPin, category: pin.type.category, from, to, runs};
    }),
  };
}
