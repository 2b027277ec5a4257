// cspell:words narrativemenu onscreenmarker questbranch questjournal questtask unequipping
/**
 * Questions and tasks held out from tuning and never read, written on
 * 2026-11-26 from the fact sheets of 40 pages drawn at random (stub and
 * roadmap pages left out), then of 40 more (see the second batch), two per
 * page, in a developer's words, not the pages'; written without the site,
 * its search or its keywords. Either twin answers where Tales and Pro, or a
 * plugin and Pro, share a page.
 * They measure the ranking on questions it was not tuned for: never change
 * an expected page to fit the results, never read their misses, and never
 * tune on them (`npm run bench:search` prints their figures only).
 */
import type {RelevanceQuery} from './relevance';

export const questionFreshTable: RelevanceQuery[] = [
  {
    kind: 'question',
    query: 'what map features come with narrative pro',
    expected: ['/pro/navigator/', '/navigator/'],
  },
  {
    kind: 'task',
    query: 'video guide to set up a minimap, compass and world map',
    expected: ['/pro/navigator/', '/navigator/'],
  },
  {
    kind: 'task',
    query: 'make an npc sell items',
    expected: ['/pro/inventory/looting/trading', '/inventory/looting/trading'],
  },
  {
    kind: 'question',
    query: 'how do i set what money a shopkeeper accepts',
    expected: ['/pro/inventory/looting/trading', '/inventory/looting/trading'],
  },
  {
    kind: 'question',
    query: 'where do i download the interaction plugin',
    expected: ['/interaction/'],
  },
  {
    kind: 'task',
    query: 'quick start video for building my first interactable object',
    expected: ['/interaction/'],
  },
  {
    kind: 'task',
    query: 'start a conversation with an npc from a blueprint',
    expected: ['/pro/tales-component/functions', '/tales/tales-component/functions'],
  },
  {
    kind: 'question',
    query: 'how can i tell if a dialogue will play before starting it',
    expected: ['/pro/tales-component/functions', '/tales/tales-component/functions'],
  },
  {
    kind: 'task',
    query: 'show a label on dialogue graph nodes for my custom condition',
    expected: ['/tales/conditions/functions'],
  },
  {
    kind: 'question',
    query: 'why is pawn null when my condition runs for a party',
    expected: ['/tales/conditions/functions'],
  },
  {
    kind: 'task',
    query: 'change prompt text from open to close when a door toggles',
    expected: ['/interaction/interactables/functions', '/pro/interaction/interactables/functions'],
  },
  {
    kind: 'question',
    query: 'how do i block interacting unless the player carries a keycard',
    expected: ['/interaction/interactables/functions', '/pro/interaction/interactables/functions'],
  },
  {
    kind: 'task',
    query: 'objective that completes when the player walks to a place',
    expected: ['/tales/quests/tasks/defaulttasks', '/pro/quests/tasks/defaulttasks'],
  },
  {
    kind: 'question',
    query: 'can a quest step finish when another quest is done',
    expected: ['/tales/quests/tasks/defaulttasks', '/pro/quests/tasks/defaulttasks'],
  },
  {
    kind: 'task',
    query: 'keep player and npc on opposite sides of the screen in conversations',
    expected: ['/pro/dialogue/dialogue-sequence/', '/tales/dialogue/dialogue-sequence/'],
  },
  {
    kind: 'question',
    query: 'can a dialogue camera pick randomly between several sequences',
    expected: ['/pro/dialogue/dialogue-sequence/', '/tales/dialogue/dialogue-sequence/'],
  },
  {
    kind: 'task',
    query: 'run my own blueprint logic when a dialogue choice is picked',
    expected: ['/pro/events/', '/tales/events/'],
  },
  {
    kind: 'question',
    query: 'why does my event fire twice',
    expected: ['/pro/events/', '/tales/events/'],
  },
  {kind: 'task', query: 'add easy and hard difficulty modes', expected: ['/pro/abilities/']},
  {
    kind: 'question',
    query: 'which difficulty settings are built into narrative pro',
    expected: ['/pro/abilities/'],
  },
  {
    kind: 'task',
    query: 'use my own sequencer cinematic as a conversation camera',
    expected: [
      '/pro/dialogue/dialogue-sequence/custom-dialogue-shots',
      '/tales/dialogue/dialogue-sequence/custom-dialogue-shots',
    ],
  },
  {
    kind: 'question',
    query: 'which custom sequence type swaps the npcs in automatically',
    expected: [
      '/pro/dialogue/dialogue-sequence/custom-dialogue-shots',
      '/tales/dialogue/dialogue-sequence/custom-dialogue-shots',
    ],
  },
  {
    kind: 'task',
    query: 'install inventory plugin in a third person project',
    expected: ['/inventory/installation/'],
  },
  {
    kind: 'question',
    query: 'why are the inventory plugin assets missing from the content browser',
    expected: ['/inventory/installation/'],
  },
  {
    kind: 'task',
    query: 'make a wearable shirt item that shows on the character',
    expected: ['/pro/inventory/items/equipment/clothing', '/inventory/items/equipment/clothing'],
  },
  {
    kind: 'task',
    query: 'set materials on a wearable outfit item',
    expected: ['/pro/inventory/items/equipment/clothing', '/inventory/items/equipment/clothing'],
  },
  {
    kind: 'task',
    query: 'make the player invulnerable while a dialogue cutscene plays',
    expected: ['/pro/faqs'],
  },
  {kind: 'question', query: 'can players ride horses in pro', expected: ['/pro/faqs']},
  {
    kind: 'task',
    query: 'list of new features and fixes in the latest pro update',
    expected: ['/pro/changelog/'],
  },
  {
    kind: 'question',
    query: 'which pro version added swimming, climbing and vehicles',
    expected: ['/pro/changelog/'],
  },
  {
    kind: 'task',
    query: 'share one quest between all players in a co-op group',
    expected: ['/pro/parties/dialogue-and-quests', '/tales/parties/dialogue-and-quests'],
  },
  {
    kind: 'question',
    query: 'who picks replies when a multiplayer group talks to an npc',
    expected: ['/pro/parties/dialogue-and-quests', '/tales/parties/dialogue-and-quests'],
  },
  {
    kind: 'task',
    query: 'set up a custom player controller for tales dialogue',
    expected: ['/tales/installation/player-controller'],
  },
  {
    kind: 'question',
    query: 'why do player reply options not appear when dialogue starts',
    expected: ['/tales/installation/player-controller'],
  },
  {
    kind: 'task',
    query: 'create a food item the player can eat from the inventory',
    expected: ['/inventory/items/', '/pro/inventory/items/'],
  },
  {
    kind: 'question',
    query: 'how do i make item variants that share default values',
    expected: ['/inventory/items/', '/pro/inventory/items/'],
  },
  {
    kind: 'task',
    query: 'override the level and faction of an npc from a spawner',
    expected: ['/pro/npcs/npc-spawners/npc-spawn'],
  },
  {
    kind: 'task',
    query: 'stop a killed npc from spawning again',
    expected: ['/pro/npcs/npc-spawners/npc-spawn'],
  },
  {
    kind: 'task',
    query: 'see the c++ source diff for the tales 3.7 update',
    expected: ['/tales/changelog/version-3.7.0'],
  },
  {
    kind: 'question',
    query: 'why does my dialogue finished delegate now need an exit reason',
    expected: ['/tales/changelog/version-3.7.0'],
  },
  {
    kind: 'question',
    query: 'should quests spawn their own npcs or place them in the level',
    expected: ['/pro/quests/quest-design', '/tales/quests/quest-design'],
  },
  {
    kind: 'task',
    query: 'plan how quest actors load in an open world game',
    expected: ['/pro/quests/quest-design', '/tales/quests/quest-design'],
  },
  {
    kind: 'task',
    query: 'add a backpack mesh slot to the character in c++',
    expected: ['/pro/inventory/items/equipment/character-appearance'],
  },
  {
    kind: 'task',
    query: 'make a custom anim blueprint work with narrative characters',
    expected: ['/pro/inventory/items/equipment/character-appearance'],
  },
  {
    kind: 'question',
    query: 'why does using an item return false on a client',
    expected: ['/pro/inventory/inventory-component/functions', '/inventory/inventory-component/functions'],
  },
  {
    kind: 'task',
    query: 'subtract money from the player inventory in blueprint',
    expected: ['/pro/inventory/inventory-component/functions', '/inventory/inventory-component/functions'],
  },
  {
    kind: 'task',
    query: 'highlight a shop name in color inside an npc line',
    expected: ['/tales/dialogue/dialogue-nodes/formatting'],
  },
  {
    kind: 'task',
    query: 'gray out a word in dialogue text to show it is unavailable',
    expected: ['/tales/dialogue/dialogue-nodes/formatting'],
  },
  {kind: 'task', query: 'rebind the interact key', expected: ['/pro/interaction/']},
  {
    kind: 'question',
    query: 'how do i turn off interacting while a cutscene plays',
    expected: ['/pro/interaction/'],
  },
  {
    kind: 'question',
    query: 'why is the look-at highlight missing on nanite meshes',
    expected: ['/pro/interaction/interactables/', '/interaction/interactables/'],
  },
  {
    kind: 'task',
    query: 'remove the glow effect when looking at an interactable object',
    expected: ['/pro/interaction/interactables/', '/interaction/interactables/'],
  },
  {
    kind: 'task',
    query: 'change the color of markers players place on the big map',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {
    kind: 'question',
    query: 'how do i limit zoom on the full screen map',
    expected: ['/navigator/navigation-widgets/world-map', '/pro/navigator/navigation-widgets/world-map'],
  },
  {
    kind: 'task',
    query: 'show icons above enemies on screen',
    expected: [
      '/pro/navigator/navigation-widgets/screen-space-markers',
      '/navigator/navigation-widgets/screen-space-markers',
    ],
  },
  {
    kind: 'question',
    query: 'how do i put a marker on any actor for the minimap',
    expected: [
      '/pro/navigator/navigation-widgets/screen-space-markers',
      '/navigator/navigation-widgets/screen-space-markers',
    ],
  },
  {
    kind: 'task',
    query: 'make a chest that can only be looted with a key',
    expected: [
      '/interaction/interactables/default-interactables',
      '/pro/interaction/interactables/default-interactables',
    ],
  },
  {
    kind: 'question',
    query: 'is there a ready made button that completes a quest objective',
    expected: [
      '/interaction/interactables/default-interactables',
      '/pro/interaction/interactables/default-interactables',
    ],
  },
  {
    kind: 'task',
    query: 'let players review finished and failed quests in a menu',
    expected: ['/pro/quests/quest-journal'],
  },
  {
    kind: 'task',
    query: 'untrack a quest so its markers stop showing',
    expected: ['/pro/quests/quest-journal'],
  },
  {
    kind: 'task',
    query: 'add shared variables that every dialogue asset inherits',
    expected: ['/tales/dialogue/master-dialogue', '/pro/dialogue/master-dialogue'],
  },
  {
    kind: 'question',
    query: 'how do i make every new dialogue inherit from my own base',
    expected: ['/tales/dialogue/master-dialogue', '/pro/dialogue/master-dialogue'],
  },
  {
    kind: 'question',
    query: 'why does my cinematic camera give a named binding warning',
    expected: [
      '/tales/dialogue/dialogue-sequence/custom-dialogue-shots',
      '/pro/dialogue/dialogue-sequence/custom-dialogue-shots',
    ],
  },
  {
    kind: 'task',
    query: 'tag my sequencer camera so dialogue can aim it',
    expected: [
      '/tales/dialogue/dialogue-sequence/custom-dialogue-shots',
      '/pro/dialogue/dialogue-sequence/custom-dialogue-shots',
    ],
  },
  {kind: 'question', query: 'does tales support lip sync', expected: ['/tales/faqs/']},
  {
    kind: 'task',
    query: 'hook my own inventory system into quests and dialogue',
    expected: ['/tales/faqs/'],
  },
  {
    kind: 'task',
    query: 'install narrative pro from fab into a new project',
    expected: ['/pro/installation/'],
  },
  {
    kind: 'question',
    query: 'do i need a c++ project to use narrative pro',
    expected: ['/pro/installation/'],
  },
  {
    kind: 'task',
    query: 'check in blueprint whether the player unlocked a perk',
    expected: ['/pro/skill-tree/adding-new-perks'],
  },
  {
    kind: 'question',
    query: 'why is my new perk not showing in the skill menu',
    expected: ['/pro/skill-tree/adding-new-perks'],
  },
  {
    kind: 'task',
    query: 'show a custom health stat in the item details panel',
    expected: ['/pro/inventory/items/', '/inventory/items/'],
  },
  {
    kind: 'task',
    query: 'add a cooldown between uses of a consumable item',
    expected: ['/pro/inventory/items/', '/inventory/items/'],
  },
  {
    kind: 'task',
    query: 'use or logic between two checks on a dialogue node',
    expected: ['/pro/conditions/', '/tales/conditions/'],
  },
  {
    kind: 'question',
    query: 'why does my condition on a quest node do nothing',
    expected: ['/pro/conditions/', '/tales/conditions/'],
  },
  {
    kind: 'question',
    query: 'why is the level completely black when i open the pro project',
    expected: ['/pro/installation/project-settings'],
  },
  {
    kind: 'task',
    query: 'add the required pro ini settings to my existing project',
    expected: ['/pro/installation/project-settings'],
  },
  {
    kind: 'task',
    query: 'show a dialogue option only on hard difficulty',
    expected: ['/pro/conditions/default-conditions', '/tales/conditions/default-conditions'],
  },
  {
    kind: 'task',
    query: 'check which stage a quest is at from dialogue',
    expected: ['/pro/conditions/default-conditions', '/tales/conditions/default-conditions'],
  },
  {
    kind: 'task',
    query: 'see what changed in recent interaction plugin versions',
    expected: ['/interaction/changelog/'],
  },
  {
    kind: 'task',
    query: 'find the interaction update that supports unreal 5.5',
    expected: ['/interaction/changelog/'],
  },
  // A second batch, written the same way on 2026-11-26 from 40 more pages drawn at random, none of them the
  // first expected page of an earlier question (withdrawn and changelog pages included; roadmap pages left out).
  {kind: 'task', query: 'link a dialogue asset to my quest', expected: ['/tales/quests/quest-dialogue']},
  {
    kind: 'question',
    query: 'is there a button to jump from a quest to its conversation',
    expected: ['/tales/quests/quest-dialogue'],
  },
  {
    kind: 'question',
    query: 'how do cooldowns stop npc barks repeating too often',
    expected: ['/tales/dialogue/tagged-dialogue/functions'],
  },
  {
    kind: 'task',
    query: 'override how a tagged dialogue gets picked and launched',
    expected: ['/tales/dialogue/tagged-dialogue/functions'],
  },
  {
    kind: 'question',
    query: 'why is there yellow error text around my minimap',
    expected: ['/navigator/navigation-widgets/', '/pro/navigator/navigation-widgets/'],
  },
  {
    kind: 'task',
    query: 'change the minimap to a square or distorted edge look',
    expected: ['/navigator/navigation-widgets/', '/pro/navigator/navigation-widgets/'],
  },
  {kind: 'task', query: 'change the player name shown in dialogue', expected: ['/pro/project-settings/']},
  {kind: 'question', query: 'where do i set which map opens on new game', expected: ['/pro/project-settings/']},
  {kind: 'task', query: 'remove the action buttons at the bottom of dialogue', expected: ['/common-ui/faqs/']},
  {
    kind: 'question',
    query: 'merging narrative input tables into my existing common ui setup',
    expected: ['/common-ui/faqs/'],
  },
  {kind: 'task', query: 'use a narrative plugin on a newer unreal engine version', expected: ['/plugin-upgrades']},
  {kind: 'question', query: 'what runuat command builds the plugin on linux', expected: ['/plugin-upgrades']},
  {
    kind: 'task',
    query: 'add a fast travel spot players can teleport to',
    expected: ['/navigator/points-of-interest', '/pro/navigator/points-of-interest'],
  },
  {
    kind: 'question',
    query: 'why does an undiscovered location have a grey marker on the map',
    expected: ['/navigator/points-of-interest', '/pro/navigator/points-of-interest'],
  },
  {
    kind: 'question',
    query: 'default ui has not been given a valid narrative component error',
    expected: ['/tales/tales-component/errors'],
  },
  {
    kind: 'task',
    query: 'find which actors have a narrative component in the scene',
    expected: ['/tales/tales-component/errors'],
  },
  {
    kind: 'question',
    query: 'which widget lists the tasks of the current quest branch',
    expected: ['/tales/ui/bp_questbranch'],
  },
  {kind: 'task', query: 'restyle the objective text in the quest popup', expected: ['/tales/ui/bp_questbranch']},
  {
    kind: 'task',
    query: 'add the narrative widgets to my existing hud',
    expected: ['/common-ui/installation/narrative-hud'],
  },
  {
    kind: 'question',
    query: 'where should i create the hud widget on begin play',
    expected: ['/common-ui/installation/narrative-hud'],
  },
  {
    kind: 'task',
    query: 'switch the dialogue graph to a horizontal layout',
    expected: ['/tales/dialogue/dialogue-nodes/orientation', '/pro/dialogue/dialogue-nodes/orientation'],
  },
  {
    kind: 'question',
    query: 'in what order are player reply options checked',
    expected: ['/tales/dialogue/dialogue-nodes/orientation', '/pro/dialogue/dialogue-nodes/orientation'],
  },
  {kind: 'question', query: 'what changed in tales 3.7', expected: ['/tales/changelog/']},
  {kind: 'task', query: 'check which unreal version the latest tales release targets', expected: ['/tales/changelog/']},
  {kind: 'question', query: 'does narrative pro come with a loading screen', expected: ['/pro/ui/loading-screen']},
  {kind: 'task', query: 'see the please wait screen shown while loading a save', expected: ['/pro/ui/loading-screen']},
  {kind: 'task', query: 'buy narrative pro on fab', expected: ['/pro/']},
  {kind: 'question', query: 'is there a getting started video for pro 2.3', expected: ['/pro/']},
  {
    kind: 'task',
    query: 'share quests and dialogue between players in multiplayer',
    expected: ['/pro/parties/', '/tales/parties/'],
  },
  {
    kind: 'question',
    query: 'who becomes the party leader when players join',
    expected: ['/pro/parties/', '/tales/parties/'],
  },
  {
    kind: 'question',
    query: "why won't my facial animation play during dialogue",
    expected: ['/pro/dialogue/dialogue-nodes/animations', '/tales/dialogue/dialogue-nodes/animations'],
  },
  {
    kind: 'task',
    query: 'play a body montage on the npc while it talks',
    expected: ['/pro/dialogue/dialogue-nodes/animations', '/tales/dialogue/dialogue-nodes/animations'],
  },
  {
    kind: 'question',
    query: 'what do pro on screen quest markers look like',
    expected: ['/pro/ui/navigator/onscreenmarker'],
  },
  {
    kind: 'task',
    query: 'customize the on screen marker widget in pro ui',
    expected: ['/pro/ui/navigator/onscreenmarker'],
  },
  {
    kind: 'question',
    query: 'which widget shows the active and finished quest counts',
    expected: ['/tales/ui/w_narrativemenu_questjournal'],
  },
  {
    kind: 'task',
    query: 'change how the journal lists the selected quest objectives',
    expected: ['/tales/ui/w_narrativemenu_questjournal'],
  },
  {
    kind: 'question',
    query: 'where is quest dialogue explained in the dialogue docs',
    expected: ['/tales/dialogue/quest-dialogue'],
  },
  {kind: 'task', query: 'find the conversation that belongs to a quest', expected: ['/tales/dialogue/quest-dialogue']},
  {kind: 'task', query: 'copy the example ability mp4 files into my project', expected: ['/pro/installation/movies']},
  {
    kind: 'question',
    query: "why don't the movie files show in the content drawer",
    expected: ['/pro/installation/movies'],
  },
  {kind: 'question', query: 'which widget shows task progress like 0/2', expected: ['/tales/ui/bp_questtask']},
  {kind: 'task', query: 'change how a single quest objective line is displayed', expected: ['/tales/ui/bp_questtask']},
  {kind: 'task', query: 'install narrative navigator with common ui', expected: ['/navigator/installation/']},
  {
    kind: 'question',
    query: "can't see the navigator plugin assets in content browser",
    expected: ['/navigator/installation/'],
  },
  {kind: 'question', query: 'missing vignette and marker textures in common ui', expected: ['/common-ui/changelog/']},
  {kind: 'task', query: 'check what changed in the latest common ui release', expected: ['/common-ui/changelog/']},
  {
    kind: 'task',
    query: 'show a marker over an enemy on screen',
    expected: [
      '/navigator/navigation-widgets/screen-space-markers',
      '/pro/navigator/navigation-widgets/screen-space-markers',
    ],
  },
  {
    kind: 'question',
    query: 'how do i change the icon and tint of a map marker',
    expected: [
      '/navigator/navigation-widgets/screen-space-markers',
      '/pro/navigator/navigation-widgets/screen-space-markers',
    ],
  },
  {
    kind: 'question',
    query: 'what is the difference between npc and player dialogue line settings',
    expected: ['/pro/dialogue/dialogue-nodes/node-breakdown', '/tales/dialogue/dialogue-nodes/node-breakdown'],
  },
  {
    kind: 'task',
    query: 'set a camera shot while the player picks a reply',
    expected: ['/pro/dialogue/dialogue-nodes/node-breakdown', '/tales/dialogue/dialogue-nodes/node-breakdown'],
  },
  {kind: 'question', query: 'difference between on activate and execute event', expected: ['/tales/events/functions']},
  {kind: 'task', query: 'show a begin quest hint next to a dialogue choice', expected: ['/tales/events/functions']},
  {kind: 'question', query: 'can i hide a quest from all ui, like achievements', expected: ['/tales/mods/']},
  {kind: 'task', query: 'find community made changes for tales', expected: ['/tales/mods/']},
  {kind: 'question', query: 'which widget shows npc subtitles and quest popups', expected: ['/tales/ui/']},
  {kind: 'task', query: 'customize the default quest and dialogue widgets', expected: ['/tales/ui/']},
  {kind: 'question', query: 'what are ability movies in narrative pro', expected: ['/pro/abilities/movies']},
  {kind: 'task', query: 'find the page about preview videos for abilities', expected: ['/pro/abilities/movies']},
  {
    kind: 'question',
    query: 'place quest npcs in the level or spawn them per quest',
    expected: ['/tales/quests/quest-design', '/pro/quests/quest-design'],
  },
  {
    kind: 'task',
    query: 'structure open world quests to keep load times down',
    expected: ['/tales/quests/quest-design', '/pro/quests/quest-design'],
  },
  {
    kind: 'task',
    query: 'take gold away from the player',
    expected: ['/inventory/inventory-component/functions', '/pro/inventory/inventory-component/functions'],
  },
  {
    kind: 'question',
    query: 'why does use item always return false on the client',
    expected: ['/inventory/inventory-component/functions', '/pro/inventory/inventory-component/functions'],
  },
  {kind: 'task', query: 'open the quest journal with a key press', expected: ['/tales/quest-journal/']},
  {
    kind: 'question',
    query: 'can players look back at failed and completed quests',
    expected: ['/tales/quest-journal/'],
  },
  {
    kind: 'question',
    query: 'which blueprints were updated in inventory 2.0.5',
    expected: ['/inventory/changelog/version-2.0.5'],
  },
  {
    kind: 'task',
    query: 'see the file changes in the inventory 2.0.5 update',
    expected: ['/inventory/changelog/version-2.0.5'],
  },
  {
    kind: 'question',
    query: 'what abilities come with narrative pro out of the box',
    expected: ['/pro/abilities/default-abilities'],
  },
  {
    kind: 'task',
    query: 'let the player reload and holster their weapon',
    expected: ['/pro/abilities/default-abilities'],
  },
  {
    kind: 'task',
    query: 'run my own logic when gear is equipped',
    expected: ['/inventory/items/equipment/functions', '/pro/inventory/items/equipment/functions'],
  },
  {
    kind: 'question',
    query: 'which function gets called when unequipping an item',
    expected: ['/inventory/items/equipment/functions', '/pro/inventory/items/equipment/functions'],
  },
  {
    kind: 'question',
    query: 'why does game input stop when reply options appear',
    expected: ['/tales/ui/w_narrativemenu_dialogue'],
  },
  {
    kind: 'task',
    query: "edit the menu that shows the player's reply choices",
    expected: ['/tales/ui/w_narrativemenu_dialogue'],
  },
  {kind: 'task', query: 'save custom map markers and unlocked locations', expected: ['/navigator/navigator-component']},
  {
    kind: 'question',
    query: "can't find the navigation component to add to my player controller",
    expected: ['/navigator/navigator-component'],
  },
  {
    kind: 'question',
    query: 'how long does a dialogue line stay on screen',
    expected: ['/tales/dialogue/dialogue-nodes/', '/pro/dialogue/dialogue-nodes/'],
  },
  {
    kind: 'task',
    query: 'loop a conversation back to an earlier question',
    expected: ['/tales/dialogue/dialogue-nodes/', '/pro/dialogue/dialogue-nodes/'],
  },
  {
    kind: 'task',
    query: 'make an actor something the player can interact with',
    expected: ['/interaction/interactables/', '/pro/interaction/interactables/'],
  },
  {
    kind: 'question',
    query: 'why is the highlight overlay missing on nanite meshes',
    expected: ['/interaction/interactables/', '/pro/interaction/interactables/'],
  },
  {
    kind: 'question',
    query: 'where do i clean up timers when a quest requirement is removed',
    expected: ['/tales/quests/requirements/functions'],
  },
  {
    kind: 'task',
    query: 'bind to quest events when my custom requirement is added',
    expected: ['/tales/quests/requirements/functions'],
  },
];
