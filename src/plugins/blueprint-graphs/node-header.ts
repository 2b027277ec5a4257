/**
 * A node's header icon and colour variant, decided once when the node is
 * read, so the drawing never guesses them from the title: the reader of
 * pasted text knows the node's class, and the parser of the hand-written
 * form goes by the kind and the titles CONTRIBUTING names.
 */
import type {HeaderIcon, HeaderVariant, NodeKind} from './types';

/** The icon of a node kind, where the kind has one. */
export function kindIcon(kind: NodeKind): HeaderIcon | undefined {
  switch (kind) {
    case 'function':
    case 'pure-function':
      return 'function';
    case 'function-entry':
    case 'function-return':
      return 'function-graph';
    case 'event':
    case 'custom-event':
      return 'event';
    case 'macro':
      return 'macro';
    case 'cast':
      return 'cast';
    default:
      return undefined;
  }
}

/** Icons that bring the header colour of their class: a Timeline's ochre, a struct's dark blue. */
export const iconHeaders: Partial<Record<HeaderIcon, HeaderVariant>> = {
  timeline: 'timeline',
  'make-struct': 'struct',
  'break-struct': 'struct',
};

/** Flow control whose title names its own icon. */
const flowControlIcons: Record<string, HeaderIcon> = {Branch: 'branch', Sequence: 'sequence'};

/**
 * The header of a hand-written node, by kind and title: `Is Valid` (a macro)
 * has the question mark, `Branch`, `Sequence` and `Switch on …` their marks,
 * a Switch its yellow header, and `Parent: …` (a call to the parent's
 * implementation) the orange one.
 */
export function writtenHeader(kind: NodeKind, title: string): {icon?: HeaderIcon; header?: HeaderVariant} {
  const isSwitch = kind === 'flow-control' && title.startsWith('Switch on ');
  const icon =
    kind === 'macro' && title === 'Is Valid'
      ? 'is-valid'
      : kind === 'flow-control'
        ? (flowControlIcons[title] ?? (isSwitch ? 'switch' : undefined))
        : kindIcon(kind);
  const header = isSwitch ? 'switch' : title.startsWith('Parent: ') ? 'parent-call' : undefined;
  return {...(icon ? {icon} : {}), ...(header ? {header} : {})};
}
