/**
 * Queries a game developer types, each with the pages one of which must be
 * among the first three results. Where Tales and Pro (or a standalone plugin
 * and Pro) document the same feature, either page answers the query.
 *
 * The first block names features by their titles; the rest was written from
 * the fact sheets before any tuning, as a new user would type: tasks and
 * questions in a developer's words, identifiers typed loosely, queries that
 * name a product, typos, error messages and upgrade questions. The last
 * block, tasks and questions from the fact sheets of 28 pages drawn at
 * random, came later, also before any tuning on it. Never change an expected
 * page to fit what the index returns.
 */
export type QueryKind =
  'title' | 'topic' | 'task' | 'question' | 'identifier' | 'product' | 'typo' | 'error' | 'upgrade';

export type RelevanceQuery = {kind: QueryKind; query: string; expected: string[]};

export const relevanceTable: RelevanceQuery[] = [
  // Feature names and page titles.
  {kind: 'title', query: 'quest tasks', expected: ['/tales/quests/tasks/', '/pro/quests/tasks/']},
  {kind: 'title', query: 'save game', expected: ['/tales/saving-loading/', '/pro/saving/']},
  {
    kind: 'title',
    query: 'minimap',
    expected: ['/navigator/navigation-widgets/minimap', '/pro/navigator/navigation-widgets/minimap'],
  },
  {kind: 'title', query: 'loot table', expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables']},
  // A dialogue's camera settings are on its page; the shots themselves have pages of their own.
  {
    kind: 'topic',
    query: 'dialogue camera',
    expected: [
      '/tales/dialogue/',
      '/pro/dialogue/',
      '/tales/dialogue/dialogue-sequence/',
      '/pro/dialogue/dialogue-sequence/',
    ],
  },
  {kind: 'title', query: 'faction', expected: ['/pro/factions/']},
  {kind: 'typo', query: 'invetory', expected: ['/inventory/', '/pro/inventory/']},
  {
    kind: 'title',
    query: 'world map',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {
    kind: 'title',
    query: 'compass',
    expected: ['/navigator/navigation-widgets/compass', '/pro/navigator/navigation-widgets/compass'],
  },
  {kind: 'title', query: 'interaction component', expected: ['/interaction/interaction-component']},
  {kind: 'title', query: 'door', expected: ['/interaction/door-example', '/pro/interaction/door-example']},
  {kind: 'topic', query: 'vendor trading', expected: ['/inventory/looting/trading', '/pro/inventory/looting/trading']},
  {kind: 'title', query: 'equipment', expected: ['/inventory/items/equipment/', '/pro/inventory/items/equipment/']},
  {
    kind: 'title',
    query: 'weapons',
    expected: ['/inventory/items/equipment/weapons', '/pro/inventory/items/equipment/weapons/'],
  },
  {
    kind: 'title',
    query: 'clothing',
    expected: ['/inventory/items/equipment/clothing', '/pro/inventory/items/equipment/clothing'],
  },
  {kind: 'title', query: 'speakers', expected: ['/tales/dialogue/speakers', '/pro/dialogue/speakers']},
  {kind: 'title', query: 'quest branches', expected: ['/tales/quests/branches', '/pro/quests/branches']},
  {kind: 'title', query: 'quest states', expected: ['/tales/quests/states', '/pro/quests/states']},
  {kind: 'title', query: 'conditions', expected: ['/tales/conditions/', '/pro/conditions/']},
  {kind: 'title', query: 'narrative events', expected: ['/tales/events/', '/pro/events/']},
  {kind: 'title', query: 'party', expected: ['/tales/parties/', '/pro/parties/']},
  {kind: 'title', query: 'quest journal', expected: ['/tales/quest-journal/', '/pro/quests/quest-journal']},
  {kind: 'task', query: 'install common ui', expected: ['/common-ui/installation/', '/common-ui/']},
  {kind: 'title', query: 'narrative hud', expected: ['/common-ui/installation/narrative-hud']},
  {
    kind: 'title',
    query: 'map tile generator',
    expected: ['/navigator/map-tile-generator', '/pro/navigator/map-tile-generator'],
  },
  {
    kind: 'title',
    query: 'points of interest',
    expected: ['/navigator/points-of-interest', '/pro/navigator/points-of-interest'],
  },
  {kind: 'topic', query: 'npc spawner', expected: ['/pro/npcs/npc-spawners/', '/pro/npcs/npc-spawners/npc-spawn']},
  {kind: 'title', query: 'behavior tree', expected: ['/pro/npcs/ai/behavior-trees']},
  {kind: 'title', query: 'followers', expected: ['/pro/npcs/followers']},
  {kind: 'title', query: 'abilities', expected: ['/pro/abilities/']},
  {kind: 'title', query: 'gameplay effects', expected: ['/pro/abilities/gameplay-effects']},
  {kind: 'title', query: 'character creator', expected: ['/pro/character-creator/']},
  {kind: 'title', query: 'settlements', expected: ['/pro/settlements/']},
  {kind: 'topic', query: 'time of day sky', expected: ['/pro/narrative-sky/']},
  {kind: 'title', query: 'ultra dynamic sky', expected: ['/pro/narrative-sky/intergrations/ultra-dynamic-sky']},
  {kind: 'upgrade', query: 'engine version uplugin', expected: ['/plugin-upgrades']},
  {kind: 'topic', query: 'discord verification', expected: ['/verification']},
  {kind: 'title', query: 'roadmap', expected: ['/roadmap/']},
  {
    kind: 'title',
    query: 'screen space markers',
    expected: [
      '/navigator/navigation-widgets/screen-space-markers',
      '/pro/navigator/navigation-widgets/screen-space-markers',
    ],
  },
  {kind: 'title', query: 'master quest', expected: ['/tales/quests/master-quest', '/pro/quests/master-quest']},
  {kind: 'title', query: 'npc chunking', expected: ['/tales/dialogue/npc-chunking']},
  {kind: 'typo', query: 'dialgoue', expected: ['/tales/dialogue/', '/pro/dialogue/']},
  {kind: 'title', query: 'collision settings', expected: ['/interaction/installation/collision-settings']},
  {kind: 'title', query: 'music', expected: ['/pro/music/']},
  {kind: 'title', query: 'main menu', expected: ['/pro/main-menu/']},
  {kind: 'task', query: 'keep cursor after menu close', expected: ['/common-ui/faqs/keep-cursor-after-menu-close']},
  {kind: 'identifier', query: 'RunUAT', expected: ['/plugin-upgrades']},
  {
    kind: 'identifier',
    query: 'BP_PlayerController',
    expected: [
      '/interaction/installation/player-controller',
      '/inventory/installation/player-controller',
      '/navigator/installation/player-controller',
      '/tales/installation/player-controller',
    ],
  },
  {kind: 'title', query: 'tagged dialogue', expected: ['/pro/dialogue/tagged-dialogue']},
  {
    kind: 'title',
    query: 'default tasks',
    expected: ['/tales/quests/tasks/defaulttasks', '/pro/quests/tasks/defaulttasks'],
  },
  // Tasks and questions, in a developer's words.
  {
    kind: 'task',
    query: 'how do I open the inventory menu with a key',
    expected: ['/inventory/installation/player-controller', '/common-ui/installation/adding-menus-to-screen'],
  },
  {kind: 'task', query: 'how do I show a menu on screen', expected: ['/common-ui/installation/adding-menus-to-screen']},
  {
    kind: 'task',
    query: 'make the mouse cursor stay after closing a menu',
    expected: ['/common-ui/faqs/keep-cursor-after-menu-close'],
  },
  {
    kind: 'task',
    query: 'how do I make an actor lootable',
    expected: ['/inventory/looting/', '/pro/inventory/looting/'],
  },
  {
    kind: 'task',
    query: 'make an npc a vendor that sells items',
    expected: ['/inventory/looting/trading', '/pro/inventory/looting/trading'],
  },
  {
    kind: 'task',
    query: 'how do I start a quest from dialogue',
    expected: ['/tales/events/default-events', '/pro/events/default-events', '/tales/events/', '/pro/events/'],
  },
  {
    kind: 'task',
    query: 'where do I change the default dialogue class',
    expected: ['/tales/dialogue/master-dialogue', '/pro/dialogue/master-dialogue'],
  },
  {
    kind: 'task',
    query: 'where do I set the default quest class',
    expected: ['/tales/quests/master-quest', '/pro/quests/master-quest'],
  },
  {
    kind: 'task',
    query: 'how do I make the interaction trace hit pawns',
    expected: ['/interaction/installation/collision-settings'],
  },
  {
    kind: 'task',
    query: 'interaction does not detect characters',
    expected: ['/interaction/installation/collision-settings'],
  },
  {kind: 'task', query: 'how do I bind the interact key', expected: ['/interaction/installation/inputs']},
  {kind: 'task', query: 'interact is held forever', expected: ['/interaction/installation/inputs']},
  {
    kind: 'task',
    query: 'how do I change the text shown on the interaction prompt',
    expected: ['/interaction/interactables/functions', '/pro/interaction/interactables/functions'],
  },
  {
    kind: 'task',
    query: 'make a door that opens when the player interacts',
    expected: ['/interaction/door-example', '/pro/interaction/door-example'],
  },
  {
    kind: 'task',
    query: 'how do I give items to the player at start',
    expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables'],
  },
  {kind: 'task', query: 'how do I create a new item', expected: ['/inventory/items/', '/pro/inventory/items/']},
  {kind: 'task', query: 'make a healing potion item', expected: ['/pro/inventory/items/gameplay-effect-items']},
  {
    kind: 'task',
    query: 'how do I make a quest item that cannot be dropped',
    expected: ['/inventory/items/functions', '/pro/inventory/items/functions'],
  },
  {
    kind: 'task',
    query: 'how do I count items in the inventory',
    expected: ['/inventory/inventory-component/functions', '/pro/inventory/inventory-component/functions'],
  },
  {
    kind: 'task',
    query: 'how do I attach equipment to a modular character',
    expected: ['/inventory/items/equipment/', '/pro/inventory/items/equipment/'],
  },
  {
    kind: 'task',
    query: 'weapon appears in the wrong place in the hand',
    expected: ['/pro/inventory/items/equipment/weapons/weapon-attachment'],
  },
  {
    kind: 'task',
    query: 'how do I zoom out the minimap',
    expected: ['/navigator/navigation-widgets/minimap', '/pro/navigator/navigation-widgets/minimap'],
  },
  {
    kind: 'task',
    query: 'how do I change the waypoint colour',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {
    kind: 'task',
    query: 'add a marker above enemies',
    expected: [
      '/navigator/navigation-widgets/screen-space-markers',
      '/pro/navigator/navigation-widgets/screen-space-markers',
    ],
  },
  {
    kind: 'task',
    query: 'how do I add fast travel',
    expected: ['/navigator/points-of-interest', '/pro/navigator/points-of-interest'],
  },
  {
    kind: 'task',
    query: 'save discovered points of interest',
    expected: ['/navigator/navigator-component', '/pro/navigator/navigator-component'],
  },
  {
    kind: 'task',
    query: 'generate map tiles for my level',
    expected: ['/navigator/map-tile-generator', '/pro/navigator/map-tile-generator'],
  },
  {kind: 'task', query: 'how do I save and load quest progress', expected: ['/tales/saving-loading/', '/pro/saving/']},
  {kind: 'task', query: 'stop the game loading a save automatically', expected: ['/pro/saving/loading']},
  {kind: 'task', query: 'how do I make an actor save its state', expected: ['/pro/saving/']},
  {
    kind: 'task',
    query: 'keep the NPC line visible while the player picks a reply',
    expected: ['/tales/faqs/show-dialogue-text-while-player-selection'],
  },
  {kind: 'task', query: 'hide a quest from the UI', expected: ['/tales/mods/show-ui']},
  {
    kind: 'task',
    query: 'switch the dialogue graph to horizontal',
    expected: ['/tales/dialogue/dialogue-nodes/orientation', '/pro/dialogue/dialogue-nodes/orientation'],
  },
  {
    kind: 'task',
    query: 'turn off missing sound warnings',
    expected: [
      '/tales/dialogue/warnings',
      '/pro/dialogue/warnings',
      '/tales/dialogue/dialogue-nodes/audio',
      '/pro/dialogue/dialogue-nodes/audio',
    ],
  },
  {
    kind: 'task',
    query: 'which mesh gets the facial animation',
    expected: ['/tales/dialogue/dialogue-nodes/animations', '/pro/dialogue/dialogue-nodes/animations'],
  },
  {
    kind: 'task',
    query: 'how do I use my own level sequence as a shot',
    expected: [
      '/tales/dialogue/dialogue-sequence/custom-dialogue-shots',
      '/pro/dialogue/dialogue-sequence/custom-dialogue-shots',
    ],
  },
  {
    kind: 'task',
    query: 'complete a task when the player walks into a trigger volume',
    expected: ['/tales/quests/tasks/community-tasks', '/pro/quests/tasks/community-tasks'],
  },
  {
    kind: 'task',
    query: 'share quests between players in multiplayer',
    expected: [
      '/tales/parties/dialogue-and-quests',
      '/pro/parties/dialogue-and-quests',
      '/tales/parties/',
      '/pro/parties/',
    ],
  },
  {
    kind: 'task',
    query: 'how many narrative components do I need',
    expected: ['/tales/tales-component/', '/pro/tales-component/'],
  },
  {kind: 'task', query: 'make an npc follow the player', expected: ['/pro/npcs/followers']},
  {
    kind: 'task',
    query: 'spawn npcs when a quest starts',
    expected: ['/pro/npcs/npc-spawners/', '/pro/npcs/npc-spawners/npc-spawn'],
  },
  {kind: 'task', query: 'change the background music', expected: ['/pro/music/']},
  {kind: 'task', query: 'change the font of all the UI', expected: ['/pro/ui/styling']},
  {kind: 'task', query: 'set the map the main menu loads', expected: ['/pro/main-menu/']},
  {kind: 'task', query: 'turn lights on at night', expected: ['/pro/narrative-sky/functions']},
  {kind: 'task', query: 'make the player invulnerable during cutscenes', expected: ['/pro/faqs']},
  {kind: 'task', query: 'gameplay cues do not work', expected: ['/pro/installation/gameplay-cues']},
  {kind: 'task', query: 'where do ability movies go', expected: ['/pro/installation/movies']},
  {kind: 'task', query: 'add a new input for an ability', expected: ['/pro/abilities/creating-new-abilities']},
  {kind: 'task', query: 'how do I get the discord developer role', expected: ['/verification']},
  {kind: 'task', query: 'make factions hostile to each other', expected: ['/pro/factions/', '/pro/factions/functions']},
  {kind: 'task', query: 'add an equipment slot', expected: ['/pro/inventory/items/equipment/character-appearance']},
  {
    kind: 'task',
    query: 'play a greeting when the player walks past an npc',
    expected: ['/pro/dialogue/tagged-dialogue'],
  },
  {kind: 'task', query: 'give skill points with a cheat', expected: ['/pro/editor-tools/']},
  {kind: 'task', query: 'make a readable book', expected: ['/pro/books/']},
  {kind: 'task', query: 'change the notification sound', expected: ['/pro/notifications/']},
  {
    kind: 'task',
    query: 'open the quest journal with a key',
    expected: ['/tales/quest-journal/', '/pro/quests/quest-journal'],
  },
  // Identifiers typed the way people type them.
  {
    kind: 'identifier',
    query: 'setlootsource',
    expected: [
      '/inventory/looting/',
      '/pro/inventory/looting/',
      '/inventory/inventory-component/functions',
      '/pro/inventory/inventory-component/functions',
    ],
  },
  {kind: 'identifier', query: 'SetLootSource', expected: ['/inventory/looting/', '/pro/inventory/looting/']},
  {
    kind: 'identifier',
    query: 'getnarrativeinventoryfromtarget',
    expected: ['/inventory/inventory-component/', '/pro/inventory/inventory-component/'],
  },
  {
    kind: 'identifier',
    query: 'get narrative component from target',
    expected: ['/tales/tales-component/functions', '/pro/tales-component/functions'],
  },
  {
    kind: 'identifier',
    query: 'begindialogue',
    expected: [
      '/tales/tales-component/functions',
      '/pro/tales-component/functions',
      '/tales/parties/dialogue-and-quests',
      '/pro/parties/dialogue-and-quests',
    ],
  },
  {
    kind: 'identifier',
    query: 'openmenu',
    expected: [
      '/common-ui/installation/adding-menus-to-screen',
      '/inventory/installation/player-controller',
      '/tales/quest-journal/',
      '/navigator/navigation-widgets/world-map',
    ],
  },
  {kind: 'identifier', query: 'Set Input Mode Game And UI', expected: ['/common-ui/faqs/keep-cursor-after-menu-close']},
  {kind: 'identifier', query: 'IsVendor', expected: ['/inventory/looting/trading', '/pro/inventory/looting/trading']},
  {kind: 'identifier', query: 'is vendor', expected: ['/inventory/looting/trading', '/pro/inventory/looting/trading']},
  {
    kind: 'identifier',
    query: 'WarnMissingSoundCues',
    expected: [
      '/tales/dialogue/warnings',
      '/pro/dialogue/warnings',
      '/tales/dialogue/dialogue-nodes/audio',
      '/pro/dialogue/dialogue-nodes/audio',
    ],
  },
  {
    kind: 'identifier',
    query: 'use 180 degree rule',
    expected: ['/tales/dialogue/dialogue-sequence/', '/pro/dialogue/dialogue-sequence/'],
  },
  {kind: 'identifier', query: 'NarrativeHUD', expected: ['/common-ui/installation/narrative-hud']},
  {kind: 'identifier', query: 'narrative3overlay', expected: ['/tales/ui/bp_narrative3overlay']},
  {kind: 'identifier', query: 'Narrative3Overlay', expected: ['/tales/ui/bp_narrative3overlay']},
  {
    kind: 'identifier',
    query: 'QuestJournal widget',
    expected: ['/tales/ui/w_narrativemenu_questjournal', '/tales/ui/'],
  },
  {
    kind: 'identifier',
    query: 'NarrativeMenu_WorldMap',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {
    kind: 'identifier',
    query: 'Navigator_Compass',
    expected: [
      '/navigator/installation/ui',
      '/navigator/navigation-widgets/compass',
      '/pro/navigator/navigation-widgets/compass',
    ],
  },
  {
    kind: 'identifier',
    query: 'PointOfInterst',
    expected: ['/navigator/points-of-interest', '/pro/navigator/points-of-interest'],
  },
  {kind: 'identifier', query: 'LootTableRow', expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables']},
  {kind: 'identifier', query: 'loot table row', expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables']},
  {kind: 'identifier', query: 'DefaultItemTables', expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables']},
  {kind: 'identifier', query: 'Item_Food', expected: ['/inventory/items/', '/pro/inventory/items/']},
  {kind: 'identifier', query: 'CommonGameViewportClient', expected: ['/common-ui/installation/']},
  {kind: 'identifier', query: 'NarrativeInputData', expected: ['/common-ui/installation/']},
  {
    kind: 'identifier',
    query: 'ItemGameplayEffect',
    expected: ['/pro/inventory/items/gameplay-effect-items', '/pro/abilities/gameplay-effects'],
  },
  {kind: 'identifier', query: 'NarrativeAbilityInputID', expected: ['/pro/abilities/creating-new-abilities']},
  {
    kind: 'identifier',
    query: 'FollowPlayer behavior tree',
    expected: ['/pro/npcs/followers', '/pro/npcs/ai/behavior-trees'],
  },
  {kind: 'identifier', query: 'NPCDefinition', expected: ['/pro/npcs/']},
  {kind: 'identifier', query: 'npc definition', expected: ['/pro/npcs/']},
  {kind: 'identifier', query: 'NarrativeSave0', expected: ['/pro/saving/loading']},
  {kind: 'identifier', query: 'OnWorldBeginPlay', expected: ['/pro/saving/loading']},
  {kind: 'identifier', query: 'NarrativeSavableActor', expected: ['/pro/saving/']},
  {
    kind: 'identifier',
    query: 'GoToLocationTrigger',
    expected: ['/tales/quests/tasks/community-tasks', '/pro/quests/tasks/community-tasks'],
  },
  {
    kind: 'identifier',
    query: 'go to location',
    expected: ['/tales/quests/tasks/defaulttasks', '/pro/quests/tasks/defaulttasks'],
  },
  {kind: 'identifier', query: 'KillEnemy', expected: ['/tales/quests/tasks/', '/pro/quests/tasks/']},
  {
    kind: 'identifier',
    query: 'OnNPCDialogueLineFinished',
    expected: ['/tales/faqs/show-dialogue-text-while-player-selection'],
  },
  {kind: 'identifier', query: 'TextStyle_NarrativeMaster', expected: ['/pro/ui/styling']},
  {kind: 'identifier', query: 'NarrativeMenu_Pause', expected: ['/pro/ui/pause-menu']},
  {kind: 'identifier', query: 'NarrativeBook', expected: ['/pro/books/']},
  {
    kind: 'identifier',
    query: 'Interactable_ItemPickup',
    expected: [
      '/interaction/interactables/',
      '/pro/interaction/interactables/',
      '/interaction/interaction-component',
      '/pro/interaction/',
    ],
  },
  {
    kind: 'identifier',
    query: 'item pickup',
    expected: [
      '/interaction/interactables/default-interactables',
      '/pro/interaction/interactables/default-interactables',
    ],
  },
  // Product-scoped queries.
  {
    kind: 'product',
    query: 'navigator world map widget',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {kind: 'product', query: 'tales quest journal', expected: ['/tales/quest-journal/']},
  {
    kind: 'product',
    query: 'pro weapon attachments',
    expected: ['/pro/inventory/items/equipment/weapons/weapon-attachment'],
  },
  {kind: 'product', query: 'navigator minimap', expected: ['/navigator/navigation-widgets/minimap']},
  {kind: 'product', query: 'navigator compass', expected: ['/navigator/navigation-widgets/compass']},
  {kind: 'product', query: 'inventory looting', expected: ['/inventory/looting/']},
  {kind: 'product', query: 'inventory ui widgets', expected: ['/inventory/ui/']},
  {kind: 'product', query: 'interaction changelog', expected: ['/interaction/changelog/']},
  {kind: 'product', query: 'inventory changelog', expected: ['/inventory/changelog/']},
  {kind: 'product', query: 'tales changelog', expected: ['/tales/changelog/']},
  {kind: 'product', query: 'pro changelog', expected: ['/pro/changelog/']},
  {kind: 'product', query: 'common ui faq', expected: ['/common-ui/faqs/']},
  {kind: 'product', query: 'tales faq', expected: ['/tales/faqs/']},
  {kind: 'product', query: 'pro installation', expected: ['/pro/installation/']},
  {kind: 'product', query: 'navigator installation', expected: ['/navigator/installation/']},
  {kind: 'product', query: 'interaction player controller', expected: ['/interaction/installation/player-controller']},
  {kind: 'product', query: 'pro quest journal', expected: ['/pro/quests/quest-journal']},
  {kind: 'product', query: 'pro dialogue speakers', expected: ['/pro/dialogue/speakers']},
  {kind: 'product', query: 'tales dialogue speakers', expected: ['/tales/dialogue/speakers']},
  {kind: 'product', query: 'pro inventory component', expected: ['/pro/inventory/inventory-component/']},
  {kind: 'product', query: 'interaction door example', expected: ['/interaction/door-example']},
  // Typos.
  {
    kind: 'typo',
    query: 'minmap',
    expected: ['/navigator/navigation-widgets/minimap', '/pro/navigator/navigation-widgets/minimap'],
  },
  {
    kind: 'typo',
    query: 'compas',
    expected: ['/navigator/navigation-widgets/compass', '/pro/navigator/navigation-widgets/compass'],
  },
  {kind: 'typo', query: 'equipmnet', expected: ['/inventory/items/equipment/', '/pro/inventory/items/equipment/']},
  {kind: 'typo', query: 'interactible', expected: ['/interaction/interactables/', '/pro/interaction/interactables/']},
  {kind: 'typo', query: 'quets journal', expected: ['/tales/quest-journal/', '/pro/quests/quest-journal']},
  {kind: 'typo', query: 'behaviour tree', expected: ['/pro/npcs/ai/behavior-trees']},
  {kind: 'typo', query: 'setlements', expected: ['/pro/settlements/']},
  {kind: 'typo', query: 'charcter creator', expected: ['/pro/character-creator/']},
  {kind: 'typo', query: 'loot tabel', expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables']},
  {kind: 'typo', query: 'speakrs', expected: ['/tales/dialogue/speakers', '/pro/dialogue/speakers']},
  // Error messages.
  {
    kind: 'error',
    query: 'Narrative Default UI has not been given a valid Narrative Component',
    expected: ['/tales/tales-component/errors'],
  },
  {kind: 'error', query: 'UI will not work narrative component', expected: ['/tales/tales-component/errors']},
  {
    kind: 'error',
    query: 'Attempted to find a named binding that did not exist',
    expected: [
      '/tales/dialogue/dialogue-sequence/custom-dialogue-shots',
      '/pro/dialogue/dialogue-sequence/custom-dialogue-shots',
    ],
  },
  {
    kind: 'error',
    query: 'named binding warning cinecam',
    expected: [
      '/tales/dialogue/dialogue-sequence/custom-dialogue-shots',
      '/pro/dialogue/dialogue-sequence/custom-dialogue-shots',
    ],
  },
  {
    kind: 'error',
    query: 'render target error around the map',
    expected: ['/navigator/navigation-widgets/', '/pro/navigator/navigation-widgets/'],
  },
  {
    kind: 'error',
    query: 'navigation component missing',
    expected: ['/navigator/navigator-component', '/pro/navigator/navigator-component'],
  },
  {
    kind: 'error',
    query: 'dialogue node warning icon missing audio',
    expected: [
      '/tales/dialogue/dialogue-nodes/audio',
      '/pro/dialogue/dialogue-nodes/audio',
      '/tales/dialogue/warnings',
      '/pro/dialogue/warnings',
    ],
  },
  {
    kind: 'error',
    query: 'missing textures T_Vignette',
    expected: ['/common-ui/changelog/', '/inventory/changelog/', '/navigator/changelog/'],
  },
  // The examples (#21): prefixed identifiers, a typo, a display name, a product-scoped query.
  {kind: 'identifier', query: 'UDialogue', expected: ['/tales/dialogue/', '/pro/dialogue/']},
  {
    kind: 'identifier',
    query: 'FItemWithQuantity',
    expected: [
      '/inventory/loot-tables',
      '/pro/inventory/loot-tables',
      '/inventory/inventory-component/',
      '/pro/inventory/inventory-component/',
    ],
  },
  {kind: 'identifier', query: 'EQuestState', expected: ['/tales/quests/states', '/pro/quests/states']},
  {
    kind: 'identifier',
    query: 'bIsVendor',
    expected: [
      '/inventory/looting/trading',
      '/pro/inventory/looting/trading',
      '/inventory/inventory-component/',
      '/pro/inventory/inventory-component/',
    ],
  },
  {kind: 'typo', query: 'questt', expected: ['/tales/quests/', '/pro/quests/']},
  {
    kind: 'identifier',
    query: 'Get Inventory Component from Target',
    expected: ['/inventory/inventory-component/', '/pro/inventory/inventory-component/'],
  },
  {
    kind: 'product',
    query: 'pro inventory vendor',
    expected: [
      '/pro/inventory/looting/trading',
      '/pro/inventory/inventory-component/',
      '/pro/inventory/inventory-component/functions',
    ],
  },
  // Questions, written while tuning.
  {
    kind: 'question',
    query: 'how do I make the player stand in front of the npc in dialogue',
    expected: ['/tales/dialogue/', '/pro/dialogue/'],
  },
  {kind: 'question', query: 'why does the dialogue camera shake', expected: ['/tales/dialogue/', '/pro/dialogue/']},
  {
    kind: 'question',
    query: 'how do I add voice audio to a dialogue line',
    expected: [
      '/tales/dialogue/dialogue-nodes/audio',
      '/pro/dialogue/dialogue-nodes/audio',
      '/tales/dialogue/dialogue-nodes/',
      '/pro/dialogue/dialogue-nodes/',
    ],
  },
  {
    kind: 'question',
    query: 'how do I change the order dialogue options are checked',
    expected: ['/tales/dialogue/dialogue-nodes/orientation', '/pro/dialogue/dialogue-nodes/orientation'],
  },
  {
    kind: 'question',
    query: 'why does a condition not see the quest my event just started',
    expected: ['/tales/dialogue/npc-chunking'],
  },
  {kind: 'question', query: 'how do I make a quest fail', expected: ['/tales/quests/states', '/pro/quests/states']},
  {
    kind: 'question',
    query: 'how do I untrack a quest',
    expected: ['/tales/quests/', '/pro/quests/', '/tales/changelog/', '/pro/quests/quest-journal'],
  },
  {
    kind: 'question',
    query: 'how do I set the currency of a shop',
    expected: [
      '/inventory/looting/trading',
      '/pro/inventory/looting/trading',
      '/inventory/inventory-component/',
      '/pro/inventory/inventory-component/',
    ],
  },
  {
    kind: 'question',
    query: 'how do I open the looting menu',
    expected: ['/inventory/installation/player-controller'],
  },
  {
    kind: 'question',
    query: 'why does the inventory break when I use create widget',
    expected: ['/inventory/installation/player-controller'],
  },
  {
    kind: 'question',
    query: 'how do I show what the player is looking at',
    expected: ['/interaction/installation/ui'],
  },
  {
    kind: 'question',
    query: 'how do I turn off interaction during a cutscene',
    expected: ['/interaction/interaction-component', '/interaction/interactables/', '/pro/interaction/interactables/'],
  },
  {
    kind: 'question',
    query: 'why is there no highlight on items I look at',
    expected: ['/interaction/interactables/', '/pro/interaction/interactables/'],
  },
  {kind: 'question', query: 'how do I add a town', expected: ['/pro/npcs/npc-spawners/', '/pro/settlements/']},
  {kind: 'question', query: 'how do I change the game difficulty', expected: ['/pro/abilities/']},
  {
    kind: 'question',
    query: 'how do I make an npc attack the player',
    expected: ['/pro/events/default-events', '/pro/npcs/ai/behavior-trees'],
  },
  {kind: 'question', query: 'how do I change the save file name', expected: ['/pro/project-settings/']},
  {
    kind: 'question',
    query: 'how do I get the narrative component in blueprint',
    expected: ['/tales/tales-component/functions', '/pro/tales-component/functions'],
  },
  {
    kind: 'question',
    query: 'why does my dialogue not start',
    expected: ['/tales/tales-component/functions', '/pro/tales-component/functions', '/tales/tales-component/errors'],
  },
  {kind: 'question', query: 'how do I install narrative tales', expected: ['/tales/installation/']},
  {
    kind: 'question',
    query: 'how do I merge the input data tables with mine',
    expected: ['/common-ui/faqs/'],
  },
  {kind: 'question', query: 'where do I set the common ui input data', expected: ['/common-ui/installation/']},
  {
    kind: 'question',
    query: 'where does narrative look for quest tasks',
    expected: ['/tales/changelog/', '/tales/changelog/version-3.6.0'],
  },
  // Identifiers, written while tuning.
  {
    kind: 'identifier',
    query: 'UNarrativeComponent',
    expected: [
      '/tales/tales-component/',
      '/pro/tales-component/',
      '/tales/tales-component/functions',
      '/pro/tales-component/functions',
    ],
  },
  {
    kind: 'identifier',
    query: 'FSpeakerInfo',
    expected: ['/tales/dialogue/', '/pro/dialogue/', '/tales/dialogue/speakers', '/pro/dialogue/speakers'],
  },
  {
    kind: 'identifier',
    query: 'EAnchorOriginRule',
    expected: ['/tales/dialogue/dialogue-sequence/', '/pro/dialogue/dialogue-sequence/'],
  },
  {
    kind: 'identifier',
    query: 'ELineDuration',
    expected: [
      '/tales/dialogue/dialogue-nodes/',
      '/pro/dialogue/dialogue-nodes/',
      '/tales/dialogue/dialogue-nodes/node-breakdown',
      '/pro/dialogue/dialogue-nodes/node-breakdown',
    ],
  },
  {
    kind: 'identifier',
    query: 'bAutoSelect',
    expected: [
      '/tales/dialogue/dialogue-nodes/',
      '/pro/dialogue/dialogue-nodes/',
      '/tales/dialogue/dialogue-nodes/node-breakdown',
      '/pro/dialogue/dialogue-nodes/node-breakdown',
    ],
  },
  {kind: 'identifier', query: 'bFreeMovement', expected: ['/tales/dialogue/', '/pro/dialogue/']},
  {kind: 'identifier', query: 'bStackable', expected: ['/inventory/items/', '/pro/inventory/items/']},
  {
    kind: 'identifier',
    query: 'UAmmoItem',
    expected: ['/inventory/items/equipment/weapons', '/pro/inventory/items/equipment/weapons/'],
  },
  {kind: 'identifier', query: 'AddProgress', expected: ['/tales/quests/tasks/', '/pro/quests/tasks/']},
  {kind: 'identifier', query: 'Spawn NPC', expected: ['/pro/npcs/']},
  {
    kind: 'identifier',
    query: 'Set Interactable Action Text',
    expected: ['/interaction/interactables/functions', '/pro/interaction/interactables/functions'],
  },
  {kind: 'identifier', query: 'InteractionCheckFrequency', expected: ['/interaction/interaction-component']},
  {kind: 'identifier', query: 'maxstacksize', expected: ['/inventory/items/', '/pro/inventory/items/']},
  {
    kind: 'identifier',
    query: 'weaponvisualclass',
    expected: ['/inventory/items/equipment/weapons', '/pro/inventory/items/equipment/weapons/'],
  },
  {
    kind: 'identifier',
    query: 'WBP_Navigator_Compass',
    expected: [
      '/navigator/installation/ui',
      '/navigator/navigation-widgets/compass',
      '/pro/navigator/navigation-widgets/compass',
    ],
  },
  // Typos and product-scoped queries, written while tuning.
  {kind: 'typo', query: 'abilites', expected: ['/pro/abilities/']},
  {
    kind: 'typo',
    query: 'dialoge nodes',
    expected: ['/tales/dialogue/dialogue-nodes/', '/pro/dialogue/dialogue-nodes/'],
  },
  {kind: 'typo', query: 'saveing', expected: ['/tales/saving-loading/', '/pro/saving/']},
  {
    kind: 'typo',
    query: 'waypont',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {kind: 'typo', query: 'intraction component', expected: ['/interaction/interaction-component']},
  {kind: 'product', query: 'tales parties', expected: ['/tales/parties/']},
  {kind: 'product', query: 'pro factions functions', expected: ['/pro/factions/functions']},
  {kind: 'product', query: 'navigator world map colour', expected: ['/navigator/navigation-widgets/world-map']},
  {kind: 'product', query: 'inventory loot tables', expected: ['/inventory/loot-tables']},
  {kind: 'product', query: 'pro npc spawners', expected: ['/pro/npcs/npc-spawners/']},
  {kind: 'product', query: 'tales master quest', expected: ['/tales/quests/master-quest']},
  // Upgrades.
  {kind: 'upgrade', query: 'upgrade plugin to a new engine version', expected: ['/plugin-upgrades']},
  {kind: 'upgrade', query: 'uplugin engine version', expected: ['/plugin-upgrades']},
  {
    kind: 'upgrade',
    query: 'unreal engine 5.5 support',
    expected: [
      '/common-ui/changelog/',
      '/interaction/changelog/',
      '/inventory/changelog/',
      '/navigator/changelog/',
      '/tales/changelog/',
      '/pro/changelog/',
    ],
  },
  {
    kind: 'upgrade',
    query: 'StartFromID replaced by params',
    expected: ['/tales/changelog/', '/tales/changelog/version-3.6.0'],
  },
  {kind: 'upgrade', query: 'inventory 2.0.0 code changes', expected: ['/inventory/changelog/version-2.0.0']},
  {
    kind: 'upgrade',
    query: 'DefaultItems array replaced',
    expected: ['/inventory/loot-tables', '/pro/inventory/loot-tables'],
  },
  {kind: 'upgrade', query: 'narrative 3.6 changes', expected: ['/tales/changelog/', '/tales/changelog/version-3.6.0']},
  {
    kind: 'upgrade',
    query: 'merge ini config files into existing project',
    expected: ['/pro/installation/project-settings'],
  },
  // A second batch, written from the fact sheets of 28 pages drawn at random, before any tuning on them.
  {
    kind: 'question',
    query: 'how do I show finished quests in the journal',
    expected: ['/tales/ui/w_narrativemenu_questjournal', '/tales/quest-journal/', '/pro/quests/quest-journal'],
  },
  {
    kind: 'question',
    query: "why can't I connect two player nodes",
    expected: ['/tales/dialogue/dialogue-nodes/', '/pro/dialogue/dialogue-nodes/'],
  },
  {
    kind: 'task',
    query: 'add a hint like Persuade to a dialogue option',
    expected: [
      '/tales/dialogue/dialogue-nodes/',
      '/pro/dialogue/dialogue-nodes/',
      '/tales/dialogue/dialogue-nodes/node-breakdown',
      '/pro/dialogue/dialogue-nodes/node-breakdown',
    ],
  },
  {
    kind: 'task',
    query: 'auto equip armour when it is picked up',
    expected: ['/inventory/items/equipment/functions', '/pro/inventory/items/equipment/functions'],
  },
  {
    kind: 'question',
    query: 'how do I make all my quests share variables',
    expected: ['/tales/quests/master-quest', '/pro/quests/master-quest'],
  },
  {
    kind: 'task',
    query: 'set the default quest class',
    expected: ['/tales/quests/master-quest', '/pro/quests/master-quest'],
  },
  {kind: 'task', query: 'quest objective to clear a settlement', expected: ['/pro/quests/tasks/defaulttasks']},
  {
    kind: 'task',
    query: 'complete a quest task from any blueprint',
    expected: ['/tales/quests/tasks/defaulttasks', '/pro/quests/tasks/defaulttasks'],
  },
  {
    kind: 'question',
    query: 'how do I open the world map with a key',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {
    kind: 'task',
    query: 'change the colour of custom waypoints',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {kind: 'task', query: 'spawn enemies when a quest starts', expected: ['/pro/npcs/npc-spawners/']},
  {
    kind: 'topic',
    query: 'weapon item properties',
    expected: ['/inventory/items/equipment/weapons', '/pro/inventory/items/equipment/weapons/'],
  },
  {
    kind: 'task',
    query: 'run code when the player starts looting a chest',
    expected: ['/inventory/installation/player-controller'],
  },
  {
    kind: 'task',
    query: 'only show a dialogue line on hard difficulty',
    expected: ['/pro/conditions/default-conditions'],
  },
  {
    kind: 'task',
    query: 'check the player has an item before a dialogue option',
    expected: [
      '/tales/conditions/default-conditions',
      '/pro/conditions/default-conditions',
      '/tales/dialogue/conditions',
    ],
  },
  {kind: 'question', query: 'which behavior tree do followers use', expected: ['/pro/npcs/ai/behavior-trees']},
  {
    kind: 'question',
    query: 'why does an npc walk back to its town',
    expected: ['/pro/npcs/ai/behavior-trees'],
  },
  {
    kind: 'question',
    query: 'should the inventory go on the player controller or the character',
    expected: ['/inventory/installation/component-location'],
  },
  {
    kind: 'task',
    query: 'give a chest its own inventory',
    expected: ['/inventory/installation/component-location', '/inventory/looting/', '/pro/inventory/looting/'],
  },
  {
    kind: 'task',
    query: 'put a compass at the top of the screen',
    expected: [
      '/navigator/navigation-widgets/compass',
      '/pro/navigator/navigation-widgets/compass',
      '/pro/ui/navigator/compass',
    ],
  },
  {
    kind: 'upgrade',
    query: 'what changed in inventory 2.0 loot tables',
    expected: ['/inventory/changelog/version-2.0.0'],
  },
  {
    kind: 'task',
    query: 'add the narrative hud to my existing hud',
    expected: ['/common-ui/installation/narrative-hud'],
  },
  {kind: 'question', query: 'where do I create the hud widget', expected: ['/common-ui/installation/narrative-hud']},
  {
    kind: 'task',
    query: 'make map tiles sharper when zoomed in',
    expected: ['/navigator/map-tile-generator', '/pro/navigator/map-tile-generator'],
  },
  {
    kind: 'identifier',
    query: 'Utility_GenerateMapTiles',
    expected: ['/navigator/map-tile-generator', '/pro/navigator/map-tile-generator'],
  },
  {
    kind: 'question',
    query: "I can't find the map tile generator in the content browser",
    expected: ['/navigator/map-tile-generator', '/pro/navigator/map-tile-generator'],
  },
  {
    kind: 'task',
    query: 'show task progress in the quest tracker',
    expected: ['/tales/ui/bp_questtask', '/tales/ui/bp_questbranch'],
  },
  {
    kind: 'task',
    query: 'start a dialogue from a quest',
    expected: ['/tales/events/default-events', '/pro/events/default-events', '/tales/quests/quest-dialogue'],
  },
  {
    kind: 'question',
    query: 'how can the player redo a quest',
    expected: ['/tales/events/default-events', '/pro/events/default-events'],
  },
  {
    kind: 'question',
    query: 'do I need one narrative component per quest',
    expected: ['/tales/tales-component/', '/pro/tales-component/'],
  },
  {
    kind: 'question',
    query: 'how many narrative components for co-op',
    expected: ['/tales/tales-component/', '/pro/tales-component/', '/tales/parties/', '/pro/parties/'],
  },
  {kind: 'task', query: 'share quests between players in co-op', expected: ['/tales/parties/', '/pro/parties/']},
  {kind: 'question', query: 'where should the party component go', expected: ['/tales/parties/', '/pro/parties/']},
  {kind: 'task', query: 'turn street lights on at night', expected: ['/pro/narrative-sky/functions']},
  {kind: 'task', query: 'run an event when the sun sets', expected: ['/pro/narrative-sky/functions']},
  {kind: 'task', query: 'show quest updated text on screen', expected: ['/tales/ui/bp_narrative3overlay']},
  {kind: 'task', query: 'set the game viewport client class', expected: ['/common-ui/installation/']},
  {kind: 'question', query: 'how do I set up gamepad support for common ui', expected: ['/common-ui/installation/']},
  {
    kind: 'task',
    query: 'pick up items lying in the world',
    expected: [
      '/interaction/interactables/default-interactables',
      '/pro/interaction/interactables/default-interactables',
    ],
  },
  {
    kind: 'task',
    query: 'locked chest that needs a key',
    expected: [
      '/interaction/interactables/default-interactables',
      '/pro/interaction/interactables/default-interactables',
    ],
  },
];
