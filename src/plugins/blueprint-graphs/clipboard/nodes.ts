/**
 * What the editor draws for each node class it copies: kind (the header's
 * colour and icon), title, subtitle and marks, read from the node's
 * properties as the editor's own GetNodeTitle reads them. One row per class;
 * a class not listed is drawn as a plain node under its class name.
 */
import type {HeaderIcon, NodeBadge, NodeKind} from '../types';
import {engineEvents, engineFunctions, keyNames, operatorSymbol} from './engine';
import type {ClipboardPin} from './pins';
import {property, type T3dObject} from './t3d';
import {displayName, fieldsOf, objectName} from './values';

export type NodeLook = {kind: NodeKind; title: string; subtitle?: string; icon?: HeaderIcon; badges?: NodeBadge[]};

type Node = {object: T3dObject; pins: ClipboardPin[]};
type Reader = (node: Node) => NodeLook;

const member = ({object}: Node, key: string) => fieldsOf(property(object, key));
const memberName = (node: Node, key: string) => (member(node, key).get('MemberName') ?? '').replace(/"/g, '');
const named = ({object}: Node, key: string) => (property(object, key) ?? '').replace(/"/g, '');

/** A key's name on an input node ("0", "Left Mouse Button", "Gamepad Face Button Top"). */
const keyName = (key: string) => keyNames[key] ?? displayName(key);

function keyIcon(key: string): HeaderIcon {
  if (/^(Gamepad|Steam|MotionController|OculusTouch|Vive|MixedReality|ValveIndex)/.test(key)) {
    return 'gamepad';
  }
  return /Mouse/.test(key) ? 'mouse' : 'keyboard';
}

/** "Target is Scene Component", when the node shows its Target pin and names the class it calls into. */
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
  const symbol = operatorSymbol(name);
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

/** A delegate node: "Bind Event to On Destroyed" and the like. */
const delegate =
  (format: (name: string) => string): Reader =>
  (node) => ({kind: 'function', title: format(displayName(memberName(node, 'DelegateReference')))});

/** The class a spawning node's Class pin names, or NONE as the editor writes it. */
function spawnedClass({pins}: Node): string {
  const classPin = pins.find((pin) => pin.name === 'Class' && !pin.output);
  return classPin?.defaultObject ? displayName(objectName(classPin.defaultObject)) : 'NONE';
}

const inputEvent =
  (prefix: string): Reader =>
  (node) => {
    const key = named(node, 'InputKey');
    return {kind: 'event', title: `${prefix}${keyName(key)}`, icon: keyIcon(key)};
  };

export const nodeClasses: Record<string, Reader> = {
  K2Node_CallFunction: (node) => callFunction(node),
  K2Node_CallArrayFunction: (node) => callFunction(node),
  K2Node_CommutativeAssociativeBinaryOperator: (node) => callFunction(node, true),
  K2Node_PromotableOperator: (node) => callFunction(node, true),
  K2Node_Message: (node) => ({...callFunction(node), badges: ['interface']}),
  K2Node_CallParentFunction: (node) => {
    const look = callFunction(node);
    return {kind: look.kind, title: `Parent: ${look.title}`};
  },
  K2Node_Event: (node) => {
    const name = memberName(node, 'EventReference');
    const facts = engineEvents[name];
    return {
      kind: 'event',
      title: `Event ${facts?.title ?? name}`,
      ...(facts?.badges ? {badges: facts.badges} : {}),
    };
  },
  K2Node_CustomEvent: (node) => ({
    kind: 'custom-event',
    title: named(node, 'CustomFunctionName'),
    subtitle: 'Custom Event',
  }),
  K2Node_ComponentBoundEvent: (node) => ({
    kind: 'event',
    title: `${displayName(named(node, 'DelegatePropertyName'))} (${named(node, 'ComponentPropertyName')})`,
  }),
  K2Node_ActorBoundEvent: (node) => ({
    kind: 'event',
    title: `${displayName(named(node, 'DelegatePropertyName'))} (${objectName(property(node.object, 'EventOwner'))})`,
  }),
  K2Node_InputKey: inputEvent(''),
  K2Node_InputDebugKey: inputEvent('Debug Key '),
  K2Node_InputAction: (node) => ({kind: 'event', title: `InputAction ${named(node, 'InputActionName')}`}),
  K2Node_InputAxisEvent: (node) => ({kind: 'event', title: `InputAxis ${named(node, 'InputAxisName')}`}),
  K2Node_InputAxisKeyEvent: (node) => {
    const key = named(node, 'AxisKey');
    return {kind: 'event', title: keyName(key), icon: keyIcon(key)};
  },
  K2Node_EnhancedInputAction: (node) => ({
    kind: 'event',
    title: `EnhancedInputAction ${objectName(property(node.object, 'InputAction'))}`,
  }),
  K2Node_GetInputAxisKeyValue: (node) => ({
    kind: 'pure-function',
    title: `Get ${keyName(named(node, 'InputAxisKey'))}`,
  }),
  K2Node_GetInputAxisValue: (node) => ({kind: 'pure-function', title: `Get ${named(node, 'InputAxisName')}`}),
  K2Node_VariableGet: (node) => {
    const name = memberName(node, 'VariableReference');
    const variable = node.pins.find((pin) => pin.output && pin.name === name);
    return {kind: 'variable-get', title: displayName(name, variable?.category === 'bool')};
  },
  K2Node_VariableSet: () => ({kind: 'variable-set', title: 'SET'}),
  K2Node_Self: () => ({kind: 'other', title: 'Self'}),
  K2Node_GetSubsystem: (node) => ({
    kind: 'pure-function',
    title: displayName(objectName(property(node.object, 'CustomClass'))),
  }),
  K2Node_Knot: () => ({kind: 'knot', title: ''}),
  K2Node_IfThenElse: () => ({kind: 'flow-control', title: 'Branch'}),
  K2Node_ExecutionSequence: () => ({kind: 'flow-control', title: 'Sequence'}),
  K2Node_MultiGate: () => ({kind: 'flow-control', title: 'MultiGate'}),
  K2Node_Select: () => ({kind: 'pure-function', title: 'Select'}),
  K2Node_SwitchInteger: () => ({kind: 'flow-control', title: 'Switch on Int'}),
  K2Node_SwitchString: () => ({kind: 'flow-control', title: 'Switch on String'}),
  K2Node_SwitchName: () => ({kind: 'flow-control', title: 'Switch on Name'}),
  K2Node_SwitchEnum: (node) => ({
    kind: 'flow-control',
    title: `Switch on ${objectName(property(node.object, 'Enum'))}`,
  }),
  K2Node_MacroInstance: (node) => ({
    kind: 'macro',
    title: displayName(objectName(fieldsOf(property(node.object, 'MacroGraphReference')).get('MacroGraph'))),
  }),
  K2Node_DynamicCast: (node) => ({kind: 'cast', title: `Cast To ${objectName(property(node.object, 'TargetType'))}`}),
  K2Node_ClassDynamicCast: (node) => ({
    kind: 'cast',
    title: `Cast To ${objectName(property(node.object, 'TargetType'))} Class`,
  }),
  K2Node_MakeStruct: (node) => ({
    kind: 'pure-function',
    title: `Make ${displayName(objectName(property(node.object, 'StructType')))}`,
  }),
  K2Node_BreakStruct: (node) => ({
    kind: 'pure-function',
    title: `Break ${displayName(objectName(property(node.object, 'StructType')))}`,
  }),
  K2Node_MakeArray: () => ({kind: 'pure-function', title: 'Make Array'}),
  K2Node_MakeSet: () => ({kind: 'pure-function', title: 'Make Set'}),
  K2Node_MakeMap: () => ({kind: 'pure-function', title: 'Make Map'}),
  K2Node_CreateDelegate: () => ({kind: 'other', title: 'Create Event'}),
  K2Node_AddDelegate: delegate((name) => `Bind Event to ${name}`),
  K2Node_RemoveDelegate: delegate((name) => `Unbind Event from ${name}`),
  K2Node_ClearDelegate: delegate((name) => `Unbind all Events from ${name}`),
  K2Node_CallDelegate: delegate((name) => `Call ${name}`),
  K2Node_AssignDelegate: delegate((name) => `Assign ${name}`),
  K2Node_SpawnActorFromClass: (node) => ({kind: 'function', title: `SpawnActor ${spawnedClass(node)}`}),
  K2Node_CreateWidget: (node) => ({kind: 'function', title: `Create ${spawnedClass(node)} Widget`}),
  K2Node_ConstructObjectFromClass: (node) => ({kind: 'function', title: `Construct ${spawnedClass(node)}`}),
  K2Node_AsyncAction: (node) => ({
    kind: 'function',
    title: displayName(named(node, 'ProxyFactoryFunctionName')),
    badges: ['latent'],
  }),
  K2Node_Timeline: (node) => ({kind: 'other', title: named(node, 'TimelineName')}),
  K2Node_FunctionEntry: (node) => ({
    kind: 'function-entry',
    title: memberName(node, 'FunctionReference') || named(node, 'CustomGeneratedFunctionName'),
  }),
  K2Node_FunctionResult: () => ({kind: 'function-return', title: 'Return Node'}),
};
