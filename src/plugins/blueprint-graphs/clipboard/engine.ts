/**
 * What the editor shows for engine names that its text does not spell out:
 * metadata in Unreal Engine's source, not in the copied text. A function's
 * display name (`UFUNCTION(meta=(DisplayName=…))`) and compact title
 * (`CompactNodeTitle`, in Engine/Source/Runtime/Engine/Classes/Kismet/
 * KismetMathLibrary.h, KismetArrayLibrary.h, BlueprintMapLibrary.h,
 * BlueprintSetLibrary.h), the marks it draws on it, a delegate's display
 * name (`UPROPERTY(meta=(DisplayName=…))`), and key names (EKeys in
 * Engine/Source/Runtime/InputCore/Private/InputCoreTypes.cpp). Every entry is
 * as the editor shows it; a name not listed here is shown spaced out by
 * `displayName`, as the editor does for a name without metadata.
 */
import type {NodeBadge} from '../types';
import {displayName} from './values';

type FunctionFacts = {title?: string; badges?: NodeBadge[]};

/** By function name (FunctionReference's MemberName). */
export const engineFunctions: Record<string, FunctionFacts> = {
  AddLocalNavigationGridForBox: {title: 'Add Local Navigation Grid For Box'},
  AddToViewport: {badges: ['cosmetic']},
  Delay: {badges: ['latent']},
  FClamp: {title: 'Clamp (float)'},
  GetOwningPlayer: {badges: ['cosmetic']},
  GetTransform: {title: 'Get Actor Transform'},
  K2_AttachToActor: {title: 'Attach Actor To Actor'},
  K2_AttachToComponent: {title: 'Attach Actor To Component'},
  K2_ClearAndInvalidateTimerHandle: {title: 'Clear and Invalidate Timer by Handle'},
  K2_ClearTimer: {title: 'Clear Timer by Function Name'},
  K2_ClearTimerHandle: {title: 'Clear Timer by Handle'},
  K2_GetComponentLocation: {title: 'Get World Location'},
  K2_GetComponentRotation: {title: 'Get World Rotation'},
  K2_GetComponentScale: {title: 'Get World Scale'},
  K2_GetComponentToWorld: {title: 'Get World Transform'},
  K2_SetTimer: {title: 'Set Timer by Function Name'},
  K2_SetTimerDelegate: {title: 'Set Timer by Event'},
  MoveComponentTo: {badges: ['latent']},
  Normal: {title: 'Normalize'},
  OpenLevel: {title: 'Open Level (by Name)'},
  OpenLevelBySoftObjectPtr: {title: 'Open Level (by Object Reference)'},
  LineTraceSingle: {title: 'Line Trace By Channel'},
  LineTraceSingleForObjects: {title: 'Line Trace For Objects'},
  RetriggerableDelay: {badges: ['latent']},
  SetInputMode_GameAndUIEx: {title: 'Set Input Mode Game And UI', badges: ['cosmetic']},
  SetInputMode_GameOnly: {title: 'Set Input Mode Game Only', badges: ['cosmetic']},
  SetInputMode_UIOnlyEx: {title: 'Set Input Mode UI Only', badges: ['cosmetic']},
};

/**
 * Compact titles of functions the editor draws as a small node with the title
 * large in the middle (Sin draws "SIN"), by function name. Operators are in
 * `operators` below.
 */
const compactTitles: Record<string, string> = {
  Abs: 'ABS',
  Abs_Int: 'ABS',
  Abs_Int64: 'ABS',
  Acos: 'ACOS',
  Asin: 'ASIN',
  Atan: 'ATAN',
  Atan2: 'ATAN2',
  Cos: 'COS',
  Cross_VectorVector: 'cross',
  DegAcos: 'ACOSd',
  DegAsin: 'ASINd',
  DegAtan: 'ATANd',
  DegAtan2: 'ATAN2d',
  DegCos: 'COSd',
  DegSin: 'SINd',
  DegTan: 'TANd',
  Dot_VectorVector: 'dot',
  FMax: 'MAX',
  FMin: 'MIN',
  Max: 'MAX',
  Max_Int64: 'MAX',
  Min: 'MIN',
  Min_Int64: 'MIN',
  MultiplyMultiply_FloatFloat: '^',
  Sin: 'SIN',
  Sqrt: 'SQRT',
  Square: '^2',
  Tan: 'TAN',
  Array_Add: 'ADD',
  Array_AddUnique: 'ADDUNIQUE',
  Array_Append: 'APPEND',
  Array_Clear: 'CLEAR',
  Array_Contains: 'CONTAINS',
  Array_Find: 'FIND',
  Array_Get: 'GET',
  Array_Insert: 'INSERT',
  Array_LastIndex: 'LAST INDEX',
  Array_Length: 'LENGTH',
  Array_Remove: 'REMOVE INDEX',
  Array_RemoveItem: 'REMOVE',
  Array_Resize: 'RESIZE',
  Array_Shuffle: 'SHUFFLE',
  Map_Add: 'ADD',
  Map_Contains: 'CONTAINS',
  Map_Find: 'FIND',
  Map_Keys: 'KEYS',
  Map_Length: 'LENGTH',
  Map_Remove: 'REMOVE',
  Map_Values: 'VALUES',
  Set_Add: 'ADD',
  Set_Contains: 'CONTAINS',
  Set_Length: 'LENGTH',
  Set_Remove: 'REMOVE',
};

/**
 * Delegates whose display name is not their code name spaced out, by
 * property name (DelegateReference's MemberName): Common UI's button
 * (CommonButtonBase.h) names its OnButtonBaseClicked "On Clicked".
 */
export const delegateTitles: Record<string, string> = {
  OnButtonBaseClicked: 'On Clicked',
  OnButtonBaseDoubleClicked: 'On Double Clicked',
  OnButtonBaseHovered: 'On Hovered',
  OnButtonBaseUnhovered: 'On Unhovered',
  OnButtonBaseSelected: 'On Selected',
  OnButtonBaseUnselected: 'On Unselected',
};

/** Graphs the Blueprint editor titles by name (UEdGraphSchema_K2::GetGraphDisplayInformation). */
export const graphTitles: Record<string, string> = {UserConstructionScript: 'Construction Script'};

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
 * The compact title of an operator or a function drawn compact, by its
 * function name: the math and logic libraries give each operator the same
 * CompactNodeTitle for every type (Add_IntInt and Add_VectorVector are both "+").
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
  [/^Multiply_/, '⨯'],
  [/^Divide_/, '÷'],
  [/^Percent_/, '%'],
  [/^Boolean(AND|OR|XOR|NAND|NOR)$/, '$1'],
  [/^Not_PreBool$/, 'NOT'],
  [/^And_/, '&'],
  [/^Or_/, '|'],
  [/^Xor_/, '^'],
  [/^Not_Int/, '~'],
];

export function compactTitle(functionName: string): string | undefined {
  const compact = compactTitles[functionName];
  if (compact) {
    return compact;
  }
  for (const [pattern, symbol] of operators) {
    const match = pattern.exec(functionName);
    if (match) {
      return symbol.replace('$1', match[1] ?? '');
    }
  }
  return undefined;
}

/** Keys whose display name is not their code name spaced out (InputKey=Zero shows "0"). */
const keyNames: Record<string, string> = {
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
  BackSpace: 'Backspace',
  LeftControl: 'Left Ctrl',
  RightControl: 'Right Ctrl',
  LeftCommand: 'Left Cmd',
  RightCommand: 'Right Cmd',
  Semicolon: ';',
  Equals: '=',
  Comma: ',',
  Underscore: '_',
  Hyphen: '-',
  Period: '.',
  Slash: '/',
  Tilde: '`',
  LeftBracket: '[',
  Backslash: '\\',
  RightBracket: ']',
  Apostrophe: "'",
  Quote: '"',
  LeftParantheses: '(',
  RightParantheses: ')',
  Ampersand: '&',
  Asterix: '*',
  Caret: '^',
  Dollar: '$',
  Exclamation: '!',
  Colon: ':',
  A_AccentGrave: 'à',
  E_AccentGrave: 'è',
  E_AccentAigu: 'é',
  C_Cedille: 'ç',
  Section: '§',
  Mouse2D: 'Mouse XY 2D-Axis',
  MouseScrollUp: 'Mouse Wheel Up',
  MouseScrollDown: 'Mouse Wheel Down',
  Gamepad_Left2D: 'Gamepad Left Thumbstick 2D-Axis',
  Gamepad_LeftX: 'Gamepad Left Thumbstick X-Axis',
  Gamepad_LeftY: 'Gamepad Left Thumbstick Y-Axis',
  Gamepad_Right2D: 'Gamepad Right Thumbstick 2D-Axis',
  Gamepad_RightX: 'Gamepad Right Thumbstick X-Axis',
  Gamepad_RightY: 'Gamepad Right Thumbstick Y-Axis',
  Gamepad_LeftThumbstick: 'Gamepad Left Thumbstick Button',
  Gamepad_RightThumbstick: 'Gamepad Right Thumbstick Button',
  Gamepad_DPad_Up: 'Gamepad D-pad Up',
  Gamepad_DPad_Down: 'Gamepad D-pad Down',
  Gamepad_DPad_Right: 'Gamepad D-pad Right',
  Gamepad_DPad_Left: 'Gamepad D-pad Left',
  Gamepad_LeftStick_Up: 'Gamepad Left Thumbstick Up',
  Gamepad_LeftStick_Down: 'Gamepad Left Thumbstick Down',
  Gamepad_LeftStick_Right: 'Gamepad Left Thumbstick Right',
  Gamepad_LeftStick_Left: 'Gamepad Left Thumbstick Left',
  Gamepad_RightStick_Up: 'Gamepad Right Thumbstick Up',
  Gamepad_RightStick_Down: 'Gamepad Right Thumbstick Down',
  Gamepad_RightStick_Right: 'Gamepad Right Thumbstick Right',
  Gamepad_RightStick_Left: 'Gamepad Right Thumbstick Left',
  Gamepad_Special_Left_X: 'Gamepad Touchpad Button X Axis',
  Gamepad_Special_Left_Y: 'Gamepad Touchpad Button Y Axis',
};

/**
 * A key's display name on an input node ("0", "Left Mouse Button", "Gamepad
 * Face Button Top"): EKeys spells most out from the code name, with "_" as a
 * space; a motion controller's side is written "(L)" or "(R)".
 */
export function keyName(key: string): string {
  const named = keyNames[key];
  if (named !== undefined) {
    return named;
  }
  const controller = /^MotionController_(Left|Right)_(.+)$/.exec(key);
  if (controller) {
    return `MotionController (${controller[1]![0]}) ${controller[2]!.replace(/_/g, ' ')}`;
  }
  return displayName(key);
}
