/**
 * What the editor shows for engine names that its text does not spell out:
 * a function's display name or compact title (metadata in the engine's
 * source, not in the copied text), the marks it draws on it, and key names.
 * Every entry is as the editor shows it; a name not listed here is shown
 * spaced out by `displayName`, as the editor does for a name without metadata.
 */
import type {NodeBadge} from '../types';

type FunctionFacts = {title?: string; badges?: NodeBadge[]};

/** By function name (FunctionReference's MemberName). */
export const engineFunctions: Record<string, FunctionFacts> = {
  AddLocalNavigationGridForBox: {title: 'Add Local Navigation Grid For Box'},
  AddToViewport: {badges: ['cosmetic']},
  Delay: {badges: ['latent']},
  GetOwningPlayer: {badges: ['cosmetic']},
  LineTraceSingle: {title: 'Line Trace By Channel'},
  LineTraceSingleForObjects: {title: 'Line Trace For Objects'},
  RetriggerableDelay: {badges: ['latent']},
  SetInputMode_GameAndUIEx: {title: 'Set Input Mode Game And UI', badges: ['cosmetic']},
  SetInputMode_GameOnly: {title: 'Set Input Mode Game Only', badges: ['cosmetic']},
  SetInputMode_UIOnlyEx: {title: 'Set Input Mode UI Only', badges: ['cosmetic']},
};

/** Events the engine names otherwise in code (ReceiveBeginPlay) than on the node (Event BeginPlay), and their marks. */
export const engineEvents: Record<string, FunctionFacts> = {
  Construct: {badges: ['cosmetic']},
  Destruct: {badges: ['cosmetic']},
  ReceiveActorBeginOverlap: {title: 'ActorBeginOverlap'},
  ReceiveActorEndOverlap: {title: 'ActorEndOverlap'},
  ReceiveBeginPlay: {title: 'BeginPlay'},
  ReceiveEndPlay: {title: 'End Play'},
  ReceiveTick: {title: 'Tick'},
};

/**
 * The compact title of an operator, by its function name: the math and logic
 * libraries give each operator the same CompactNodeTitle for every type
 * (Add_IntInt and Add_VectorVector are both "+").
 */
const operators: [RegExp, string][] = [
  [/^(EqualEqual_|Equal$)/, '=='],
  [/^NotEqual_/, '!='],
  [/^LessEqual_/, '<='],
  [/^GreaterEqual_/, '>='],
  [/^Less_/, '<'],
  [/^Greater_/, '>'],
  [/^Add_/, '+'],
  [/^Subtract_/, '-'],
  [/^Multiply_/, '*'],
  [/^Divide_/, '/'],
  [/^Percent_/, '%'],
  [/^Boolean(AND|OR|XOR|NAND|NOR)$/, '$1'],
  [/^Not_PreBool$/, 'NOT'],
  [/^And_/, '&'],
  [/^Or_/, '|'],
  [/^Xor_/, '^'],
  [/^Not_Int/, '~'],
];

export function operatorSymbol(functionName: string): string | undefined {
  for (const [pattern, symbol] of operators) {
    const match = pattern.exec(functionName);
    if (match) {
      return symbol.replace('$1', match[1] ?? '');
    }
  }
  return undefined;
}

/** Keys whose name on the node is not their code name spaced out (InputKey=Zero shows "0"). */
export const keyNames: Record<string, string> = {
  Zero: '0',
  One: '1',
  Two: '2',
  Three: '3',
  Four: '4',
  Five: '5',
  Six: '6',
  Seven: '7',
  Eight: '8',
  Nine: '9',
  NumPadZero: 'Num 0',
  NumPadOne: 'Num 1',
  NumPadTwo: 'Num 2',
  NumPadThree: 'Num 3',
  NumPadFour: 'Num 4',
  NumPadFive: 'Num 5',
  NumPadSix: 'Num 6',
  NumPadSeven: 'Num 7',
  NumPadEight: 'Num 8',
  NumPadNine: 'Num 9',
  Add: 'Num +',
  Subtract: 'Num -',
  Multiply: 'Num *',
  Divide: 'Num /',
  Decimal: 'Num .',
  Tilde: '`',
  Section: '§',
};
