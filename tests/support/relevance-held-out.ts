/**
 * Queries held out from tuning: written from the fact sheets before any
 * change to the ranking, the way an Unreal developer types them, and never
 * looked at while tuning. The benchmark reports them beside the tuning table
 * (`relevance.ts`) so that a change that only fits the tuning table shows.
 *
 * Each query lists the pages that truly answer it, from what the facts say
 * the pages hold, not from what the index returns; where Tales and Pro (or a
 * standalone plugin and Pro) document the same feature, either twin answers.
 * Never change an expected page to fit the results, and never tune on these.
 *
 * On 2026-11-25 the queries it missed were read, to judge whether the
 * results were wrong or the expected pages too few (the results were wrong).
 * It still measures, but no longer as queries no one has seen: that is now
 * `relevance-fresh.ts`.
 */
import type {RelevanceQuery} from './relevance';

const dialogue = ['/tales/dialogue/', '/pro/dialogue/'];
const dialogueNodes = [
  '/tales/dialogue/dialogue-nodes/',
  '/pro/dialogue/dialogue-nodes/',
  '/tales/dialogue/dialogue-nodes/node-breakdown',
  '/pro/dialogue/dialogue-nodes/node-breakdown',
];
const animations = ['/tales/dialogue/dialogue-nodes/animations', '/pro/dialogue/dialogue-nodes/animations'];
const dialogueSequence = ['/tales/dialogue/dialogue-sequence/', '/pro/dialogue/dialogue-sequence/'];
const shots = ['/tales/dialogue/dialogue-sequence/shots', '/pro/dialogue/dialogue-sequence/shots'];
const quests = ['/tales/quests/', '/pro/quests/'];
const tasks = ['/tales/quests/tasks/', '/pro/quests/tasks/'];
const defaultTasks = ['/tales/quests/tasks/defaulttasks', '/pro/quests/tasks/defaulttasks'];
const states = ['/tales/quests/states', '/pro/quests/states'];
const branches = ['/tales/quests/branches', '/pro/quests/branches'];
const conditions = ['/tales/conditions/', '/pro/conditions/'];
const events = ['/tales/events/', '/pro/events/'];
const defaultEvents = ['/tales/events/default-events', '/pro/events/default-events'];
const parties = ['/tales/parties/', '/pro/parties/'];
const partyDialogue = ['/tales/parties/dialogue-and-quests', '/pro/parties/dialogue-and-quests'];
const narrativeFunctions = ['/tales/tales-component/functions', '/pro/tales-component/functions'];
const inventoryComponent = ['/inventory/inventory-component/', '/pro/inventory/inventory-component/'];
const inventoryFunctions = ['/inventory/inventory-component/functions', '/pro/inventory/inventory-component/functions'];
const items = ['/inventory/items/', '/pro/inventory/items/'];
const itemFunctions = ['/inventory/items/functions', '/pro/inventory/items/functions'];
const equipment = ['/inventory/items/equipment/', '/pro/inventory/items/equipment/'];
const lootTables = ['/inventory/loot-tables', '/pro/inventory/loot-tables'];
const looting = ['/inventory/looting/', '/pro/inventory/looting/'];
const trading = ['/inventory/looting/trading', '/pro/inventory/looting/trading'];
const minimap = ['/navigator/navigation-widgets/minimap', '/pro/navigator/navigation-widgets/minimap'];
const worldMap = ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'];
const navigationWidgets = ['/navigator/navigation-widgets/', '/pro/navigator/navigation-widgets/'];
const markers = [
  '/navigator/navigation-widgets/screen-space-markers',
  '/pro/navigator/navigation-widgets/screen-space-markers',
];
const pointsOfInterest = ['/navigator/points-of-interest', '/pro/navigator/points-of-interest'];
const navigatorComponent = ['/navigator/navigator-component', '/pro/navigator/navigator-component'];
const mapTiles = ['/navigator/map-tile-generator', '/pro/navigator/map-tile-generator'];
const interactables = ['/interaction/interactables/', '/pro/interaction/interactables/'];
const interactableFunctions = ['/interaction/interactables/functions', '/pro/interaction/interactables/functions'];
const door = ['/interaction/door-example', '/pro/interaction/door-example'];
const gameplayEffectItems = ['/pro/inventory/items/gameplay-effect-items'];
const installations = [
  '/common-ui/installation/',
  '/interaction/installation/',
  '/inventory/installation/',
  '/navigator/installation/',
  '/tales/installation/',
  '/pro/installation/',
];
const texturesFixed = ['/common-ui/changelog/', '/inventory/changelog/', '/navigator/changelog/'];

export const heldOutTable: RelevanceQuery[] = [
  // Questions, as typed into a search box.
  {kind: 'question', query: 'how do I make a chest lootable', expected: looting},
  {
    kind: 'question',
    query: 'why does my interaction not detect npcs',
    expected: ['/interaction/installation/collision-settings'],
  },
  {kind: 'question', query: 'how do I turn an npc into a shopkeeper', expected: trading},
  {kind: 'question', query: 'how do I start a dialogue from blueprint', expected: narrativeFunctions},
  {kind: 'question', query: 'how do I change which bone the dialogue camera looks at', expected: dialogue},
  {kind: 'question', query: 'why is the facial animation not playing', expected: animations},
  {kind: 'question', query: 'how do I play body and face animations at the same time', expected: animations},
  {kind: 'question', query: 'how do I stop players skipping dialogue lines', expected: [...dialogueNodes, '/pro/faqs']},
  {
    kind: 'question',
    query: 'how do I hide a quest from the journal',
    expected: ['/tales/mods/show-ui', '/tales/mods/'],
  },
  {
    kind: 'question',
    query: 'why are my default items not given on begin play',
    expected: [...lootTables, ...inventoryFunctions, '/inventory/changelog/version-2.0.0'],
  },
  {kind: 'question', query: 'how do I open the world map with a key', expected: worldMap},
  {kind: 'question', query: 'why are waypoints drawn over my menus', expected: worldMap},
  {kind: 'question', query: 'how do I make the minimap show more of the level', expected: minimap},
  {kind: 'question', query: 'how do I get rid of the error text around the map', expected: navigationWidgets},
  {kind: 'question', query: 'how do I add a new fast travel point', expected: pointsOfInterest},
  {kind: 'question', query: 'how do I get a companion to follow the player', expected: ['/pro/npcs/followers']},
  {kind: 'question', query: 'how do I spawn an npc at runtime', expected: ['/pro/npcs/', '/pro/npcs/npc-spawners/']},
  {kind: 'question', query: 'how do I change the player character mesh', expected: ['/pro/player/']},
  {
    kind: 'question',
    query: 'why are my animations broken after changing the skeleton',
    expected: ['/pro/player/', ...animations],
  },
  {kind: 'question', query: 'how do I make an item that heals the player', expected: gameplayEffectItems},
  {kind: 'question', query: 'how do I make a poison item that damages over time', expected: gameplayEffectItems},
  {kind: 'question', query: 'why does my quest condition never pass', expected: [...conditions, ...states]},
  {
    kind: 'question',
    query: 'how do I check if the player has an item in dialogue',
    expected: ['/pro/conditions/default-conditions', ...conditions],
  },
  {kind: 'question', query: 'how do I give the player xp after a quest', expected: ['/pro/events/default-events']},
  {kind: 'question', query: 'how do I write a custom condition', expected: conditions},
  {kind: 'question', query: 'how do I create my own quest task', expected: tasks},
  {kind: 'question', query: 'why does narrative wait forever on my event', expected: [...events, ...conditions]},
  {kind: 'question', query: 'how do I add players to a party', expected: parties},
  {kind: 'question', query: 'how do I keep quest progress when changing levels', expected: ['/tales/saving-loading/']},
  {kind: 'question', query: 'how do I save a variable on my actor', expected: ['/pro/saving/']},
  {kind: 'question', query: 'how do I change the interact key', expected: ['/interaction/interaction-component']},
  {kind: 'question', query: 'how do I make the interaction prompt say Open', expected: interactableFunctions},
  {kind: 'question', query: 'how do I lock a door until a button is pressed', expected: door},
  {kind: 'question', query: 'why does my door not open for other players', expected: door},
  {kind: 'question', query: 'how do I hide the action buttons under dialogue', expected: ['/common-ui/faqs/']},
  {kind: 'question', query: 'I already have a common ui setup what do I do', expected: ['/common-ui/faqs/']},
  {
    kind: 'question',
    query: 'how do I set the player name shown in dialogue',
    expected: [...dialogue, '/pro/project-settings/'],
  },
  {kind: 'question', query: 'how do I verify my purchase on discord', expected: ['/verification']},
  {kind: 'question', query: 'where do I find my fab invoice', expected: ['/verification']},
  {
    kind: 'question',
    query: 'why can I not see the plugin content in the content browser',
    expected: [...installations, ...mapTiles],
  },
  {
    kind: 'question',
    query: 'why is the screen black when I open the narrative pro map',
    expected: ['/pro/installation/project-settings'],
  },
  {kind: 'question', query: 'does tales come with lip sync', expected: ['/tales/faqs/']},
  {kind: 'question', query: 'can I randomise quests at runtime', expected: ['/tales/faqs/']},
  {kind: 'question', query: 'how many save slots can players use', expected: ['/pro/project-settings/']},

  // Identifiers as pasted from C++ or a Blueprint, prefixes and all.
  {kind: 'identifier', query: 'UQuest', expected: quests},
  {kind: 'identifier', query: 'UNarrativeItem', expected: items},
  {kind: 'identifier', query: 'UNarrativeInventoryComponent', expected: inventoryComponent},
  {kind: 'identifier', query: 'FLootTableRoll', expected: lootTables},
  {kind: 'identifier', query: 'UItemCollection', expected: [...lootTables, '/inventory/changelog/version-2.0.0']},
  {kind: 'identifier', query: 'ENarrativeGameplayDifficulty', expected: ['/pro/abilities/']},
  {kind: 'identifier', query: 'ETeamAttitude', expected: ['/pro/factions/', '/pro/factions/functions']},
  {kind: 'identifier', query: 'ENarrativeFactionID', expected: ['/pro/factions/']},
  {kind: 'identifier', query: 'EPartyEventPolicy', expected: [...events, ...conditions, ...partyDialogue]},
  {kind: 'identifier', query: 'EEventRuntime', expected: events},
  {kind: 'identifier', query: 'EStateNodeType', expected: states},
  {kind: 'identifier', query: 'UNarrativeDialogueSequence', expected: dialogueSequence},
  {
    kind: 'identifier',
    query: 'FDialoguePlayParams',
    expected: ['/tales/changelog/version-3.6.0', '/tales/changelog/', '/pro/changelog/'],
  },
  {kind: 'identifier', query: 'bCanBeExited', expected: dialogue},
  {
    kind: 'identifier',
    query: 'bWarnMissingSoundCues',
    expected: [
      '/tales/dialogue/warnings',
      '/pro/dialogue/warnings',
      '/tales/dialogue/dialogue-nodes/audio',
      '/pro/dialogue/dialogue-nodes/audio',
    ],
  },
  {kind: 'identifier', query: 'bConsumeOnUse', expected: items},
  {kind: 'identifier', query: 'bShowUI', expected: ['/tales/mods/show-ui']},
  {kind: 'identifier', query: 'bUse180DegreeRule', expected: dialogueSequence},
  {
    kind: 'identifier',
    query: 'bRefireOnLoad',
    expected: [...events, '/tales/changelog/version-3.6.0', '/tales/changelog/'],
  },
  {
    kind: 'identifier',
    query: 'bCheckAutoUse',
    expected: [...inventoryFunctions, '/inventory/changelog/version-2.0.0'],
  },
  {kind: 'identifier', query: 'bRememberIfKilled', expected: ['/pro/settlements/']},
  {kind: 'identifier', query: 'ANarrativeNPCCharacter', expected: ['/pro/npcs/', '/pro/settlements/']},
  {kind: 'identifier', query: 'UNPCDefinition', expected: ['/pro/npcs/', '/pro/npcs/npc-spawners/npc-spawn']},
  {kind: 'identifier', query: 'FNPCSpawnParams', expected: ['/pro/npcs/npc-spawners/npc-spawn']},
  {kind: 'identifier', query: 'TryActivateAbilityByClass', expected: ['/pro/abilities/creating-new-abilities']},
  {
    kind: 'identifier',
    query: 'GiveDefaultItems',
    expected: [...lootTables, ...inventoryFunctions, '/inventory/changelog/version-2.0.0'],
  },
  {kind: 'identifier', query: 'tryaddfromloottable', expected: inventoryFunctions},
  {
    kind: 'identifier',
    query: 'getstringvariable',
    expected: [...items, ...itemFunctions, '/tales/dialogue/functions', '/pro/dialogue/functions'],
  },
  {kind: 'identifier', query: 'Get Faction Attitude By Faction', expected: ['/pro/factions/functions']},
  {kind: 'identifier', query: 'CheckCondition', expected: conditions},
  {kind: 'identifier', query: 'ExecuteEvent', expected: events},
  {kind: 'identifier', query: 'AddPartyMember', expected: parties},
  {kind: 'identifier', query: 'CompleteNarrativeDataTask', expected: [...tasks, ...defaultTasks, ...defaultEvents]},
  {kind: 'identifier', query: 'BP_NarrativePlayerCharacter', expected: ['/pro/player/']},
  {kind: 'identifier', query: 'WBP_NarrativeHUDNotification', expected: ['/pro/notifications/']},
  {
    kind: 'identifier',
    query: 'W_NarrativeMenu_Looting',
    expected: ['/inventory/installation/player-controller', '/inventory/ui/'],
  },
  {kind: 'identifier', query: 'WBP_ItemInspector', expected: ['/inventory/ui/']},
  {kind: 'identifier', query: 'DT_NarrativeInputActions', expected: ['/interaction/interaction-component']},
  {kind: 'identifier', query: 'Utility_GenerateMapTiles', expected: mapTiles},
  {kind: 'identifier', query: 'BP_PointOfInterest', expected: pointsOfInterest},
  {
    kind: 'identifier',
    query: 'GE_ItemGameplayEffect',
    expected: ['/pro/abilities/gameplay-effects', ...gameplayEffectItems],
  },
  {kind: 'identifier', query: 'SetByCaller.Health', expected: gameplayEffectItems},
  {kind: 'identifier', query: 'Narrative.State.Invulnerable', expected: ['/pro/faqs', '/pro/npcs/']},
  {
    kind: 'identifier',
    query: 'OnBeginLooting',
    expected: ['/inventory/installation/player-controller', ...inventoryFunctions],
  },
  {kind: 'identifier', query: 'InteractionCheckSphereRadius', expected: ['/interaction/interaction-component']},
  {kind: 'identifier', query: 'FocusedOverlayMaterial', expected: interactables},
  {
    kind: 'identifier',
    query: 'QuestTaskSearchPaths',
    expected: ['/tales/changelog/version-3.6.0', '/tales/changelog/'],
  },
  {
    kind: 'identifier',
    query: 'PlayDialogueAnimation',
    expected: [...animations, '/tales/dialogue/functions', '/pro/dialogue/functions'],
  },
  {kind: 'identifier', query: 'DefaultHeadBoneName', expected: dialogue},
  {kind: 'identifier', query: 'NE_SetWeather', expected: ['/pro/narrative-sky/intergrations/ultra-dynamic-sky']},
  {kind: 'identifier', query: 'LoadSingleActor', expected: ['/pro/saving/']},
  {
    kind: 'identifier',
    query: 'narrativesavablecomponent',
    expected: ['/pro/saving/'],
  },
  {kind: 'identifier', query: 'beginquest', expected: [...quests, ...defaultEvents]},
  {kind: 'identifier', query: 'Can Be Removed', expected: itemFunctions},
  {kind: 'identifier', query: 'HasDialogueAvailable', expected: narrativeFunctions},
  {
    kind: 'identifier',
    query: 'Get Line Duration',
    expected: [...dialogueNodes, '/tales/dialogue/functions', '/pro/dialogue/functions'],
  },

  // Typos.
  {kind: 'typo', query: 'invnetory component', expected: inventoryComponent},
  {kind: 'typo', query: 'dialouge', expected: dialogue},
  {kind: 'typo', query: 'quset', expected: quests},
  {kind: 'typo', query: 'minimpa', expected: minimap},
  {kind: 'typo', query: 'factons', expected: ['/pro/factions/']},
  {kind: 'typo', query: 'settlment loader', expected: ['/pro/settlements/settlement-loaders']},
  {kind: 'typo', query: 'behavour tree', expected: ['/pro/npcs/ai/behavior-trees']},
  {kind: 'typo', query: 'compnion', expected: ['/pro/npcs/followers']},
  {kind: 'typo', query: 'lootng', expected: looting},
  {kind: 'typo', query: 'tradeing', expected: trading},
  {kind: 'typo', query: 'interactabel', expected: interactables},
  {kind: 'typo', query: 'speeker', expected: ['/tales/dialogue/speakers', '/pro/dialogue/speakers']},
  {kind: 'typo', query: 'condtions', expected: conditions},
  {kind: 'typo', query: 'naviagtor component', expected: navigatorComponent},
  {kind: 'typo', query: 'chracter appearance', expected: ['/pro/inventory/items/equipment/character-appearance']},
  {kind: 'typo', query: 'weapon atachment', expected: ['/pro/inventory/items/equipment/weapons/weapon-attachment']},
  {kind: 'typo', query: 'equipement', expected: equipment},
  {kind: 'typo', query: 'map tile genrator', expected: mapTiles},

  // Queries that name a product.
  {kind: 'product', query: 'pro looting', expected: ['/pro/inventory/looting/']},
  {kind: 'product', query: 'inventory trading', expected: ['/inventory/looting/trading']},
  {kind: 'product', query: 'pro trading vendor', expected: ['/pro/inventory/looting/trading']},
  {kind: 'product', query: 'tales conditions', expected: ['/tales/conditions/']},
  {kind: 'product', query: 'pro default events', expected: ['/pro/events/default-events']},
  {kind: 'product', query: 'tales default events', expected: ['/tales/events/default-events']},
  {kind: 'product', query: 'navigator points of interest', expected: ['/navigator/points-of-interest']},
  {kind: 'product', query: 'pro minimap', expected: ['/pro/navigator/navigation-widgets/minimap']},
  {kind: 'product', query: 'interaction functions', expected: ['/interaction/interactables/functions']},
  {kind: 'product', query: 'inventory item functions', expected: ['/inventory/items/functions']},
  {kind: 'product', query: 'pro saving', expected: ['/pro/saving/']},
  {kind: 'product', query: 'tales saving', expected: ['/tales/saving-loading/']},
  {kind: 'product', query: 'common ui installation', expected: ['/common-ui/installation/']},
  {kind: 'product', query: 'inventory installation', expected: ['/inventory/installation/']},
  {kind: 'product', query: 'pro quest branches', expected: ['/pro/quests/branches']},
  {kind: 'product', query: 'tales dialogue sequence', expected: ['/tales/dialogue/dialogue-sequence/']},
  {kind: 'product', query: 'pro equipment', expected: ['/pro/inventory/items/equipment/']},
  {kind: 'product', query: 'navigator changelog', expected: ['/navigator/changelog/']},
  {kind: 'product', query: 'common ui changelog', expected: ['/common-ui/changelog/']},
  {kind: 'product', query: 'inventory player controller', expected: ['/inventory/installation/player-controller']},
  {kind: 'product', query: 'pro dialogue warnings', expected: ['/pro/dialogue/warnings']},

  // Error messages and symptoms.
  {kind: 'error', query: 'UI will not work', expected: ['/tales/tales-component/errors']},
  {kind: 'error', query: 'narrative component on more than one actor', expected: ['/tales/tales-component/errors']},
  {kind: 'error', query: 'overlay material not working on nanite mesh', expected: interactables},
  {
    kind: 'error',
    query: 'no inventory slots',
    expected: ['/inventory/changelog/version-2.0.0', ...inventoryFunctions],
  },
  {kind: 'error', query: 'fast travel not working settlement', expected: ['/pro/settlements/settlement-loaders']},
  {kind: 'error', query: 'montage not playing on dialogue', expected: animations},
  {kind: 'error', query: 'GameplayCues inside plugins folder', expected: ['/pro/installation/gameplay-cues']},
  {kind: 'error', query: 'movies do not show in the content drawer', expected: ['/pro/installation/movies']},
  {kind: 'error', query: 'map pixelated when zoomed in', expected: [...worldMap, ...mapTiles]},
  {kind: 'error', query: 'replicated dialogue crash', expected: ['/tales/changelog/']},
  {kind: 'error', query: 'copy paste corrupting dialogue assets', expected: [...dialogue, ...quests]},
  {kind: 'error', query: 'missing texture T_Marker', expected: texturesFixed},
  {kind: 'error', query: 'prompt asking to rebuild plugins', expected: ['/plugin-upgrades']},

  // Upgrades.
  {kind: 'upgrade', query: 'RunUAT BuildPlugin Win64', expected: ['/plugin-upgrades']},
  {kind: 'upgrade', query: 'build the plugin for a new engine on linux', expected: ['/plugin-upgrades']},
  {kind: 'upgrade', query: 'FindItemsByClass renamed', expected: ['/inventory/changelog/version-2.0.0']},
  {kind: 'upgrade', query: 'CreatedStacks', expected: ['/inventory/changelog/version-2.0.0']},
  {kind: 'upgrade', query: 'NarrativeComponent renamed TalesComponent', expected: ['/pro/changelog/']},
  {kind: 'upgrade', query: 'settlements removed in pro', expected: ['/pro/changelog/', '/pro/settlements/']},
  {
    kind: 'upgrade',
    query: 'VendorInventoryComponent removed',
    expected: ['/inventory/changelog/version-2.0.0', '/inventory/changelog/'],
  },
  {kind: 'upgrade', query: 'tales 3.5 controller support in dialogue', expected: ['/tales/changelog/']},
  {
    kind: 'upgrade',
    query: 'upgrade inventory 1.7 to 2.0',
    expected: ['/inventory/changelog/', '/inventory/changelog/version-2.0.0'],
  },
  {kind: 'upgrade', query: 'GetNPCReplies replaced', expected: ['/tales/changelog/version-3.6.0']},
  {kind: 'upgrade', query: 'pro 2.2 new features', expected: ['/pro/changelog/']},

  // Tasks in a developer's words.
  {kind: 'task', query: 'disable the day night cycle', expected: ['/pro/narrative-sky/']},
  {kind: 'task', query: 'change the length of a day', expected: ['/pro/narrative-sky/']},
  {kind: 'task', query: 'set the combat music', expected: ['/pro/music/']},
  {kind: 'task', query: 'add lore notes players can read', expected: ['/pro/books/']},
  {kind: 'task', query: 'make two factions friendly', expected: ['/pro/factions/', '/pro/factions/functions']},
  {
    kind: 'task',
    query: 'show a dialogue line only on hard difficulty',
    expected: ['/pro/conditions/default-conditions', '/pro/abilities/'],
  },
  {kind: 'task', query: 'add a colour option to the character creator', expected: ['/pro/character-creator/']},
  {
    kind: 'task',
    query: 'set vendor buy and sell prices',
    expected: [...inventoryComponent, ...inventoryFunctions, '/inventory/changelog/version-2.0.0'],
  },
  {kind: 'task', query: 'show a custom stat in the item inspector', expected: items},
  {kind: 'task', query: 'make an item stack up to 20', expected: items},
  {
    kind: 'task',
    query: 'add a holster socket to the skeleton',
    expected: ['/pro/inventory/items/equipment/weapons/weapon-attachment'],
  },
  {kind: 'task', query: 'create a ranged weapon', expected: ['/pro/inventory/items/equipment/weapons/']},
  {kind: 'task', query: 'place an npc spawner in the level', expected: ['/pro/npcs/npc-spawners/']},
  {
    kind: 'task',
    query: 'load a settlement when the player gets close',
    expected: ['/pro/settlements/settlement-loaders'],
  },
  {kind: 'task', query: 'replace the notification popup widget', expected: ['/pro/notifications/']},
  {kind: 'task', query: 'write dialogue outside unreal and paste it in', expected: dialogue},
  {kind: 'task', query: 'loop dialogue back to an earlier question', expected: dialogueNodes},
  {kind: 'task', query: 'pick a player reply automatically', expected: dialogueNodes},
  {kind: 'task', query: 'complete a task when the player reaches a location', expected: defaultTasks},
  {kind: 'task', query: 'start the next quest when one finishes', expected: defaultEvents},
  {
    kind: 'task',
    query: 'show the number of active quests in the journal',
    expected: ['/tales/ui/w_narrativemenu_questjournal'],
  },
  {
    kind: 'task',
    query: 'edit the quest tracker on the hud',
    expected: ['/tales/ui/bp_narrative3overlay', '/tales/ui/'],
  },
  {kind: 'task', query: 'make interacting take a few seconds', expected: interactables},
  {kind: 'task', query: 'show an actor on the compass and minimap', expected: markers},
  {kind: 'task', query: 'save unlocked fast travel points', expected: navigatorComponent},

  // Topics.
  {kind: 'topic', query: 'utility ai scores', expected: ['/pro/npcs/ai/']},
  {kind: 'topic', query: 'state trees', expected: ['/pro/npcs/ai/behavior-trees']},
  {kind: 'topic', query: 'self contained quests', expected: ['/tales/quests/quest-design', '/pro/quests/quest-design']},
  {
    kind: 'topic',
    query: 'dialogue priority',
    expected: [...dialogue, ...narrativeFunctions, '/tales/changelog/', '/tales/changelog/version-3.6.0'],
  },
  {kind: 'topic', query: 'over the shoulder shot', expected: shots},
  {kind: 'topic', query: 'leader pose component', expected: equipment},
  {kind: 'topic', query: 'hidden quest branch', expected: branches},
  {kind: 'topic', query: 'quest success and failure states', expected: states},
  {kind: 'topic', query: 'cheat manager console commands', expected: ['/pro/editor-tools/']},
  {kind: 'topic', query: 'blackboard keys', expected: ['/pro/project-settings/']},
  {kind: 'topic', query: 'tagged dialogue cooldown', expected: ['/pro/dialogue/tagged-dialogue']},

  // Page titles.
  {
    kind: 'title',
    query: 'node breakdown',
    expected: ['/tales/dialogue/dialogue-nodes/node-breakdown', '/pro/dialogue/dialogue-nodes/node-breakdown'],
  },
  {
    kind: 'title',
    query: 'community events',
    expected: ['/tales/events/community-events', '/pro/events/community-events'],
  },
  {kind: 'title', query: 'settlement loader', expected: ['/pro/settlements/settlement-loaders']},
  {
    kind: 'title',
    query: 'default conditions',
    expected: ['/tales/conditions/default-conditions', '/pro/conditions/default-conditions'],
  },
  {kind: 'title', query: 'default abilities', expected: ['/pro/abilities/default-abilities']},
  {kind: 'title', query: 'editor tools', expected: ['/pro/editor-tools/']},
  {kind: 'title', query: 'death screen', expected: ['/pro/ui/death-screen']},
  {kind: 'title', query: 'weapon visual', expected: ['/pro/inventory/items/equipment/weapons/weapon-visual']},
];
