/**
 * What the editor draws for each node class it copies, one row per class:
 * kind, title, subtitle, header icon and marks, read from the node's
 * properties as the editor's own GetNodeTitle reads them, and how it draws
 * the class's pins where that differs from the usual. A class not listed is
 * drawn as a plain node under its class name.
 */
import type {HeaderIcon, HeaderVariant, NodeBadge, NodeKind} from '../types';
import {compactTitle, delegateTitles, engineEvents, engineFunctions, graphTitles, keyName} from './engine';
import type {ClipboardPin} from './pins';
import {property, type T3dObject} from './t3d';
import {displayName, fieldsOf, objectName} from './values';

export type NodeLook = {
  kind: NodeKind;
  title: string;
  subtitle?: string;
  /** The header icon, where the class's is not its kind's. */
  icon?: HeaderIcon;
  header?: HeaderVariant;
  badges?: NodeBadge[];
};

type Node = {object: T3dObject; pins: ClipboardPin[]};
type Reader = (node: Node) => NodeLook;

/** A node class: how it looks, and how the editor draws its pins where that is not the usual way. */
export type ClassRow = {
  look: Reader;
  /** Pins the editor draws without a label, whatever their name. */
  unlabelled?: (pin: ClipboardPin) => boolean;
  /** Pins the editor leaves out though the copy does not mark them hidden. */
  omitted?: (pin: ClipboardPin) => boolean;
  /** The order the editor draws the pins in, where it is not the copy's. */
  order?: (pins: ClipboardPin[]) => ClipboardPin[];
  /** Pins labelled by their friendly names as written, not spaced out (a struct's members). */
  friendlyAsGiven?: boolean;
};

const member = ({object}: Node, key: string) => fieldsOf(property(object, key));
const memberName = (node: Node, key: string) => (member(node, key).get('MemberName') ?? '').replace(/"/g, '');
const named = ({object}: Node, key: string) => (property(object, key) ?? '').replace(/"/g, '');

function keyIcon(key: string): HeaderIcon {
  if (/^(Gamepad|Steam|MotionController|OculusTouch|Vive|MixedReality|ValveIndex)/.test(key)) {
    return 'gamepad';
  }
  return /Mouse/.test(key) ? 'mouse' : 'keyboard';
}

/**
 * "Target is Scene Component", when the node shows its Target pin: the class
 * it calls into. A call on self (bSelfContext) names no class, and the
 * editor shows no such line for it.
 */
function targetIs(node: Node, referenceKey: string): string | undefined {
  const self = node.pins.find((pin) => pin.name === 'self' && !pin.output);
  const parent = objectName(member(node, referenceKey).get('MemberParent'));
  return self && !self.hidden && parent ? `Target is ${displayName(parent)}` : undefined;
}

/** A called function: its operator symbol, a conversion's dot, or its display name with the "Target is …" line. */
function callFunction(node: Node, pure = false): NodeLook {
  const name = memberName(node, 'FunctionReference');
  const facts = engineFunctions[name];
  const badges = facts?.badges ? {badges: facts.badges} : {};
  const symbol = compactTitle(name);
  if (symbol) {
    return {kind: 'operator', title: symbol};
  }
  if (name.startsWith('Conv_')) {
    return {kind: 'conversion', title: ''};
  }
  const isPure = pure || ['bIsPureFunc', 'bDefaultsToPureFunc'].some((key) => property(node.object, key) === 'True');
  const subtitle = targetIs(node, 'FunctionReference');
  return {
    kind: isPure ? 'pure-function' : 'function',
    title: facts?.title ?? displayName(name.replace(/^K2_/, '')),
    ...(subtitle ? {subtitle} : {}),
    ...badges,
  };
}

/**
 * A delegate node: "Bind Event to On Destroyed" and the like, the delegate
 * under its display name, a trailing "Delegate" left off, with the editor's
 * node mark; "Call" names the dispatcher as it is written.
 */
const delegate = (format: (name: string) => string, spaced = true): ClassRow => ({
  look: (node) => {
    const name = memberName(node, 'DelegateReference');
    const shown = spaced ? (delegateTitles[name] ?? displayName(name.replace(/(?<=.)Delegate$/, ''))) : name;
    return {kind: 'function', title: format(shown), icon: 'node'};
  },
});

/** The class a spawning node's Class pin names, or NONE as the editor writes it. */
function spawnedClass({pins}: Node): string {
  const classPin = pins.find((pin) => pin.name === 'Class' && !pin.output);
  return classPin?.defaultObject ? displayName(objectName(classPin.defaultObject)) : 'NONE';
}

/** An event's delegate, which the editor draws as the square in its header. */
const eventDelegate = (pin: ClipboardPin) => pin.category === 'delegate' && pin.output;
const eventPins = {unlabelled: eventDelegate};
/** Input events (keys, actions, axes) draw no delegate square. */
const inputEventPins = {omitted: eventDelegate};
/** A Switch's cases as the copy lists them, its Default last. */
const switchPins = {
  order: (pins: ClipboardPin[]) =>
    [...pins].sort((a, b) => Number(a.output && a.name === 'Default') - Number(b.output && b.name === 'Default')),
};
const switchOn = (subject: (node: Node) => string): ClassRow => ({
  look: (node) => ({kind: 'flow-control', title: `Switch on ${subject(node)}`, icon: 'switch', header: 'switch'}),
  ...switchPins,
});
const everyPin = {unlabelled: () => true};

/** An input event titled by its key (`InputKey`, `AxisKey`), with its device's icon. */
const keyEvent = (keyProperty: string, prefix = ''): ClassRow => ({
  look: (node) => {
    const key = named(node, keyProperty);
    return {kind: 'event', title: `${prefix}${keyName(key)}`, icon: keyIcon(key)};
  },
  ...inputEventPins,
});

/** Macros the editor titles otherwise than their graph's name spaced out (StandardMacros). */
const macroTitles: Record<string, string> = {ForEachLoopWithBreak: 'For Each Loop with Break'};

/** A macro's header icon: Is Valid's question mark, a loop's circling arrow, else the serif M. */
const macroIcon = (graph: string): HeaderIcon =>
  graph === 'IsValid' ? 'is-valid' : /Loop/.test(graph) ? 'loop' : 'macro';

/** The macro a macro instance runs, by its graph's name (`IsValid`, `ForEachLoop`). */
const macroGraph = (node: Node) => objectName(fieldsOf(property(node.object, 'MacroGraphReference')).get('MacroGraph'));

export const nodeClasses: Record<string, ClassRow> = {
  K2Node_CallFunction: {look: (node) => callFunction(node)},
  K2Node_CallArrayFunction: {look: (node) => callFunction(node)},
  K2Node_CommutativeAssociativeBinaryOperator: {look: (node) => callFunction(node, true)},
  K2Node_PromotableOperator: {look: (node) => callFunction(node, true)},
  K2Node_Message: {look: (node) => ({...callFunction(node), badges: ['interface']})},
  K2Node_CallParentFunction: {
    look: (node) => {
      const look = callFunction(node);
      return {kind: look.kind, title: `Parent: ${look.title}`, header: 'parent-call'};
    },
  },
  K2Node_Event: {
    look: (node) => {
      const name = memberName(node, 'EventReference');
      const facts = engineEvents[name];
      return {
        kind: 'event',
        title: `Event ${facts?.title ?? displayName(name)}`,
        ...(facts?.badges ? {badges: facts.badges} : {}),
      };
    },
    ...eventPins,
  },
  K2Node_CustomEvent: {
    look: (node) => ({kind: 'custom-event', title: named(node, 'CustomFunctionName'), subtitle: 'Custom Event'}),
    ...eventPins,
  },
  K2Node_ComponentBoundEvent: {
    look: (node) => ({
      kind: 'event',
      title: `${displayName(named(node, 'DelegatePropertyName'))} (${named(node, 'ComponentPropertyName')})`,
    }),
    ...eventPins,
  },
  K2Node_ActorBoundEvent: {
    look: (node) => ({
      kind: 'event',
      title: `${displayName(named(node, 'DelegatePropertyName'))} (${objectName(property(node.object, 'EventOwner'))})`,
    }),
    ...eventPins,
  },
  K2Node_InputKey: keyEvent('InputKey'),
  K2Node_InputDebugKey: keyEvent('InputKey', 'Debug Key '),
  K2Node_InputAxisKeyEvent: keyEvent('AxisKey'),
  K2Node_InputVectorAxisEvent: keyEvent('AxisKey'),
  K2Node_InputAction: {
    look: (node) => ({kind: 'event', title: `InputAction ${named(node, 'InputActionName')}`}),
    ...inputEventPins,
  },
  K2Node_InputAxisEvent: {
    look: (node) => ({kind: 'event', title: `InputAxis ${named(node, 'InputAxisName')}`}),
    ...inputEventPins,
  },
  K2Node_EnhancedInputAction: {
    look: (node) => ({
      kind: 'event',
      title: `EnhancedInputAction ${objectName(property(node.object, 'InputAction'))}`,
    }),
    ...inputEventPins,
  },
  K2Node_GetInputAxisKeyValue: {
    look: (node) => ({kind: 'pure-function', title: `Get ${keyName(named(node, 'InputAxisKey'))}`}),
  },
  K2Node_GetInputAxisValue: {
    look: (node) => ({kind: 'pure-function', title: `Get ${named(node, 'InputAxisName')}`}),
  },
  K2Node_VariableGet: {
    look: (node) => {
      const name = memberName(node, 'VariableReference');
      const variable = node.pins.find((pin) => pin.output && pin.name === name);
      return {kind: 'variable-get', title: displayName(name, variable?.category === 'bool')};
    },
  },
  K2Node_VariableSet: {
    look: () => ({kind: 'variable-set', title: 'SET'}),
    unlabelled: (pin) => pin.output && pin.category !== 'exec',
  },
  K2Node_Self: {look: () => ({kind: 'other', title: 'Self'})},
  K2Node_GetSubsystem: {
    look: (node) => ({kind: 'operator', title: displayName(objectName(property(node.object, 'CustomClass')))}),
    ...everyPin,
  },
  K2Node_Knot: {look: () => ({kind: 'knot', title: ''}), ...everyPin},
  K2Node_IfThenElse: {look: () => ({kind: 'flow-control', title: 'Branch', icon: 'branch'})},
  K2Node_ExecutionSequence: {look: () => ({kind: 'flow-control', title: 'Sequence', icon: 'sequence'})},
  K2Node_MultiGate: {look: () => ({kind: 'flow-control', title: 'Multi Gate', icon: 'macro'})},
  K2Node_Select: {look: () => ({kind: 'pure-function', title: 'Select'})},
  K2Node_SwitchInteger: switchOn(() => 'Int'),
  K2Node_SwitchString: switchOn(() => 'String'),
  K2Node_SwitchName: switchOn(() => 'Name'),
  K2Node_SwitchEnum: switchOn((node) => objectName(property(node.object, 'Enum'))),
  GameplayTagsK2Node_SwitchGameplayTag: switchOn(() => 'Gameplay Tag'),
  K2Node_ForEachElementInEnum: {
    look: (node) => ({kind: 'macro', title: `ForEach ${objectName(property(node.object, 'Enum'))}`}),
  },
  K2Node_EnumLiteral: {
    look: (node) => ({kind: 'pure-function', title: `Literal enum ${objectName(property(node.object, 'Enum'))}`}),
  },
  K2Node_MacroInstance: {
    look: (node) => {
      const graph = macroGraph(node);
      return {kind: 'macro', title: macroTitles[graph] ?? displayName(graph), icon: macroIcon(graph)};
    },
  },
  K2Node_DynamicCast: {
    look: (node) => ({kind: 'cast', title: `Cast To ${objectName(property(node.object, 'TargetType'))}`}),
  },
  K2Node_ClassDynamicCast: {
    look: (node) => ({kind: 'cast', title: `Cast To ${objectName(property(node.object, 'TargetType'))} Class`}),
  },
  K2Node_MakeStruct: {
    look: (node) => ({
      kind: 'pure-function',
      title: `Make ${objectName(property(node.object, 'StructType'))}`,
      icon: 'make-struct',
      header: 'struct',
    }),
    friendlyAsGiven: true,
  },
  K2Node_BreakStruct: {
    look: (node) => ({
      kind: 'pure-function',
      title: `Break ${objectName(property(node.object, 'StructType'))}`,
      icon: 'break-struct',
      header: 'struct',
    }),
    friendlyAsGiven: true,
  },
  K2Node_MakeArray: {look: () => ({kind: 'pure-function', title: 'Make Array'})},
  K2Node_MakeSet: {look: () => ({kind: 'pure-function', title: 'Make Set'})},
  K2Node_MakeMap: {look: () => ({kind: 'pure-function', title: 'Make Map'})},
  K2Node_CreateDelegate: {look: () => ({kind: 'other', title: 'Create Event'})},
  K2Node_AddDelegate: delegate((name) => `Bind Event to ${name}`),
  K2Node_RemoveDelegate: delegate((name) => `Unbind Event from ${name}`),
  K2Node_ClearDelegate: delegate((name) => `Unbind all Events from ${name}`),
  K2Node_CallDelegate: delegate((name) => `Call ${name}`, false),
  K2Node_AssignDelegate: delegate((name) => `Assign ${name}`),
  K2Node_SpawnActorFromClass: {look: (node) => ({kind: 'function', title: `SpawnActor ${spawnedClass(node)}`})},
  K2Node_CreateWidget: {look: (node) => ({kind: 'function', title: `Create ${spawnedClass(node)} Widget`})},
  K2Node_ConstructObjectFromClass: {
    look: (node) => ({kind: 'function', title: `Construct ${spawnedClass(node)}`}),
  },
  K2Node_AsyncAction: {
    look: (node) => ({
      kind: 'function',
      title: displayName(named(node, 'ProxyFactoryFunctionName')),
      icon: 'node',
      badges: ['latent'],
    }),
  },
  K2Node_Timeline: {
    look: (node) => ({kind: 'other', title: named(node, 'TimelineName'), icon: 'timeline', header: 'timeline'}),
  },
  K2Node_FunctionEntry: {
    look: (node) => {
      const name = memberName(node, 'FunctionReference') || named(node, 'CustomGeneratedFunctionName');
      return {kind: 'function-entry', title: graphTitles[name] ?? name};
    },
  },
  K2Node_FunctionResult: {look: () => ({kind: 'function-return', title: 'Return Node'})},
};
