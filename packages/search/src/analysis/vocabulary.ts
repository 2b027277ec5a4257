/**
 * The search engine's vocabulary, in one place: the words a query can leave
 * out, the words readers use for the engine's own terms, the prefixes of
 * Unreal identifiers and the product names. Build and browser both read it,
 * so a change here changes the index and the queries alike (rebuild after it).
 * The run-together words below are what readers type.
 */
// cspell:words ogue ence ense bhilmnpv travelled hadn keybind questjournal randomise ites ation ations arent couldnt didnt doesnt hasnt havent isnt wasnt wouldnt youre patchnote releasenote

/**
 * Words dropped from the index and from queries: common English, the
 * question words of "how do I …", "where do I …", "… doesn't show in …",
 * which every page could answer and none answers better, the filler a
 * question adds ("is there anyone …", "… not working properly"), rare in
 * the docs and so, kept, a weight on the few pages that happen to use it,
 * what is left of a contraction or a possessive ("isn't", "the
 * player's"), and a contraction typed without its apostrophe ("whats").
 */
export const stopWords: ReadonlySet<string> = new Set([
  'a',
  'able',
  'about',
  'actually',
  'after',
  'all',
  'an',
  'and',
  'any',
  'anymore',
  'anyone',
  'are',
  'aren',
  'arent',
  'as',
  'at',
  'be',
  'by',
  'can',
  'cant',
  'change',
  'correctly',
  'could',
  'couldn',
  'couldnt',
  'did',
  'didn',
  'didnt',
  'do',
  'does',
  'doesn',
  'doesnt',
  'don',
  'dont',
  'for',
  'from',
  'get',
  'got',
  'hadn',
  'happen',
  'happening',
  'happens',
  'has',
  'hasn',
  'hasnt',
  'have',
  'haven',
  'havent',
  'how',
  'hows',
  'i',
  'if',
  'im',
  'in',
  'into',
  'is',
  'isn',
  'isnt',
  'it',
  'its',
  'ive',
  'just',
  'll',
  'make',
  'me',
  'my',
  'not',
  'of',
  'on',
  'or',
  'please',
  'properly',
  're',
  'really',
  's',
  'seem',
  'seems',
  'should',
  'shouldn',
  'so',
  'somehow',
  'someone',
  't',
  'thanks',
  'that',
  'thats',
  'the',
  'their',
  'them',
  'then',
  'there',
  'theres',
  'this',
  'to',
  'tried',
  'trying',
  'use',
  've',
  'want',
  'was',
  'wasn',
  'wasnt',
  'way',
  'weren',
  'what',
  'whats',
  'when',
  'where',
  'wheres',
  'which',
  'why',
  'whys',
  'will',
  'with',
  'won',
  'wont',
  'work',
  'working',
  'would',
  'wouldn',
  'wouldnt',
  'you',
  'your',
  'youre',
]);

/**
 * The stop words an identifier can start with (`IsVendor`, `GetOwner`,
 * `OnInteract`, `CanInteract`, `HasItem`, `MakeMap`, `UseItem`). Words run
 * together from the query start with no other stop word: "the player" is
 * never `ThePlayer`, and "how do I get inventory component from target" is
 * looked for as `GetInventoryComponentFromTarget`.
 */
export const nameOpeners: ReadonlySet<string> = new Set([
  'can',
  'change',
  'get',
  'has',
  'have',
  'is',
  'make',
  'on',
  'use',
]);

/**
 * Words no identifier holds: a query's words run together leave them out,
 * so "get the narrative component" finds `GetNarrativeComponent`.
 */
export const notInNames: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'their', 'its', 'this']);

/**
 * A reader's word for an engine term, as processed terms (lower case,
 * singular): the query also looks for the words on the right. The editor's
 * own names, and the verbs people use for them. British and American spellings
 * need no entry: see `otherSpellings`.
 */
export const synonyms: Readonly<Record<string, readonly string[]>> = {
  cutscene: ['sequence'],
  cinematic: ['sequence'],
  key: ['input'],
  bind: ['input'],
  keybind: ['input'],
  button: ['input'],
  lootable: ['loot', 'looting'],
  detect: ['trace', 'collision'],
  start: ['begin'],
  begin: ['start'],
  discover: ['unlock'],
  discovered: ['unlocked'],
  loot: ['looting'],
  shop: ['vendor'],
  merchant: ['vendor'],
  sell: ['vendor', 'trading'],
  buy: ['vendor', 'trading'],
  trade: ['trading'],
  save: ['saving'],
  saving: ['save'],
  load: ['loading'],
  persist: ['saving'],
  follow: ['follower'],
  companion: ['follower'],
  font: ['style', 'styling'],
  theme: ['styling'],
  cursor: ['mouse'],
  hud: ['overlay'],
  marker: ['waypoint'],
  icon: ['marker'],
  waypoint: ['marker'],
  teleport: ['travel'],
  spawn: ['spawner'],
  npc: ['character'],
  enemy: ['npc'],
  attach: ['attachment', 'socket'],
  slot: ['appearance'],
  invincible: ['invulnerable'],
  god: ['invulnerable'],
  journal: ['questjournal'],
  condition: ['requirement'],
  check: ['condition'],
  sound: ['audio'],
  install: ['installation'],
  setup: ['installation'],
  create: ['creating', 'creation'],
  equip: ['equipment'],
  interact: ['interaction'],
  navigate: ['navigation'],
  voice: ['audio'],
  connect: ['wire', 'wired'],
  plug: ['wire'],
  link: ['wire'],
  repeat: ['restart'],
  retry: ['restart'],
  reset: ['restart'],
  replay: ['restart'],
  tracker: ['tracked'],
  track: ['tracked'],
  coop: ['multiplayer'],
  online: ['multiplayer'],
  replicate: ['replication', 'multiplayer'],
  money: ['currency'],
  gold: ['currency'],
  coin: ['currency'],
  goal: ['objective', 'task'],
  objective: ['task'],
  mission: ['quest'],
  talk: ['dialogue'],
  conversation: ['dialogue'],
  chat: ['dialogue'],
  team: ['faction'],
  hostile: ['faction'],
  ally: ['faction'],
  locked: ['lockable'],
  lock: ['lockable'],
  anim: ['animation'],
  disable: ['deactivate'],
  enable: ['activate'],
  turnoff: ['deactivate'],
  turnon: ['activate'],
  toggle: ['activate', 'deactivate'],
  delete: ['remove', 'destroy'],
  remove: ['destroy'],
  add: ['create', 'creation'],
  patchnote: ['changelog'],
  releasenote: ['changelog'],
  cost: ['purchase'],
  log: ['journal'],
  hide: ['hidden'],
  finish: ['complete'],
  finished: ['completed'],
  far: ['distance'],
  face: ['facial'],
  wear: ['clothing'],
  wearable: ['clothing'],
  outfit: ['clothing'],
  shirt: ['clothing'],
  group: ['party'],
  quit: ['exit'],
  ue: ['unreal'],
  ue4: ['unreal'],
  ue5: ['unreal'],
};

/**
 * Spelling pairs of British and American English, as patterns on a word's
 * end, each way round: a reader who writes "colour", "randomise", "centre"
 * or "travelled" finds the docs' "color", "randomize", "center" and
 * "traveled" (Unreal's own names are American too: `Color`, `Behavior`),
 * and one who writes "dialog" or "catalog" finds "dialogue" and "catalogue",
 * which the docs write the British way. American "-or" becomes "-our" only
 * after the letters of British "-our" words (`colour`, `behaviour`, `armour`,
 * `honour`), never in an agent noun (`editor`, `vendor`). A general rule of the two
 * spellings, not a list of words: a form that is no word gives a term no
 * page has, which finds nothing.
 */
const spellingPairs: readonly [british: RegExp, american: string, american: RegExp, british: string][] = [
  [
    /(?<=\p{L}{3})our(?=s?$|ed$|ing$|ites?$|able$|ful$)/u,
    'or',
    /(?<=\p{L}{2}[bhilmnpv])or(?=s?$|ed$|ing$|ites?$|able$|ful$)/u,
    'our',
  ],
  [/(?<=.{3})is(?=e[sdr]?$|ing$|ation$|ations$)/, 'iz', /(?<=.{3})iz(?=e[sdr]?$|ing$|ation$|ations$)/, 'is'],
  [/(?<=.{2})ys(?=e[sd]?$|ing$)/, 'yz', /(?<=.{2})yz(?=e[sd]?$|ing$)/, 'ys'],
  [/(?<=.{3})tre(?=s?$)/, 'ter', /(?<=.{3})ter(?=s?$)/, 'tre'],
  [/(?<=.{3})ogue(?=s?$)/, 'og', /(?<=.{3})og(?=s?$)/, 'ogue'],
  [/(?<=.{3})ence$/, 'ense', /(?<=.{3})ense$/, 'ence'],
  [/(?<=.{2})ell(?=ed$|ing$|er$)/, 'el', /(?<=.{2})el(?=ed$|ing$|er$)/, 'ell'],
];

/**
 * The word in the other English spelling: American for British, British for
 * American, by `spellingPairs`. Empty when nothing changes.
 */
export function otherSpellings(word: string): string[] {
  const forms = new Set<string>();
  for (const [british, american, americanPattern, britishEnding] of spellingPairs) {
    forms.add(word.replace(british, american));
    forms.add(word.replace(americanPattern, britishEnding));
  }
  forms.delete(word);
  return [...forms];
}

/**
 * The words an -ing or -ed form may come from, for a word no page has:
 * "climbing" is "climb", "mantling" "mantle", "skipped" "skip".
 */
export function baseForms(word: string): string[] {
  const stem = /^(\p{L}{3,})(?:ing|ed)$/u.exec(word)?.[1];
  if (stem === undefined) {
    return [];
  }
  return [stem, `${stem}e`, ...(/(\p{L})\1$/u.test(stem) ? [stem.slice(0, -1)] : [])];
}

/**
 * Prefixes of Unreal names: a reader types `PlayerController` for
 * `BP_PlayerController`, `AutoRotateSpeakers` for `bAutoRotateSpeakers` and
 * Dialogue for `UDialogue`: engine code prefixes classes with `U` and `A`,
 * structs with `F`, enums with `E`, interfaces with `I`, templates with `T`
 * and booleans with `b`.
 * Underscore prefixes come off at the underscore; letter prefixes come off
 * when an upper-case letter follows them.
 */
export const identifierPrefixes = {
  underscore: ['BP', 'WBP', 'W', 'T', 'M', 'SM', 'SK', 'DA', 'DT', 'GE', 'GA'],
  letter: ['b', 'E', 'F', 'U', 'A', 'I', 'T'],
} as const;
