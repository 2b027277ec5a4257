/** The contract between the parser, the layout and the renderer of ```blueprint blocks. */

export const nodeKinds = [
  'event',
  'custom-event',
  'function',
  'pure-function',
  'macro',
  'flow-control',
  'cast',
  'conversion',
  'variable-get',
  'variable-set',
  'function-entry',
  'function-return',
  'anim-node',
  /** A compact operator drawn as its symbol (+, ==, AND). */
  'operator',
  /** A reroute knot: a dot that a wire passes through. */
  'knot',
  'other',
] as const;
export type NodeKind = (typeof nodeKinds)[number];

/**
 * The icon before a node's title, where the editor draws one other than its
 * kind's (an input event's device, a call to a custom event). Flow control,
 * casts and Is Valid have icons of their own.
 */
export const headerIcons = [
  'function',
  /** A function graph's own node (its entry, its return): the editor's function-graph mark, not the call's ƒ. */
  'function-graph',
  'event',
  'macro',
  'keyboard',
  'gamepad',
  'mouse',
  'branch',
  'sequence',
  'switch',
  'cast',
  'is-valid',
  /** A loop macro (For Each Loop, While Loop): a circling arrow. */
  'loop',
  /** A Timeline: a clock. */
  'timeline',
  /** Async actions and delegate nodes (Bind Event to …): the editor's node mark, a small window. */
  'node',
  'make-struct',
  'break-struct',
] as const;
export type HeaderIcon = (typeof headerIcons)[number];

/**
 * Headers the editor colours apart from their kind's: the Switch nodes'
 * yellow, the orange of a call to the parent's implementation, a Timeline's
 * ochre and the dark blue of Make and Break of a struct.
 */
export type HeaderVariant = 'switch' | 'parent-call' | 'timeline' | 'struct';

/** The marks at a node's top-right corner: where it runs, and how. */
export const nodeBadges = ['authority', 'cosmetic', 'latent', 'replicated', 'interface'] as const;
export type NodeBadge = (typeof nodeBadges)[number];

export const pinCategories = [
  'exec',
  'bool',
  'byte',
  'int',
  'int64',
  'float',
  'name',
  'string',
  'text',
  'vector',
  'rotator',
  'transform',
  'object',
  'class',
  'soft-object',
  'soft-class',
  'struct',
  'enum',
  'interface',
  'delegate',
  'pose',
  'wildcard',
] as const;
export type PinCategory = (typeof pinCategories)[number];

/** A pin type as written: `object (Player Controller)`, `array of int`, `map enum to object`. */
export type PinType = {
  /** The category that colours the pin and its wires (a map's key category). */
  category: PinCategory;
  container?: 'array' | 'set' | 'map';
  /** The type text as the author wrote it, shown to screen readers. */
  label: string;
};

export type Pin = {
  /** Empty for an unnamed pin (the usual exec pins). */
  name: string;
  type: PinType;
  /** Value shown in an unwired input: text, `true`/`false`, a dropdown value or `self`. */
  default?: string;
  /** Page line of the statement. */
  line: number;
  /** Behind the node's advanced-pins chevron. */
  advanced?: boolean;
  /** Passed by reference: the editor draws a diamond. */
  reference?: boolean;
};

/** An edge of the picture. */
export const pictureEdges = ['left', 'right', 'top'] as const;
export type PictureEdge = (typeof pictureEdges)[number];

export type GraphNode = {
  id: string;
  kind: NodeKind;
  /** The edges of the picture that cut this node: the editor showed only part of it. */
  cropped?: PictureEdge[];
  /** Empty when the editor's title was unreadable. */
  title: string;
  subtitle?: string;
  inputs: Pin[];
  outputs: Pin[];
  line: number;
  /**
   * The header icon, decided once when the node is read: the pasted class's,
   * or the writer's `icon` line, else the kind's. None for a node without one.
   */
  icon?: HeaderIcon;
  /** A header coloured apart from the kind's. */
  header?: HeaderVariant;
  badges?: NodeBadge[];
  /** The node's comment bubble, drawn above it. */
  bubble?: string;
  /** The advanced-pins chevron: `hidden` draws no advanced pin, `shown` draws them all. */
  advanced?: 'hidden' | 'shown';
  /** Where the node sits in the editor, at 100 % zoom: a pasted node's NodePosX and NodePosY, a hand-written `at`. */
  position?: Point;
  /** Runs in development builds only (EnabledState=DevelopmentOnly): the editor's "Development Only" band. */
  developmentOnly?: boolean;
  /** The editor's "Add pin +" under the pins (Switch, Sequence, Make Array …). */
  addPin?: boolean;
};

type PinRef = {node: string; pin: string};

/** The node id of a wire's end that lies beyond the picture: `wire offscreen -> n1.exec`, `wire n1.exec -> offscreen`. */
export const offscreen = 'offscreen';

export type Wire = {from: PinRef; to: PinRef; line: number};

/** A horizontal stretch of a drawn wire at height `y`, from `x1` to `x2` (the same x for a bare pin). */
export type Run = {y: number; x1: number; x2: number};

export type Comment = {
  nodes: string[];
  text: string;
  line: number;
  /** A comment box pasted from the editor: its place and size there, and its colour (CSS). */
  box?: Box;
  colour?: string;
};

export type Graph = {
  caption: string;
  nodes: GraphNode[];
  wires: Wire[];
  comments: Comment[];
  /** The editor's clipboard text the graph was drawn from, for Copy to Unreal. */
  source?: string;
};

/** A mistake in a block, at a line of the page. */
export class BlueprintError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'BlueprintError';
  }
}

/** Something in a block the build draws anyway, but the writer should know: a node class the drawing does not know. */
export type BlueprintWarning = {line: number; message: string};

export type Point = {x: number; y: number};
export type Box = Point & {width: number; height: number};

/** A line of text drawn in a node, from the node's top left; `anchor` middle centres it on x. */
export type TextPart = {text: string; x: number; y: number; anchor?: 'middle'};

/** Where a pin is drawn: in its column, in the header (an event's delegate), at a knot's centre, or not (behind the chevron). */
type PinPlace = 'row' | 'header' | 'centre' | 'hidden';

/** How an unwired input shows its default, as the editor's widget for the pin's type. */
export type WidgetLook = 'box' | 'self' | 'checkbox' | 'dropdown' | 'asset' | 'vector';

/** An unwired input's default widget: its look, its box from the node's top left, and the value it shows. */
type Widget = Box & {look: WidgetLook; value: string};

/** A pin as its node's shape draws it, from the node's top left. */
export type PinSlot = {
  pin: Pin;
  /** The centre of the pin's icon, where its wires end (a hidden pin: its side of the chevron, where a wire would end). */
  at: Point;
  place: PinPlace;
  /** The label drawn beside it ('' for none) and where it starts (an input) or ends (an output). */
  label: string;
  labelX: number;
  /** The label's centre line where it is not the icon's: above a widget wrapped under it. */
  labelY?: number;
  /** The Switch's Default case, in italics under a divider. */
  italic?: boolean;
  /** An unwired input's default. */
  widget?: Widget;
};

/** A node's comment bubble, from the node's top left. */
export type BubbleGeometry = Box & {text: string};

/** A badge at the node's top-right corner: its centre, from the node's top left (it may stand out of the node). */
export type BadgePlace = Point & {badge: NodeBadge};

/** Everything a node's shape measured once: its size and the place of every part it draws. */
export type NodeGeometry = {
  shape: 'standard' | 'compact' | 'getter' | 'knot' | 'set';
  width: number;
  height: number;
  /** The header band's height, 0 without one. */
  header: number;
  /** The title, a line each (a compact node's name may take several). */
  title: TextPart[];
  subtitle?: TextPart;
  inputs: PinSlot[];
  outputs: PinSlot[];
  badges: BadgePlace[];
  /** What a picture cut on the right still shows of the node: its inputs and their defaults. */
  inputsWidth: number;
  /** The advanced-pins chevron: its state and centre line. */
  chevron?: {state: 'hidden' | 'shown'; y: number};
  /** The line above a Switch's Default case. */
  divider?: number;
  /** "Add pin ⊕": the right end of its plus and its centre line. */
  addPin?: Point;
  /** The "Development Only" band's top. */
  devBand?: number;
  bubble?: BubbleGeometry;
};

/** A node placed on the canvas, with the centre of each pin in canvas coordinates. */
export type PlacedNode = Box & {
  node: GraphNode;
  geometry: NodeGeometry;
  inputs: Point[];
  outputs: Point[];
};

/** A wire from its output pin (or the picture's left edge) to its input pin (or the right edge), drawn as `runs`. */
export type PlacedWire = {
  wire: Wire;
  fromPin: number;
  toPin: number;
  category: PinCategory;
  from: Point;
  to: Point;
  runs: Run[];
};

/** A comment box, its title in lines across the bar at its top. */
export type PlacedComment = Box & {comment: Comment; lines: string[]};

/** A node's comment bubble, above the node. */
export type PlacedBubble = Box & {node: GraphNode; text: string};

export type GraphLayout = {
  width: number;
  height: number;
  nodes: PlacedNode[];
  wires: PlacedWire[];
  comments: PlacedComment[];
  bubbles: PlacedBubble[];
};

/** Markup the renderer produces: element names and JSX attribute names (`className`, `strokeWidth`), as MDX needs them. */
export type Element = {tag: string; attrs?: Record<string, string | number>; children?: (Element | string)[]};

export const el = (tag: string, attrs: Element['attrs'] = {}, ...children: (Element | string)[]): Element => ({
  tag,
  attrs,
  children,
});
