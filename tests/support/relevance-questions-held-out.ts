// cspell:words npcs despawning
/**
 * Questions and tasks held out from tuning, written on 2026-11-26 before any
 * change for the question set (`relevance-questions.ts`): from the fact
 * sheets of 19 pages drawn at random (none of them a page of the tuning
 * set or its twin), in the words a developer in the editor uses, not the
 * pages' words. Either twin answers where Tales and Pro, or a plugin and Pro,
 * share a page. Never change an expected page to fit the results, and never
 * tune on these: `npm run bench:search` prints their figures, not their
 * misses.
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
];
