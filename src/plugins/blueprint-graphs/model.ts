/**
 * Rules of the node model that more than one stage reads: which pins the
 * advanced chevron hides, and which shape the editor draws a node in. They
 * go by what the reader or the parser decided (kind, pins, header), never by
 * geometry, so validation needs no drawing code.
 */
import type {GraphNode} from './types';

/** The advanced-pins chevron's state: the writer's, else hidden when the node has advanced pins, as the editor starts. */
export function advancedDisplay(node: GraphNode): 'hidden' | 'shown' | undefined {
  const advanced = [...node.inputs, ...node.outputs].some((pin) => pin.advanced);
  return node.advanced ?? (advanced ? 'hidden' : undefined);
}

/** Whether a pin is behind the closed advanced chevron, so neither drawn nor open to a wire. */
export function isHiddenPin(node: GraphNode, side: 'inputs' | 'outputs', index: number): boolean {
  return Boolean(node[side][index]?.advanced) && advancedDisplay(node) === 'hidden';
}

/** The editor's "Add pin +": the writer's, else on a Switch and a Sequence, which always have it. */
export function showsAddPin(node: GraphNode): boolean {
  return node.addPin ?? (node.header === 'switch' || node.icon === 'sequence');
}

/**
 * The shapes the editor draws nodes in: the standard one with a header band;
 * compact (an operator's symbol, a conversion's dot); a getter's capsule; a
 * reroute knot; a SET without a header band.
 */
export type ShapeName = 'standard' | 'compact' | 'getter' | 'knot' | 'set';

/**
 * A node's shape, by what was read: its kind, and for a getter its pins. A
 * getter (a variable, `self`) whose one data output only repeats its title is
 * the editor's capsule; so is a variable's getter that reads another
 * object's variable, its Target input on the capsule's left.
 */
export function shapeName(node: GraphNode): ShapeName {
  switch (node.kind) {
    case 'knot':
      return 'knot';
    case 'operator':
    case 'conversion':
      return 'compact';
    case 'variable-set':
      return 'set';
    default: {
      const [output, ...others] = node.outputs;
      const getter =
        node.inputs.length <= (node.kind === 'variable-get' ? 1 : 0) &&
        output !== undefined &&
        others.length === 0 &&
        output.type.category !== 'exec' &&
        (node.kind === 'variable-get' || output.name === '' || output.name === node.title);
      return getter ? 'getter' : 'standard';
    }
  }
}
