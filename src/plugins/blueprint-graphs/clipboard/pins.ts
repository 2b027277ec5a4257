/** A pin of the editor's text as the drawing needs it: its label, type, default and links. */
import type {Pin, PinCategory, PinType} from '../types';
import {structItems, unquote} from './t3d';
import {displayName, fieldsOf, objectName, readText} from './values';

/** A pin as read from `CustomProperties Pin (…)`, before the node decides what to draw. */
export type ClipboardPin = {
  id: string;
  name: string;
  /** PinFriendlyName when the editor gave one. */
  friendlyName?: string;
  /** The first line of PinToolTip: the pin's name as the engine cases it. */
  tooltip?: string;
  output: boolean;
  category: string;
  /** The class, struct or enum of an object, class, struct or enum pin (`PlayerController`), else ''. */
  subType: string;
  type: PinType;
  hidden: boolean;
  advanced: boolean;
  reference: boolean;
  defaultIgnored: boolean;
  defaultValue?: string;
  defaultObject?: string;
  defaultText?: string;
  /** The pins this one is wired to: the other node's name and the pin's id. */
  links: {node: string; pin: string}[];
  line: number;
};

const flag = (fields: Map<string, string>, key: string) => fields.get(key) === 'True';

export function readPin(fields: Map<string, string>, line: number): ClipboardPin {
  // The editor writes a few categories capitalized (`Delegate`); its own comparisons ignore case.
  const category = unquote(fields.get('PinType.PinCategory') ?? '').toLowerCase();
  const friendly = fields.get('PinFriendlyName');
  const text = fields.get('DefaultTextValue');
  const links = fields.get('LinkedTo');
  const tooltip = unquote(fields.get('PinToolTip') ?? '').split(/\\n|\n/)[0];
  return {
    id: fields.get('PinId') ?? '',
    name: unquote(fields.get('PinName') ?? ''),
    ...(friendly === undefined ? {} : {friendlyName: readText(friendly)}),
    ...(tooltip ? {tooltip} : {}),
    output: unquote(fields.get('Direction') ?? '') === 'EGPD_Output',
    category,
    subType: objectName(fields.get('PinType.PinSubCategoryObject')),
    type: pinType(
      category,
      unquote(fields.get('PinType.PinSubCategory') ?? ''),
      fields.get('PinType.PinSubCategoryObject'),
      fields.get('PinType.ContainerType'),
      fields.get('PinType.PinValueType'),
    ),
    hidden: flag(fields, 'bHidden'),
    advanced: flag(fields, 'bAdvancedView'),
    reference: flag(fields, 'PinType.bIsReference'),
    defaultIgnored: flag(fields, 'bDefaultValueIsIgnored'),
    ...(fields.has('DefaultValue') ? {defaultValue: unquote(fields.get('DefaultValue')!)} : {}),
    ...(fields.has('DefaultObject') ? {defaultObject: fields.get('DefaultObject')!} : {}),
    ...(text === undefined ? {} : {defaultText: readText(text)}),
    links: links
      ? structItems(links).flatMap(({value}) => {
          const [node = '', pin = ''] = value.trim().split(/\s+/);
          return node && pin ? [{node, pin}] : [];
        })
      : [],
    line,
  };
}

/** Struct types the editor colours apart from other structs. */
const structCategories: Record<string, PinCategory> = {Vector: 'vector', Rotator: 'rotator', Transform: 'transform'};

/** Pin categories of the editor's text under the names the drawing uses. */
const categories: Record<string, PinCategory> = {
  exec: 'exec',
  bool: 'bool',
  byte: 'byte',
  int: 'int',
  int64: 'int64',
  real: 'float',
  float: 'float',
  double: 'float',
  name: 'name',
  string: 'string',
  text: 'text',
  object: 'object',
  class: 'class',
  softobject: 'soft-object',
  softclass: 'soft-class',
  interface: 'interface',
  struct: 'struct',
  delegate: 'delegate',
  mcdelegate: 'delegate',
  wildcard: 'wildcard',
};

export const knownCategory = (category: string) => category in categories;

/** Type names as the hand-written form writes them, for the text alternative. */
const labels: Partial<Record<string, string>> = {real: 'float', softobject: 'soft object', softclass: 'soft class'};

function simpleType(category: string, subCategory: string, subObject: string | undefined): PinType {
  const sub = objectName(subObject);
  if (category === 'byte' && sub) {
    return {category: 'enum', label: `enum (${displayName(sub.replace(/^E(?=[A-Z])/, ''))})`};
  }
  if (category === 'struct' && structCategories[sub]) {
    return {category: structCategories[sub], label: structCategories[sub]};
  }
  const base = category === 'real' ? subCategory || 'float' : (labels[category] ?? category);
  const shown = sub && category !== 'real' ? `${base} (${displayName(sub)})` : base;
  return {category: categories[category] ?? 'wildcard', label: shown};
}

function pinType(
  category: string,
  subCategory: string,
  subObject: string | undefined,
  container: string | undefined,
  valueType: string | undefined,
): PinType {
  const key = simpleType(category, subCategory, subObject);
  switch (container) {
    case 'Array':
    case 'Set':
      return {
        ...key,
        container: container === 'Array' ? 'array' : 'set',
        label: `${container.toLowerCase()} of ${key.label}`,
      };
    case 'Map': {
      const value = fieldsOf(valueType);
      const valueTypeOf = simpleType(
        unquote(value.get('TerminalCategory') ?? ''),
        unquote(value.get('TerminalSubCategory') ?? ''),
        value.get('TerminalSubCategoryObject'),
      );
      return {...key, container: 'map', label: `map ${key.label} to ${valueTypeOf.label}`};
    }
    default:
      return key;
  }
}

/**
 * The label the editor shows beside a pin: none on its plain exec pins; else
 * its friendly name or its name, spaced out, in the casing of its tooltip's
 * first line where that reads the same ("Actors to Ignore"). A struct's
 * member pins show their friendly names as given (`friendlyAsGiven`).
 */
function pinLabel(pin: ClipboardPin, friendlyAsGiven: boolean): string {
  if (pin.friendlyName !== undefined && friendlyAsGiven) {
    return pin.friendlyName;
  }
  const name = pin.friendlyName ?? pin.name;
  if (pin.category === 'exec' && pin.friendlyName === undefined && (name === 'execute' || name === 'then')) {
    return '';
  }
  // A container's element pins ([0], [1] on Make Array) read as written.
  if (/^\[\d+\]$/.test(name)) {
    return name;
  }
  const spaced = displayName(name, pin.category === 'bool');
  return pin.tooltip?.toLowerCase() === spaced.toLowerCase() ? pin.tooltip : spaced;
}

/** Whether an unwired input shows an editable value: the editor shows none for exec, wildcard and delegate pins. */
const editable = (pin: ClipboardPin) =>
  !pin.output && !pin.defaultIgnored && !['exec', 'wildcard', 'delegate', 'mcdelegate'].includes(pin.category);

/** Classes whose objects live in a level, which no picker can choose, so the editor shows no "Select Asset". */
const placedInLevel = /(Actor|Pawn|Character|Controller|Component|State|Mode|Object)$/;

const number = (value: string) =>
  value.replace(/^(-?\d+)\.(\d*?)0+$/, (_, whole: string, fraction: string) => `${whole}.${fraction || '0'}`);

/** What an unwired input shows, as the editor writes it; undefined where it shows nothing. */
function pinDefault(pin: ClipboardPin): string | undefined {
  if (!editable(pin)) {
    return undefined;
  }
  if (pin.name === 'self' && pin.category === 'object') {
    return 'self';
  }
  const value = pin.defaultValue ?? '';
  switch (pin.type.container ? 'container' : pin.category) {
    case 'container':
      return undefined;
    case 'bool':
      return value === 'true' ? 'true' : 'false';
    case 'real':
    case 'float':
    case 'double':
      return number(value || '0.0');
    case 'int':
    case 'int64':
      return value || '0';
    case 'name':
    case 'string':
      return value === 'None' && pin.category === 'name' ? 'None' : value;
    case 'text':
      return pin.defaultText ?? value;
    case 'byte':
      return pin.type.category === 'enum' ? displayName(value) : value || '0';
    case 'class':
    case 'softclass':
      return pin.defaultObject ? displayName(objectName(pin.defaultObject)) : 'Select Class';
    case 'object':
    case 'softobject':
    case 'interface': {
      if (pin.defaultObject) {
        return objectName(pin.defaultObject);
      }
      return placedInLevel.test(pin.subType) ? undefined : 'Select Asset';
    }
    case 'struct':
      return vectorDefault(pin.type.category, value);
    default:
      return undefined;
  }
}

/** A vector's or rotator's three fields, as the editor labels its boxes. */
function vectorDefault(category: PinCategory, value: string): string | undefined {
  const parts = value.split(',').map((part) => part.trim());
  if ((category !== 'vector' && category !== 'rotator') || parts.length !== 3) {
    return undefined;
  }
  return parts.map((part, index) => `${'XYZ'[index]} ${number(part.includes('.') ? part : `${part}.0`)}`).join(' ');
}

/** The pin as the drawing takes it. */
export function toPin(pin: ClipboardPin, wired: boolean, friendlyAsGiven = false): Pin {
  const value = wired ? undefined : pinDefault(pin);
  return {
    name: pinLabel(pin, friendlyAsGiven),
    type: pin.type,
    line: pin.line,
    ...(value === undefined ? {} : {default: value}),
    ...(pin.advanced ? {advanced: true} : {}),
    ...(pin.reference ? {reference: true} : {}),
  };
}
