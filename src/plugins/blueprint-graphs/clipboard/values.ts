/** Reads the values of the editor's text that a drawing needs: texts, object paths, names as the editor shows them. */
import {structItems, unquote} from './t3d';

/**
 * The text a localized value shows: `NSLOCTEXT("ns", "key", "Target")`,
 * `INVTEXT("…")`, `LOCGEN_FORMAT_NAMED(format, "Name", text, …)` (a split
 * struct pin's "New Rotation X (Roll)"), `LOCGEN_FORMAT_ORDERED`, a plain
 * `"string"`; a `LOCTABLE` entry shows its key.
 */
export function readText(value: string): string {
  const [expression] = parseExpression(value.trim(), 0);
  return evaluate(expression);
}

type Expression = string | {call: string; args: Expression[]};

function parseExpression(text: string, start: number): [Expression, number] {
  let index = start;
  while (text[index] === ' ') {
    index++;
  }
  if (text[index] === '"') {
    let end = index + 1;
    while (end < text.length && text[end] !== '"') {
      end += text[end] === '\\' ? 2 : 1;
    }
    return [unquote(text.slice(index, end + 1)), end + 1];
  }
  const call = /^([A-Z_]+)\(/.exec(text.slice(index));
  if (!call) {
    const end = text.slice(index).search(/[,)]/);
    return end === -1 ? [text.slice(index), text.length] : [text.slice(index, index + end), index + end];
  }
  index += call[0].length;
  const args: Expression[] = [];
  while (index < text.length && text[index] !== ')') {
    const [argument, next] = parseExpression(text, index);
    args.push(argument);
    index = next;
    while (text[index] === ' ' || text[index] === ',') {
      index++;
    }
  }
  return [{call: call[1]!, args}, index + 1];
}

function evaluate(expression: Expression): string {
  if (typeof expression === 'string') {
    return expression;
  }
  const args = expression.args.map(evaluate);
  switch (expression.call) {
    case 'NSLOCTEXT':
      return args[2] ?? '';
    case 'LOCTEXT':
    case 'LOCTABLE':
      return args[1] ?? '';
    case 'LOCGEN_FORMAT_NAMED': {
      const [format = '', ...pairs] = args;
      const named = new Map<string, string>();
      for (let index = 0; index + 1 < pairs.length; index += 2) {
        named.set(pairs[index]!, pairs[index + 1]!);
      }
      return format.replace(/\{(\w+)\}/g, (whole, name: string) => named.get(name) ?? whole);
    }
    case 'LOCGEN_FORMAT_ORDERED': {
      const [format = '', ...ordered] = args;
      return format.replace(/\{(\d+)\}/g, (whole, index: string) => ordered[Number(index)] ?? whole);
    }
    default:
      return args[args.length - 1] ?? '';
  }
}

/**
 * The path an object reference points at: `/Script/CoreUObject.Class'"/Script/UMG.UserWidget"'`,
 * `"/Script/CoreUObject.Class'/Script/Engine.Actor'"` and `/Script/Engine.PointLight` give
 * `/Script/UMG.UserWidget`, `/Script/Engine.Actor` and `/Script/Engine.PointLight`; `None` gives ''.
 */
export function objectPath(value: string | undefined): string {
  const text = unquote(value ?? '');
  if (text === '' || text === 'None') {
    return '';
  }
  const quoted = /'"?([^'"]*)"?'/.exec(text);
  return quoted ? quoted[1]! : text;
}

/** The object's own name: the part after the last `.` or `:` of its path, without a Blueprint class's `_C`. */
export function objectName(value: string | undefined): string {
  const path = objectPath(value);
  return path.slice(Math.max(path.lastIndexOf('.'), path.lastIndexOf(':')) + 1).replace(/_C$/, '');
}

/** A bracketed value's items by key, `(MemberParent=…,MemberName="Destruct")`; none for a missing or bare value. */
export function fieldsOf(value: string | undefined): Map<string, string> {
  return new Map(structItems(value ?? '').flatMap(({key, value: item}) => (key ? [[key, item.trim()] as const] : [])));
}

/** Words the editor keeps in lower case inside a name it spaces out ("Add to Viewport", "Tag to Check"). */
const articles = ['In', 'As', 'To', 'Or', 'At', 'On', 'If', 'Be', 'By', 'The', 'And', 'With', 'When', 'From'];

/**
 * A code name as the editor shows it (Unreal's FName::NameToDisplayString):
 * words split at capitals and digits, runs of capitals and digits kept
 * together ("Radius2D" gives "Radius 2D"), `_` as a space, a bool's leading
 * `b` dropped, and short joining words in lower case after the first.
 */
export function displayName(name: string, isBool = false): string {
  const characters = [...(isBool && /^b[A-Z]/.test(name) ? name.slice(1) : name)];
  let out = '';
  let inRun = false;
  let wasSpace = false;
  let wasOpenBracket = false;
  let wasNumber = false;
  let wasMinus = false;
  characters.forEach((raw, index) => {
    let character = raw;
    const lower = /\p{Ll}/u.test(character);
    const upper = /\p{Lu}/u.test(character);
    const digit = /[0-9]/.test(character);
    if ((upper || (digit && !wasMinus)) && !inRun && !wasOpenBracket && !wasNumber) {
      if (!wasSpace && out.length > 0) {
        out += ' ';
        wasSpace = true;
      }
      inRun = true;
    }
    if (lower) {
      inRun = false;
    }
    if (character === '_') {
      character = ' ';
      inRun = true;
    }
    if (out.length === 0) {
      character = character.toUpperCase();
    } else if (!digit && (wasSpace || wasOpenBracket)) {
      const rest = characters.slice(index).join('');
      const article = articles.find(
        (word) => rest.startsWith(word) && rest.length > word.length && !/\p{Ll}/u.test(rest[word.length]!),
      );
      character = article ? character.toLowerCase() : character.toUpperCase();
    }
    wasSpace = character === ' ';
    wasOpenBracket = character === '(';
    wasMinus = character === '-';
    wasNumber = digit || (wasNumber && (wasMinus || character === '.'));
    out += character;
  });
  return out;
}
