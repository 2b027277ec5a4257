// cspell:words defaultdialoguenode npcs
/**
 * Questions and tasks held out from tuning and never read, written on
 * 2026-11-26 after the tuning for the question set was done: from the fact
 * sheets of 20 pages drawn at random (none a page of the other question sets
 * or its twin, stub pages left out), in a developer's words, not the pages'.
 * Either twin answers where Tales and Pro, or a plugin and Pro, share a page.
 * They measure the ranking on questions it was not tuned for: never change
 * an expected page to fit the results, never read their misses, and never
 * tune on them (`npm run bench:search` prints their figures only).
 */
import type {RelevanceQuery} from './relevance';

const twins = (path: string) => [`/tales/${path}`, `/pro/${path}`];
const keepCursor = ['/common-ui/faqs/keep-cursor-after-menu-close'];
const effectItems = ['/pro/inventory/items/gameplay-effect-items'];
const navigatorInstallation = ['/navigator/installation/'];
const partyDialogue = twins('parties/dialogue-and-quests');
const defaultInteractables = [
  '/interaction/interactables/default-interactables',
  '/pro/interaction/interactables/default-interactables',
];
const itemFunctions = ['/inventory/items/functions', '/pro/inventory/items/functions'];
const inventoryComponent = ['/inventory/inventory-component/', '/pro/inventory/inventory-component/'];
const dialogueNodeWidget = ['/tales/ui/wbp_defaultdialoguenode'];
const nodeBreakdown = twins('dialogue/dialogue-nodes/node-breakdown');
const books = ['/pro/books/'];
const ai = ['/pro/npcs/ai/'];
const equipment = ['/inventory/items/equipment/', '/pro/inventory/items/equipment/'];
const gameplayEffects = ['/pro/abilities/gameplay-effects', ...effectItems];
const eventFunctions = ['/tales/events/functions'];
const states = twins('quests/states');
const music = ['/pro/music/'];
const interactionUi = ['/interaction/installation/ui'];
const narrativeHud = ['/common-ui/installation/narrative-hud'];
const taggedDialogue = ['/tales/dialogue/tagged-dialogue/', '/pro/dialogue/tagged-dialogue'];
const talesHome = ['/tales/'];

export const questionFreshTable: RelevanceQuery[] = [
  {kind: 'task', query: 'keep the mouse visible after closing a menu', expected: keepCursor},
  {kind: 'question', query: 'why does my cursor disappear when I exit the inventory', expected: keepCursor},
  {kind: 'task', query: 'make a health potion that heals when picked up', expected: effectItems},
  {kind: 'task', query: 'poison item that hurts the player over a few seconds', expected: effectItems},
  {kind: 'task', query: 'get navigator running in a third person project', expected: navigatorInstallation},
  {kind: 'question', query: 'which plugins do I need to enable for navigator', expected: navigatorInstallation},
  {
    kind: 'question',
    query: 'in coop, does one player finishing an objective finish it for everyone',
    expected: partyDialogue,
  },
  {kind: 'task', query: 'only let the host pick the replies in a group conversation', expected: partyDialogue},
  {
    kind: 'question',
    query: 'is there a ready made pickup for items lying on the ground',
    expected: defaultInteractables,
  },
  {kind: 'task', query: 'press a button in the world to tick off a quest step', expected: defaultInteractables},
  {kind: 'task', query: 'stop the player from dropping a key story item', expected: itemFunctions},
  {kind: 'task', query: "put the item's name inside its description text", expected: itemFunctions},
  {kind: 'task', query: "get the inventory of the chest I'm looking at", expected: inventoryComponent},
  {kind: 'question', query: 'how do I set how much weight the player can carry', expected: inventoryComponent},
  {kind: 'question', query: 'what draws the boxes in the dialogue graph editor', expected: dialogueNodeWidget},
  {kind: 'task', query: 'show the camera shot on each node in the dialogue editor', expected: dialogueNodeWidget},
  {kind: 'task', query: 'give an npc a few random versions of the same line', expected: nodeBreakdown},
  {kind: 'question', query: 'what happens when a dialogue node finishes playing', expected: nodeBreakdown},
  {kind: 'task', query: 'readable note the player can pick up and read', expected: books},
  {kind: 'task', query: 'add pages with pictures to an in game book', expected: books},
  {kind: 'question', query: 'how do npcs decide what to do next', expected: ai},
  {kind: 'question', query: 'why does my enemy run away at the start', expected: ai},
  {kind: 'task', query: 'put armour and boots on a character with a split mesh', expected: equipment},
  {kind: 'task', query: 'equip gear automatically when it goes into the inventory', expected: equipment},
  {kind: 'question', query: 'which gameplay effect do items apply', expected: gameplayEffects},
  {kind: 'task', query: 'label my custom event on the quest graph node', expected: eventFunctions},
  {kind: 'task', query: "set the hint shown next to a player's reply when it gives an item", expected: eventFunctions},
  {kind: 'question', query: 'can two quest steps be wired straight into each other', expected: states},
  {kind: 'task', query: 'mark a quest as failed when the player is too late', expected: states},
  {kind: 'task', query: 'play different music during fights', expected: music},
  {kind: 'task', query: 'set the song that plays on the title screen', expected: music},
  {kind: 'task', query: 'show the press to interact prompt on screen', expected: interactionUi},
  {kind: 'question', query: 'where do I add the interaction widget to my hud', expected: interactionUi},
  {kind: 'task', query: 'put the narrative menus into the hud I already have', expected: narrativeHud},
  {kind: 'question', query: 'menus do not open because there is no hud widget', expected: narrativeHud},
  {kind: 'task', query: 'npc says a random greeting when the player walks by', expected: taggedDialogue},
  {kind: 'task', query: "stop a guard's taunts from repeating too often", expected: taggedDialogue},
  {kind: 'question', query: 'where do I buy tales', expected: talesHome},
  {kind: 'question', query: 'is there a video to get started with quests and dialogue', expected: talesHome},
  {kind: 'question', query: 'does tales need any other plugin', expected: talesHome},
];
