// cspell:words defaultdialoguenode despawning npcs
/**
 * Questions and tasks held out from tuning, in the words a developer in the
 * editor uses, not the pages' words. The first 40 were written on 2026-11-26
 * before any change for the question set (`relevance-questions.ts`), from
 * the fact sheets of 19 pages drawn at random (none of them a page of the
 * tuning set or its twin); the last 40, after that tuning, from 20 more
 * pages, as the fresh set, until its misses were read when page keywords
 * came. Either twin answers where Tales and Pro, or a plugin and Pro, share
 * a page. Never change an expected page to fit the results, and never tune
 * on these: `npm run bench:search` prints their figures, not their misses.
 */
import type {RelevanceQuery} from './relevance';

const twins = (path: string) => [`/tales/${path}`, `/pro/${path}`];
const navigator = (path: string) => [`/navigator/${path}`, `/pro/navigator/${path}`];
const keepLine = ['/tales/faqs/show-dialogue-text-while-player-selection'];
const player = ['/pro/player/'];
const pointsOfInterest = navigator('points-of-interest');
const mainMenu = ['/pro/main-menu/', '/pro/project-settings/'];
const newAbilities = ['/pro/abilities/creating-new-abilities'];
const questDialogue = ['/tales/dialogue/quest-dialogue', '/tales/quests/quest-dialogue'];
const ladders = ['/pro/ladders/'];
const followers = ['/pro/npcs/followers'];
const proHome = ['/pro/'];
const events = twins('events/');
const projectSettings = ['/pro/project-settings/'];
const npcSpawn = ['/pro/npcs/npc-spawners/npc-spawn'];
const sky = ['/pro/narrative-sky/'];
const componentLocation = ['/inventory/installation/component-location'];
const compass = navigator('navigation-widgets/compass');
const dialogueFunctions = twins('dialogue/functions');
const skills = ['/pro/skill-tree/adding-new-skills'];
const factions = ['/pro/factions/'];
const markers = navigator('navigation-widgets/screen-space-markers');
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

export const questionHeldOutTable: RelevanceQuery[] = [
  {kind: 'task', query: "keep the npc's line on screen while I pick my answer", expected: keepLine},
  {kind: 'question', query: 'why does the npc text vanish before I choose a reply', expected: keepLine},
  {kind: 'task', query: 'use my own character model for the player', expected: player},
  {kind: 'question', query: 'animations look broken after swapping the player skeleton', expected: player},
  {kind: 'task', query: 'retarget the animations to my custom character', expected: player},
  {kind: 'task', query: 'fast travel between places the player discovered', expected: pointsOfInterest},
  {kind: 'question', query: 'where does the player land after teleporting from the map', expected: pointsOfInterest},
  {kind: 'question', query: 'which level opens when I press new game', expected: mainMenu},
  {kind: 'task', query: 'change the map the main menu loads', expected: mainMenu},
  {kind: 'task', query: 'bind a new key to a gameplay ability', expected: newAbilities},
  {kind: 'task', query: 'make my own ability like a fireball', expected: newAbilities},
  {kind: 'task', query: 'write dialogue that only belongs to one quest', expected: questDialogue},
  {kind: 'task', query: 'let my character climb up a ladder', expected: ladders},
  {kind: 'question', query: 'can npcs climb ladders by themselves', expected: ladders},
  {kind: 'question', query: 'character sinks into the floor when getting off the ladder', expected: ladders},
  {kind: 'task', query: 'make an npc follow me after we talk', expected: followers},
  {kind: 'task', query: 'companion that walks with the player', expected: followers},
  {kind: 'question', query: 'where do I buy narrative pro', expected: proHome},
  {kind: 'question', query: 'is there a getting started video for pro', expected: proHome},
  {kind: 'task', query: 'give the player a reward item when a quest finishes', expected: events},
  {kind: 'task', query: 'run my own code when a dialogue line plays', expected: events},
  {kind: 'question', query: 'why does my custom event fire twice', expected: events},
  {kind: 'task', query: 'change how many save slots the game has', expected: projectSettings},
  {kind: 'task', query: 'let the settings menu change music and effects volume', expected: projectSettings},
  {kind: 'question', query: 'npcs keep despawning when I walk away from them', expected: npcSpawn},
  {kind: 'task', query: "don't respawn an enemy the player already killed", expected: npcSpawn},
  {kind: 'task', query: 'make the days last longer', expected: sky},
  {kind: 'task', query: 'stop the time of day from changing', expected: sky},
  {
    kind: 'question',
    query: "should the player's inventory go on the controller or the character",
    expected: componentLocation,
  },
  {kind: 'task', query: 'give a shopkeeper npc their own items', expected: componentLocation},
  {kind: 'task', query: 'show a compass bar at the top of the screen', expected: compass},
  {kind: 'task', query: 'change where the camera aims at the npc during a conversation', expected: dialogueFunctions},
  {
    kind: 'task',
    query: 'use the npc already in my level as the speaker instead of spawning one',
    expected: dialogueFunctions,
  },
  {kind: 'task', query: 'add a new skill to the skill tree', expected: skills},
  {kind: 'question', query: 'how do I name and describe a skill the player can level', expected: skills},
  {kind: 'task', query: 'make bandits hostile to the player but not to each other', expected: factions},
  {kind: 'task', query: 'set two groups of npcs to be friends', expected: factions},
  {kind: 'task', query: 'show an icon above enemies on screen', expected: markers},
  {kind: 'question', query: 'how do I make the marker icon turn with the actor', expected: markers},
  {kind: 'task', query: 'show my player as a marker on every map widget', expected: markers},
  // Written after the tuning for the question set, as its fresh set.
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
