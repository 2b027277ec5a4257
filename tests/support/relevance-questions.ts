// cspell:words questbranch defaultquestnode intergrations defaultdialoguenode undroppable
/**
 * Questions and tasks, as a developer in the editor asks them: written on
 * 2026-11-26 from the fact sheets of 40 pages drawn at random (a stub page
 * with nothing to ask about left out), then two batches of 80 more, two for
 * each of 40 more pages, written the same day without the site or its
 * search, in the reader's words rather than the page's, each with the pages
 * that answer it (either twin where Tales and Pro, or a plugin and Pro,
 * share a page). The ranking is tuned on these;
 * `relevance-questions-held-out.ts` is not. Never change an expected page to
 * fit what the index returns.
 */
import type {RelevanceQuery} from './relevance';

const twins = (path: string) => [`/tales/${path}`, `/pro/${path}`];
const navigator = (path: string) => [`/navigator/${path}`, `/pro/navigator/${path}`];
const inventory = (path: string) => [`/inventory/${path}`, `/pro/inventory/${path}`];
const interaction = (path: string) => [`/interaction/${path}`, `/pro/interaction/${path}`];

const navigationWidgets = navigator('navigation-widgets/');
const difficulty = ['/pro/abilities/'];
const audio = twins('dialogue/dialogue-nodes/audio');
const warnings = twins('dialogue/warnings');
const orientation = twins('dialogue/dialogue-nodes/orientation');
const customShots = twins('dialogue/dialogue-sequence/custom-dialogue-shots');
const communityEvents = twins('events/community-events');
const requirementFunctions = ['/tales/quests/requirements/functions'];
const defaultRequirements = ['/tales/quests/requirements/default-requirements'];
const lootTables = inventory('loot-tables');
const proInstallation = ['/pro/installation/'];
const questJournal = ['/tales/quest-journal/', '/pro/quests/quest-journal'];
const speakers = twins('dialogue/speakers');
const branches = twins('quests/branches');
const navigatorCommonUi = ['/navigator/installation/common-ui'];
const interactionCommonUi = ['/interaction/installation/common-ui'];
const skillPoints = ['/pro/skill-tree/skill-points'];
const items = inventory('items/');
const conditions = twins('conditions/');
const animations = twins('dialogue/dialogue-nodes/animations');
const questBranchWidget = ['/tales/ui/bp_questbranch'];
const tasks = twins('quests/tasks/');
const interactables = interaction('interactables/');
const dialogueNodes = twins('dialogue/dialogue-nodes/');
const quests = twins('quests/');
const mapTiles = navigator('map-tile-generator');
const editorTools = ['/pro/editor-tools/'];
const trading = inventory('looting/trading');
const navigatorComponent = navigator('navigator-component');
const clothing = inventory('items/equipment/clothing');
const parties = twins('parties/');
const gameplayCues = ['/pro/installation/gameplay-cues'];
const dialogue = twins('dialogue/');
const proDefaultConditions = ['/pro/conditions/default-conditions'];
const defaultConditions = twins('conditions/default-conditions');
const communityTasks = twins('quests/tasks/community-tasks');
const interactableFunctions = interaction('interactables/functions');

export const questionTable: RelevanceQuery[] = [
  {kind: 'question', query: 'why is there weird text around the edge of my minimap', expected: navigationWidgets},
  {kind: 'task', query: 'make the map look warped at the edges', expected: navigationWidgets},
  {kind: 'task', query: 'let the player pick easy or hard mode', expected: difficulty},
  {kind: 'question', query: 'what difficulty levels are there', expected: difficulty},
  {kind: 'task', query: 'make npc voice lines sound 3d and fade with distance', expected: audio},
  {kind: 'task', query: 'get rid of the icon on nodes without voice over', expected: [...audio, ...warnings]},
  {kind: 'task', query: 'turn off the missing voice line warning', expected: [...warnings, ...audio]},
  {kind: 'task', query: 'make the dialogue graph go left to right instead of top down', expected: orientation},
  {kind: 'question', query: 'in what order are player replies checked', expected: orientation},
  {kind: 'task', query: 'use my own sequencer camera in a conversation', expected: customShots},
  {kind: 'question', query: 'my custom cutscene camera gives a binding warning', expected: customShots},
  {kind: 'task', query: 'remove every actor with a certain tag when the quest ends', expected: communityEvents},
  {kind: 'task', query: 'delete the wall blocking the path after a quest step', expected: communityEvents},
  {kind: 'task', query: 'clean up timers when my quest requirement is taken off', expected: requirementFunctions},
  {
    kind: 'question',
    query: 'where do I set up a custom requirement once it is added to a quest',
    expected: requirementFunctions,
  },
  {kind: 'task', query: 'fail the quest if the player wanders too far from the escort', expected: defaultRequirements},
  {kind: 'task', query: 'keep the player close to an npc during a quest', expected: defaultRequirements},
  {kind: 'task', query: 'give an item a random chance to drop from a chest', expected: lootTables},
  {kind: 'task', query: 'roll one loot table inside another', expected: lootTables},
  {kind: 'task', query: 'add narrative pro to my unreal project', expected: proInstallation},
  {kind: 'question', query: 'is there a finished example project for pro to download', expected: proInstallation},
  {kind: 'task', query: 'open the quest log with a key press', expected: questJournal},
  {kind: 'task', query: 'let players look back at completed and failed quests', expected: questJournal},
  {kind: 'question', query: "why can't the dialogue find my npc actor in the level", expected: speakers},
  {kind: 'task', query: 'spawn a character just for the conversation and remove it after', expected: speakers},
  {kind: 'task', query: 'let the player choose between two ways to finish a quest', expected: branches},
  {kind: 'task', query: 'hide a quest path from the player', expected: branches},
  {kind: 'question', query: 'do I need common ui before setting up navigator', expected: navigatorCommonUi},
  {kind: 'question', query: 'does the interaction plugin need common ui first', expected: interactionCommonUi},
  {kind: 'task', query: 'give the player a skill point when they level up', expected: skillPoints},
  {kind: 'task', query: 'reward skill points from a quest', expected: skillPoints},
  {kind: 'task', query: 'make a food item the player can eat', expected: items},
  {kind: 'task', query: 'show my own item stat like health in the inventory ui', expected: items},
  {kind: 'task', query: 'make an apple and a burger share the same item settings', expected: items},
  {kind: 'task', query: 'write my own check for whether a dialogue line can play', expected: conditions},
  {kind: 'question', query: 'why does my dialogue hang when my custom check runs', expected: conditions},
  {kind: 'question', query: 'how do I show an option when either of two things is true', expected: conditions},
  {kind: 'question', query: "why doesn't the npc's face move when talking", expected: animations},
  {kind: 'question', query: 'body animation montage not playing in dialogue', expected: animations},
  {kind: 'task', query: 'play face and body animations at the same time on one mesh', expected: animations},
  {kind: 'question', query: 'which widget lists the objectives of the current quest step', expected: questBranchWidget},
  {kind: 'task', query: 'update quest progress from my blueprint when an enemy dies', expected: tasks},
  {kind: 'task', query: "complete an objective from another plugin's code", expected: tasks},
  {kind: 'task', query: 'make an actor something the player can use with a key press', expected: interactables},
  {kind: 'task', query: 'turn off the highlight when looking at an object', expected: interactables},
  {kind: 'task', query: "stop interactions while the player's hands are full", expected: interactables},
  {kind: 'question', query: 'how long does a line stay on screen without audio', expected: dialogueNodes},
  {kind: 'task', query: 'loop back to an earlier question in a conversation', expected: dialogueNodes},
  {kind: 'task', query: 'let the player character speak without picking an option', expected: dialogueNodes},
  {kind: 'task', query: 'start a quest from a blueprint', expected: quests},
  {kind: 'task', query: 'create my first quest asset', expected: quests},
  {kind: 'question', query: 'can I copy and paste quest nodes', expected: quests},
  {kind: 'task', query: 'generate the map images for my level', expected: mapTiles},
  {kind: 'question', query: 'why is my minimap blurry when zoomed in', expected: mapTiles},
  {kind: 'task', query: 'cheat to give myself money while testing', expected: editorTools},
  {kind: 'task', query: 'skip time forward to test night', expected: editorTools},
  {kind: 'task', query: 'let an npc sell things to the player', expected: trading},
  {kind: 'task', query: 'set up a shop with currency', expected: trading},
  {kind: 'task', query: 'save the markers the player placed on the map', expected: navigatorComponent},
  {
    kind: 'question',
    query: "navigation component doesn't show up when I add a component",
    expected: navigatorComponent,
  },
  {kind: 'task', query: 'change the mesh the player wears when equipping a shirt', expected: clothing},
  {kind: 'task', query: 'wearable armour item with its own materials', expected: clothing},
  {kind: 'task', query: 'let multiplayer players share the same quests', expected: parties},
  {kind: 'task', query: 'put every player who joins into one group', expected: parties},
  {kind: 'question', query: 'who makes the choices for the group in coop dialogue', expected: parties},
  {kind: 'question', query: "why don't my ability effects show up in pro", expected: gameplayCues},
  {kind: 'question', query: "gameplay cues don't work inside the plugin folder", expected: gameplayCues},
  {kind: 'task', query: "set the player's name shown in dialogue", expected: dialogue},
  {kind: 'question', query: 'two dialogues start at once, which one plays', expected: dialogue},
  {kind: 'task', query: 'paste a script written in a text editor into a dialogue', expected: dialogue},
  {kind: 'task', query: 'stop players closing a conversation with escape', expected: dialogue},
  {kind: 'task', query: 'different npc reply for players on insane difficulty', expected: proDefaultConditions},
  {kind: 'question', query: 'how do I check if a companion is following the player', expected: proDefaultConditions},
  {kind: 'task', query: 'check in a dialogue whether the player finished a quest', expected: defaultConditions},
  {kind: 'task', query: 'only allow an option if an item is equipped', expected: defaultConditions},
  {kind: 'question', query: 'quest objective completes too early when walking near the door', expected: communityTasks},
  {kind: 'task', query: 'complete a task when the player walks into a trigger box', expected: communityTasks},
  {kind: 'task', query: 'require a keycard before the door opens', expected: interactableFunctions},
  {kind: 'task', query: 'change the prompt text from open to close', expected: interactableFunctions},
  {kind: 'question', query: 'what order do the interact events run in', expected: interactableFunctions},
  {
    kind: 'task',
    query: 'show the name of the object the player is looking at',
    expected: [...interactableFunctions, ...interactables],
  },
  // Written blind on 2026-11-26, after page keywords came, from the fact sheets of 40 more pages drawn at random
  // (stub pages left out), two per page, and tuned on since.
  {
    kind: 'task',
    query: 'add voice audio to dialogue lines',
    expected: ['/pro/dialogue/dialogue-nodes/audio', '/tales/dialogue/dialogue-nodes/audio'],
  },
  {
    kind: 'question',
    query: 'how do i hide the missing sound icon on dialogue nodes',
    expected: ['/pro/dialogue/dialogue-nodes/audio', '/tales/dialogue/dialogue-nodes/audio'],
  },
  {
    kind: 'task',
    query: 'fail the quest when the player loses a race',
    expected: ['/pro/quests/states', '/tales/quests/states'],
  },
  {
    kind: 'task',
    query: 'end the quest successfully at the last step of the graph',
    expected: ['/pro/quests/states', '/tales/quests/states'],
  },
  {
    kind: 'task',
    query: 'customize how quest nodes look in the quest editor graph',
    expected: ['/tales/ui/wbp_defaultquestnode'],
  },
  {
    kind: 'question',
    query: 'which widget draws the task list on quest graph nodes',
    expected: ['/tales/ui/wbp_defaultquestnode'],
  },
  {
    kind: 'task',
    query: 'use uds instead of the built in sky and time of day',
    expected: ['/pro/narrative-sky/intergrations/ultra-dynamic-sky'],
  },
  {
    kind: 'question',
    query: 'how do i keep uds weather after loading a save',
    expected: ['/pro/narrative-sky/intergrations/ultra-dynamic-sky'],
  },
  {
    kind: 'task',
    query: 'trigger an npc bark line by tag from a blueprint',
    expected: ['/tales/dialogue/tagged-dialogue/tagged-dialogue-component'],
  },
  {
    kind: 'question',
    query: 'what actor do i pass as instigator when playing a tagged line',
    expected: ['/tales/dialogue/tagged-dialogue/tagged-dialogue-component'],
  },
  {kind: 'task', query: 'make npcs hostile after a dialogue choice', expected: ['/pro/events/default-events']},
  {kind: 'question', query: 'is there a built in event to give xp or money', expected: ['/pro/events/default-events']},
  {
    kind: 'task',
    query: 'randomize starting merchant stock',
    expected: ['/pro/inventory/loot-tables', '/inventory/loot-tables'],
  },
  {
    kind: 'question',
    query: 'can one drop table roll another table inside it',
    expected: ['/pro/inventory/loot-tables', '/inventory/loot-tables'],
  },
  {
    kind: 'task',
    query: 'give an npc random variations of the same line',
    expected: ['/tales/dialogue/dialogue-nodes/node-breakdown', '/pro/dialogue/dialogue-nodes/node-breakdown'],
  },
  {
    kind: 'question',
    query: 'how do i stop players skipping a line with enter',
    expected: ['/tales/dialogue/dialogue-nodes/node-breakdown', '/pro/dialogue/dialogue-nodes/node-breakdown'],
  },
  {
    kind: 'task',
    query: 'install the interaction plugin in a third person project',
    expected: ['/interaction/installation/'],
  },
  {
    kind: 'question',
    query: 'which plugins do i need to enable for interactions',
    expected: ['/interaction/installation/'],
  },
  {
    kind: 'task',
    query: 'change the look of nodes in the dialogue graph editor',
    expected: ['/tales/ui/wbp_defaultdialoguenode'],
  },
  {
    kind: 'question',
    query: 'which editor widget shows speaker and camera shot on dialogue nodes',
    expected: ['/tales/ui/wbp_defaultdialoguenode'],
  },
  {
    kind: 'task',
    query: 'create a custom objective that completes when an enemy dies',
    expected: ['/tales/quests/tasks/', '/pro/quests/tasks/'],
  },
  {
    kind: 'question',
    query: 'how do i complete a quest objective from another plugin',
    expected: ['/tales/quests/tasks/', '/pro/quests/tasks/'],
  },
  {
    kind: 'task',
    query: 'share one quest between all players in a multiplayer group',
    expected: ['/tales/parties/dialogue-and-quests', '/pro/parties/dialogue-and-quests'],
  },
  {
    kind: 'question',
    query: 'can only the group leader pick dialogue replies',
    expected: ['/tales/parties/dialogue-and-quests', '/pro/parties/dialogue-and-quests'],
  },
  {
    kind: 'question',
    query: 'what camera angles can i use for conversations',
    expected: ['/tales/dialogue/dialogue-sequence/shots', '/pro/dialogue/dialogue-sequence/shots'],
  },
  {
    kind: 'task',
    query: 'slow zoom in on the speaker during an emotional line',
    expected: ['/tales/dialogue/dialogue-sequence/shots', '/pro/dialogue/dialogue-sequence/shots'],
  },
  {
    kind: 'task',
    query: 'open the full map on keypress',
    expected: ['/pro/navigator/navigation-widgets/world-map', '/navigator/navigation-widgets/world-map'],
  },
  {
    kind: 'task',
    query: 'change the color of custom map waypoints',
    expected: ['/pro/navigator/navigation-widgets/world-map', '/navigator/navigation-widgets/world-map'],
  },
  {
    kind: 'question',
    query: 'why does the npc text vanish when i choose a reply',
    expected: ['/tales/faqs/show-dialogue-text-while-player-selection'],
  },
  {
    kind: 'task',
    query: 'keep the npc line on screen while picking an answer',
    expected: ['/tales/faqs/show-dialogue-text-while-player-selection'],
  },
  {
    kind: 'question',
    query: 'why are my gameplay cues not playing in narrative pro',
    expected: ['/pro/installation/gameplay-cues'],
  },
  {
    kind: 'task',
    query: 'copy the cue assets out of the plugin into my content folder',
    expected: ['/pro/installation/gameplay-cues'],
  },
  {
    kind: 'question',
    query: 'why does the player get starting items again after loading',
    expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables'],
  },
  {
    kind: 'task',
    query: 'give player starter items on spawn',
    expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables'],
  },
  {
    kind: 'task',
    query: 'make quest items undroppable',
    expected: ['/inventory/items/functions', '/pro/inventory/items/functions'],
  },
  {
    kind: 'task',
    query: 'show dynamic stat values in an item description',
    expected: ['/inventory/items/functions', '/pro/inventory/items/functions'],
  },
  {
    kind: 'question',
    query: 'which inventory version added unreal engine 5.5 support',
    expected: ['/inventory/changelog/'],
  },
  {
    kind: 'task',
    query: 'list new features and bug fixes in each inventory release',
    expected: ['/inventory/changelog/'],
  },
  {
    kind: 'task',
    query: 'make a health potion that heals when picked up',
    expected: ['/pro/inventory/items/gameplay-effect-items'],
  },
  {
    kind: 'question',
    query: 'how do i create a poison pickup that hurts over time',
    expected: ['/pro/inventory/items/gameplay-effect-items'],
  },
  {
    kind: 'task',
    query: 'set up a modular character so armor pieces attach',
    expected: ['/inventory/items/equipment/', '/pro/inventory/items/equipment/'],
  },
  {
    kind: 'question',
    query: 'how do i map gear slots to skeletal mesh parts',
    expected: ['/inventory/items/equipment/', '/pro/inventory/items/equipment/'],
  },
  {kind: 'question', query: 'what does each narrative plugin do', expected: ['/']},
  {kind: 'task', query: 'compare the narrative products to pick the right one for my game', expected: ['/']},
  {
    kind: 'task',
    query: 'make every quest inherit from one shared parent blueprint',
    expected: ['/tales/quests/master-quest', '/pro/quests/master-quest'],
  },
  {
    kind: 'question',
    query: 'how can events read my custom quest variables without casting',
    expected: ['/tales/quests/master-quest', '/pro/quests/master-quest'],
  },
  {kind: 'task', query: 'let the player quit a conversation early', expected: ['/tales/tales-component/functions']},
  {
    kind: 'task',
    query: 'check if an npc has a conversation available before starting it',
    expected: ['/tales/tales-component/functions', '/pro/tales-component/functions'],
  },
  {
    kind: 'question',
    query: 'why does my custom event run twice on a node',
    expected: ['/tales/events/', '/pro/events/'],
  },
  {
    kind: 'task',
    query: 'write my own event that runs from a dialogue choice',
    expected: ['/tales/events/', '/pro/events/'],
  },
  {
    kind: 'task',
    query: 'destroy every actor with a certain tag from a quest',
    expected: ['/pro/events/community-events', '/tales/events/community-events'],
  },
  {
    kind: 'question',
    query: 'how can i remove a blocking wall after a quest step',
    expected: ['/pro/events/community-events', '/tales/events/community-events'],
  },
  {
    kind: 'task',
    query: 'set the mesh and materials for a wearable shirt item',
    expected: ['/inventory/items/equipment/clothing', '/pro/inventory/items/equipment/clothing'],
  },
  {
    kind: 'question',
    query: 'what settings does a wearable outfit item have',
    expected: ['/inventory/items/equipment/clothing', '/pro/inventory/items/equipment/clothing'],
  },
  {
    kind: 'question',
    query: 'how do players get to the character customization screen',
    expected: ['/pro/character-creator/'],
  },
  {kind: 'task', query: 'add a new skin color option for player customization', expected: ['/pro/character-creator/']},
  {
    kind: 'task',
    query: 'let my character wear armor and hold weapons with a component',
    expected: ['/pro/inventory/items/equipment/', '/inventory/items/equipment/'],
  },
  {
    kind: 'question',
    query: 'why do split body meshes not follow the main animation',
    expected: ['/pro/inventory/items/equipment/', '/inventory/items/equipment/'],
  },
  {
    kind: 'question',
    query: 'which source files changed in the tales 3.7.2 patch',
    expected: ['/tales/changelog/version-3.7.2'],
  },
  {
    kind: 'task',
    query: 'see the code fix that stops voice audio after walking away',
    expected: ['/tales/changelog/version-3.7.2'],
  },
  {
    kind: 'task',
    query: 'turn an npc inventory into a shop',
    expected: ['/inventory/looting/trading', '/pro/inventory/looting/trading'],
  },
  {
    kind: 'task',
    query: 'let players sell loot to a merchant npc',
    expected: ['/inventory/looting/trading', '/pro/inventory/looting/trading'],
  },
  {kind: 'task', query: 'npc companion that follows the player', expected: ['/pro/npcs/followers']},
  {kind: 'task', query: 'have an npc start following me after a conversation', expected: ['/pro/npcs/followers']},
  {
    kind: 'task',
    query: 'clean up all spawned quest actors by tag when done',
    expected: ['/tales/events/community-events', '/pro/events/community-events'],
  },
  {
    kind: 'question',
    query: 'is there an event that deletes doors or characters by tag',
    expected: ['/tales/events/community-events', '/pro/events/community-events'],
  },
  {
    kind: 'question',
    query: 'why can my c++ class not bind to interactable delegates',
    expected: ['/interaction/changelog/version-1.2.5'],
  },
  {
    kind: 'task',
    query: 'view the header change in the interaction 1.2.5 update',
    expected: ['/interaction/changelog/version-1.2.5'],
  },
  {
    kind: 'task',
    query: 'choose which level loads when pressing play on the title screen',
    expected: ['/pro/main-menu/'],
  },
  {kind: 'question', query: 'how do i make new game start on a different map', expected: ['/pro/main-menu/']},
  {kind: 'task', query: 'fail a quest instantly from blueprint with a message', expected: ['/tales/quests/functions']},
  {
    kind: 'task',
    query: 'spawn actors that get removed automatically when the quest ends',
    expected: ['/tales/quests/functions'],
  },
  {
    kind: 'question',
    query: 'why is my npc body animation not playing in dialogue',
    expected: ['/tales/dialogue/dialogue-nodes/animations', '/pro/dialogue/dialogue-nodes/animations'],
  },
  {
    kind: 'task',
    query: 'play face and body montages together on one mesh',
    expected: ['/tales/dialogue/dialogue-nodes/animations', '/pro/dialogue/dialogue-nodes/animations'],
  },
  {
    kind: 'question',
    query: 'is there a built in quest rule to stay close to someone',
    expected: ['/tales/quests/requirements/default-requirements'],
  },
  {
    kind: 'task',
    query: 'set warning text and max range for staying near an escort target',
    expected: ['/tales/quests/requirements/default-requirements'],
  },
  {
    kind: 'task',
    query: 'keep speakers on opposite sides of the screen in conversations',
    expected: ['/tales/dialogue/dialogue-sequence/', '/pro/dialogue/dialogue-sequence/'],
  },
  {
    kind: 'task',
    query: 'pick a random level sequence for a conversation camera',
    expected: ['/tales/dialogue/dialogue-sequence/', '/pro/dialogue/dialogue-sequence/'],
  },
  {
    kind: 'task',
    query: 'set up npc greetings and taunts triggered by gameplay tags',
    expected: ['/tales/dialogue/tagged-dialogue/', '/pro/dialogue/tagged-dialogue'],
  },
  {
    kind: 'question',
    query: 'how do i stop an npc greeting me while it is fighting',
    expected: ['/tales/dialogue/tagged-dialogue/', '/pro/dialogue/tagged-dialogue'],
  },
  // A third batch, written the same way on 2026-11-26 from 40 more pages drawn at random, none of them the
  // first expected page of an earlier question (withdrawn pages included; roadmap pages left out).
  {
    kind: 'question',
    query: 'why does the mouse cursor disappear when i close a menu',
    expected: ['/common-ui/faqs/keep-cursor-after-menu-close'],
  },
  {
    kind: 'task',
    query: 'keep mouse cursor visible after leaving menus in top down game',
    expected: ['/common-ui/faqs/keep-cursor-after-menu-close'],
  },
  {
    kind: 'question',
    query: "dialogue can't find my npc actor placed in the level",
    expected: ['/tales/dialogue/speakers'],
  },
  {
    kind: 'task',
    query: 'spawn an avatar actor for a speaker when dialogue starts',
    expected: ['/tales/dialogue/speakers', '/pro/dialogue/speakers'],
  },
  {kind: 'task', query: 'show the interaction prompt widget on my hud', expected: ['/interaction/installation/ui']},
  {
    kind: 'question',
    query: 'where do i put the interaction widget so it shows on screen',
    expected: ['/interaction/installation/ui'],
  },
  {kind: 'question', query: 'can npc groups be hostile or friendly to each other', expected: ['/pro/factions/']},
  {kind: 'task', query: 'make the bandits faction hostile to the heroes', expected: ['/pro/factions/']},
  {
    kind: 'task',
    query: 'create a new quest asset in the content browser',
    expected: ['/pro/quests/', '/tales/quests/'],
  },
  {
    kind: 'question',
    query: 'difference between quest states and quest branches',
    expected: ['/pro/quests/', '/tales/quests/'],
  },
  {
    kind: 'task',
    query: 'zoom out the minimap so it shows more area',
    expected: ['/pro/navigator/navigation-widgets/minimap', '/navigator/navigation-widgets/minimap'],
  },
  {
    kind: 'question',
    query: 'which setting controls how far the minimap is zoomed',
    expected: ['/pro/navigator/navigation-widgets/minimap', '/navigator/navigation-widgets/minimap'],
  },
  {kind: 'task', query: 'add compass and minimap widgets to my hud', expected: ['/navigator/installation/ui']},
  {
    kind: 'question',
    query: 'where should the screen markers widget go in the hud hierarchy',
    expected: ['/navigator/installation/ui'],
  },
  {
    kind: 'question',
    query: 'do i need a separate narrative component for every quest',
    expected: ['/tales/tales-component/', '/pro/tales-component/'],
  },
  {
    kind: 'task',
    query: 'add the narrative component to my player controller',
    expected: ['/tales/tales-component/', '/pro/tales-component/'],
  },
  {
    kind: 'task',
    query: 'let the player take items out of a chest',
    expected: ['/inventory/looting/', '/pro/inventory/looting/'],
  },
  {
    kind: 'question',
    query: 'how does looting another inventory work when overlapping a container',
    expected: ['/inventory/looting/', '/pro/inventory/looting/'],
  },
  {kind: 'question', query: 'where are the docs for the pro inventory screen ui', expected: ['/pro/ui/inventory/']},
  {kind: 'task', query: 'customize the inventory menu widget in narrative pro', expected: ['/pro/ui/inventory/']},
  {kind: 'question', query: 'does narrative inventory require the common ui plugin', expected: ['/inventory/']},
  {kind: 'task', query: 'quick start video for setting up the inventory plugin', expected: ['/inventory/']},
  {
    kind: 'question',
    query: 'do i have to install common ui before navigator',
    expected: ['/navigator/installation/common-ui'],
  },
  {
    kind: 'task',
    query: 'set up common ui as part of navigator install',
    expected: ['/navigator/installation/common-ui'],
  },
  {
    kind: 'question',
    query: 'why is there yellow error text around the edges of my map',
    expected: ['/pro/navigator/navigation-widgets/', '/navigator/navigation-widgets/'],
  },
  {
    kind: 'task',
    query: 'change the map widget to a square or distorted edge style',
    expected: ['/pro/navigator/navigation-widgets/', '/navigator/navigation-widgets/'],
  },
  {
    kind: 'task',
    query: 'let co-op players share the same quests and dialogue',
    expected: ['/tales/parties/', '/pro/parties/'],
  },
  {
    kind: 'question',
    query: 'who becomes the party leader in multiplayer',
    expected: ['/tales/parties/', '/pro/parties/'],
  },
  {
    kind: 'task',
    query: 'set muzzle flash and shell eject effects on a gun',
    expected: ['/pro/inventory/items/equipment/weapons/weapon-visual'],
  },
  {
    kind: 'question',
    query: "where to set a weapon's reload animation and firing sound",
    expected: ['/pro/inventory/items/equipment/weapons/weapon-visual'],
  },
  {
    kind: 'question',
    query: 'should the player inventory go on the controller or the character',
    expected: ['/inventory/installation/component-location'],
  },
  {
    kind: 'task',
    query: 'give an npc or a chest its own inventory',
    expected: ['/inventory/installation/component-location'],
  },
  {
    kind: 'question',
    query: 'is there a page about the minimap ui in narrative pro',
    expected: ['/pro/ui/navigator/minimap'],
  },
  {kind: 'task', query: 'restyle the minimap on the pro hud', expected: ['/pro/ui/navigator/minimap']},
  {
    kind: 'question',
    query: 'what happened to FindItemsByClass after upgrading inventory',
    expected: ['/inventory/changelog/version-2.0.0'],
  },
  {
    kind: 'task',
    query: 'update my c++ code for the inventory 2.0 upgrade',
    expected: ['/inventory/changelog/version-2.0.0'],
  },
  {
    kind: 'task',
    query: "insert the player's name into a dialogue line at runtime",
    expected: ['/tales/dialogue/dialogue-nodes/get-string-variables'],
  },
  {
    kind: 'question',
    query: 'why does my {item} placeholder show up empty in dialogue text',
    expected: ['/tales/dialogue/dialogue-nodes/get-string-variables'],
  },
  {
    kind: 'question',
    query: 'is there documentation for the compass bar ui in pro',
    expected: ['/pro/ui/navigator/compass'],
  },
  {
    kind: 'task',
    query: 'customize the compass widget at the top of the pro hud',
    expected: ['/pro/ui/navigator/compass'],
  },
  {kind: 'task', query: 'install and enable the narrative common ui plugin', expected: ['/common-ui/installation/']},
  {
    kind: 'question',
    query: 'what should the game viewport client class be set to',
    expected: ['/common-ui/installation/'],
  },
  {
    kind: 'question',
    query: 'npc line condition fails even though the quest was just started',
    expected: ['/tales/dialogue/npc-chunking'],
  },
  {
    kind: 'task',
    query: 'force dialogue conditions to re-check using an empty player node',
    expected: ['/tales/dialogue/npc-chunking'],
  },
  {
    kind: 'question',
    query: 'where is the settings menu ui documented in narrative pro',
    expected: ['/pro/ui/settings/'],
  },
  {kind: 'task', query: 'customize the audio and video settings menu in pro', expected: ['/pro/ui/settings/']},
  {kind: 'question', query: 'is there a page on the interaction prompt ui in pro', expected: ['/pro/ui/interaction/']},
  {kind: 'task', query: 'restyle the press e to interact prompt in narrative pro', expected: ['/pro/ui/interaction/']},
  {
    kind: 'question',
    query: 'which bone does a holstered weapon attach to',
    expected: ['/inventory/items/equipment/weapons', '/pro/inventory/items/equipment/weapons/'],
  },
  {
    kind: 'task',
    query: 'set the clip size and ammo type for a gun item',
    expected: ['/inventory/items/equipment/weapons', '/pro/inventory/items/equipment/weapons/'],
  },
  {kind: 'question', query: 'are npc ai goals documented yet', expected: ['/pro/npcs/ai/goals']},
  {kind: 'task', query: 'give an npc ai goals to pursue', expected: ['/pro/npcs/ai/goals']},
  {
    kind: 'task',
    query: 'complete a quest task when the player walks into a trigger box',
    expected: ['/tales/quests/tasks/community-tasks', '/pro/quests/tasks/community-tasks'],
  },
  {
    kind: 'question',
    query: 'go to location task completes when player is only near the door',
    expected: ['/tales/quests/tasks/community-tasks', '/pro/quests/tasks/community-tasks'],
  },
  {
    kind: 'task',
    query: 'add a new skill like sneak or magic to the skill tree',
    expected: ['/pro/skill-tree/adding-new-skills'],
  },
  {
    kind: 'question',
    query: 'what parent class should a new skill blueprint use',
    expected: ['/pro/skill-tree/adding-new-skills'],
  },
  {
    kind: 'task',
    query: 'make a custom player controller for the navigator setup',
    expected: ['/navigator/installation/player-controller'],
  },
  {
    kind: 'question',
    query: 'where do i set which player controller the game mode uses',
    expected: ['/navigator/installation/player-controller'],
  },
  {
    kind: 'task',
    query: 'save and load custom map markers',
    expected: ['/pro/navigator/navigator-component', '/navigator/navigator-component'],
  },
  {
    kind: 'question',
    query: 'are unlocked points of interest kept after loading a save',
    expected: ['/pro/navigator/navigator-component', '/navigator/navigator-component'],
  },
  {
    kind: 'task',
    query: 'make a door that opens and closes when the player interacts',
    expected: ['/pro/interaction/door-example', '/interaction/door-example'],
  },
  {
    kind: 'question',
    query: 'how to keep a door locked until a button is pressed',
    expected: ['/pro/interaction/door-example', '/interaction/door-example'],
  },
  {kind: 'question', query: 'is there a quick start video for quests and dialogue', expected: ['/tales/']},
  {kind: 'task', query: 'download the narrative quest and dialogue plugin from fab', expected: ['/tales/']},
  {
    kind: 'task',
    query: 'turn off missing sound cue warnings on dialogue nodes',
    expected: ['/pro/dialogue/warnings', '/tales/dialogue/warnings'],
  },
  {
    kind: 'question',
    query: 'why does every dialogue node warn that it has no audio',
    expected: ['/pro/dialogue/warnings', '/tales/dialogue/warnings'],
  },
  {kind: 'question', query: 'is the world map menu ui documented for pro', expected: ['/pro/ui/navigator/worldmap']},
  {kind: 'task', query: 'customize the world map screen in narrative pro', expected: ['/pro/ui/navigator/worldmap']},
  {
    kind: 'task',
    query: 'require a keycard in the inventory before the player can interact',
    expected: ['/pro/interaction/interactables/functions', '/interaction/interactables/functions'],
  },
  {
    kind: 'question',
    query: 'can the interact prompt switch from open to close at runtime',
    expected: ['/pro/interaction/interactables/functions', '/interaction/interactables/functions'],
  },
  {kind: 'task', query: 'quest objective to kill one specific enemy npc', expected: ['/pro/quests/tasks/defaulttasks']},
  {
    kind: 'question',
    query: 'can a go to location task complete by leaving the area instead',
    expected: ['/pro/quests/tasks/defaulttasks', '/tales/quests/tasks/defaulttasks'],
  },
  {
    kind: 'task',
    query: 'stop players from skipping an important conversation',
    expected: ['/tales/dialogue/functions'],
  },
  {
    kind: 'question',
    query: 'which function decides where the dialogue camera aims on the head',
    expected: ['/tales/dialogue/functions', '/pro/dialogue/functions'],
  },
  {
    kind: 'question',
    query: 'where are the gameplay options like crouch toggle documented',
    expected: ['/pro/ui/settings/gameplay-options'],
  },
  {
    kind: 'task',
    query: 'change the gameplay options tab of the pro settings menu',
    expected: ['/pro/ui/settings/gameplay-options'],
  },
  {kind: 'question', query: 'how do npcs decide whether to attack run away or patrol', expected: ['/pro/npcs/ai/']},
  {kind: 'task', query: 'score ai tasks so the npc picks the best action', expected: ['/pro/npcs/ai/']},
  {
    kind: 'question',
    query: 'how long does a dialogue line show without any audio',
    expected: ['/pro/dialogue/dialogue-nodes/', '/tales/dialogue/dialogue-nodes/'],
  },
  {
    kind: 'task',
    query: 'have an npc say a random greeting from a few variations',
    expected: ['/pro/dialogue/dialogue-nodes/', '/tales/dialogue/dialogue-nodes/'],
  },
  // Out of scope until the Pro FAQ's keywords said its Mounts answer (not supported yet) in a reader's words.
  {kind: 'question', query: 'ride a horse', expected: ['/pro/faqs']},
];
