/**
 * Reads the text the Blueprint editor puts on the clipboard (Unreal's T3D
 * export: `Begin Object … End Object` blocks of `Key=Value` lines and
 * `CustomProperties Pin (…)` entries) into objects with raw values, each with
 * its line. Values stay text here; values.ts reads what a node needs of them.
 */
import {BlueprintError, type BlueprintWarning} from '../types';

type Property = {key: string; value: string; line: number};

export type T3dObject = {
  /** The class's short name (`K2Node_CallFunction`), and its full path. */
  className: string;
  classPath: string;
  name: string;
  line: number;
  properties: Property[];
  /** `CustomProperties Pin (…)`: each pin's fields by key (`PinType.PinCategory`), raw. */
  pins: {fields: Map<string, string>; line: number}[];
  /** Objects nested in this one (sub-objects the editor exports with some nodes). */
  children: T3dObject[];
};

/** Whether a block holds the editor's clipboard text rather than the hand-written form. */
export const isClipboardText = (text: string) => /^\s*Begin Object\b/.test(text);

/**
 * A property line's key: `NodePosX`, an indexed one (`Pins(0)`, `Key[1]`),
 * and one the editor quotes (`"ShowPinForProperties"(0)`, as Make Struct
 * writes it). The index stays part of the key.
 */
const propertyKey = /^"?([A-Za-z_][\w.]*)"?(\(\d+\)|\[\d+\])?=/;

/**
 * The objects of a clipboard text. `firstLine` is the page line of the text's
 * first line, so every error and warning names a line of the page. Text that
 * is not the editor's (cut short, lines outside an object) fails; a line of
 * an object that the reader cannot take apart is skipped with a warning, and
 * the node is drawn from the rest.
 */
export function readT3d(text: string, firstLine: number): {objects: T3dObject[]; warnings: BlueprintWarning[]} {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const top: T3dObject[] = [];
  const open: T3dObject[] = [];
  const warnings: BlueprintWarning[] = [];
  const skip = (line: number, statement: string, why: string) =>
    warnings.push({line, message: `the drawing skips "${clip(statement)}": ${why}`});
  lines.forEach((raw, index) => {
    const line = firstLine + index;
    const statement = raw.trim();
    if (statement === '') {
      return;
    }
    const current = open[open.length - 1];
    if (/^Begin Object\b/.test(statement)) {
      const object = beginObject(statement, line, open.length > 0);
      (current ? current.children : top).push(object);
      open.push(object);
      return;
    }
    if (/^End Object\b/.test(statement)) {
      if (!current) {
        throw new BlueprintError(line, '"End Object" without a "Begin Object" before it (paste the whole copied text)');
      }
      open.pop();
      return;
    }
    if (!current) {
      throw new BlueprintError(
        line,
        `"${clip(statement)}" stands outside "Begin Object … End Object" (a pasted graph is only the text the editor copies)`,
      );
    }
    const custom = /^CustomProperties\s+(\w+)\s*/.exec(statement);
    if (custom) {
      // Other custom properties (a node's own extra data) say nothing the drawing shows.
      const body = statement.slice(custom[0].length);
      if (custom[1] !== 'Pin') {
        return;
      }
      if (!isBracketed(body)) {
        skip(line, statement, 'a pin whose brackets or quotes do not close');
        return;
      }
      current.pins.push({fields: new Map(structItems(body).map(({key, value}) => [key ?? '', value])), line});
      return;
    }
    const property = propertyKey.exec(statement);
    if (!property) {
      skip(line, statement, 'a line the reader does not know (not "Key=Value")');
      return;
    }
    const value = statement.slice(property[0].length);
    if (!scan(value, () => undefined)) {
      skip(line, statement, 'a value whose brackets or quotes do not close');
      return;
    }
    current.properties.push({key: property[1]! + (property[2] ?? ''), value, line});
  });
  const unclosed = open[0];
  if (unclosed) {
    throw new BlueprintError(
      unclosed.line,
      `"Begin Object" of ${unclosed.name || unclosed.className} has no "End Object" (the text was cut short: copy it again)`,
    );
  }
  if (top.length === 0) {
    throw new BlueprintError(firstLine, 'the pasted text holds no node (select nodes in the editor, Ctrl+C, paste)');
  }
  return {objects: top, warnings};
}

function beginObject(statement: string, line: number, nested: boolean): T3dObject {
  const attributes = new Map<string, string>();
  for (const match of statement.slice('Begin Object'.length).matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S+)/g)) {
    attributes.set(match[1]!, unquote(match[2]!));
  }
  const classPath = attributes.get('Class') ?? '';
  if (!classPath && !nested) {
    throw new BlueprintError(line, '"Begin Object" without "Class=…" (paste the text exactly as the editor copied it)');
  }
  return {
    className: classPath.slice(classPath.lastIndexOf('.') + 1),
    classPath,
    name: attributes.get('Name') ?? '',
    line,
    properties: [],
    pins: [],
    children: [],
  };
}

/** A property's value by key, the last one written winning as in the editor. */
export function property(object: T3dObject, key: string): string | undefined {
  return object.properties.filter((candidate) => candidate.key === key).pop()?.value;
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export function unquote(value: string): string {
  const text = value.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, (_, character: string) => (character === 'n' ? '\n' : character));
  }
  return text;
}

/**
 * Walks a value's characters, calling `visit` with the depth of brackets
 * around each character outside quotes; strings (`"…"`, with `\` escapes)
 * and object paths (`'…'`) are skipped whole. Returns false when a quote or
 * bracket is left open.
 */
function scan(value: string, visit: (index: number, depth: number) => void): boolean {
  let depth = 0;
  for (let index = 0; index < value.length; index++) {
    const character = value[index]!;
    if (character === '"' || character === "'") {
      let end = index + 1;
      while (end < value.length && value[end] !== character) {
        end += value[end] === '\\' && character === '"' ? 2 : 1;
      }
      if (end >= value.length) {
        return false;
      }
      index = end;
      continue;
    }
    if (character === '(') {
      depth++;
    } else if (character === ')') {
      depth--;
      if (depth < 0) {
        return false;
      }
    }
    visit(index, depth);
  }
  return depth === 0;
}

/** Whether a value is one bracketed list whose quotes and brackets all close. */
const isBracketed = (value: string) => {
  const text = value.trim();
  return text.startsWith('(') && text.endsWith(')') && scan(text, () => undefined);
};

/**
 * The items of a bracketed value, `(A=1,B=(C="x"),D,)`: each `key=value`, or a
 * bare value (`K2Node_Knot_0 9E7A…` in a LinkedTo list); none for a value
 * that is no closed list.
 */
export function structItems(value: string): {key?: string; value: string}[] {
  const text = value.trim();
  if (!isBracketed(text)) {
    return [];
  }
  const inner = text.slice(1, -1);
  const cuts: number[] = [];
  scan(inner, (index, depth) => {
    if (depth === 0 && inner[index] === ',') {
      cuts.push(index);
    }
  });
  const items: {key?: string; value: string}[] = [];
  let start = 0;
  for (const cut of [...cuts, inner.length]) {
    const item = inner.slice(start, cut).trim();
    start = cut + 1;
    if (item === '') {
      continue;
    }
    const key = propertyKey.exec(item);
    items.push(key ? {key: key[1]! + (key[2] ?? ''), value: item.slice(key[0].length)} : {value: item});
  }
  return items;
}
