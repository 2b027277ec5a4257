/**
 * Questions and tasks held out from tuning and never read, written on
 * 2026-11-26 from the fact sheets of 40 pages drawn at random (stub and
 * roadmap pages left out), two per page, in a developer's words, not the
 * pages'; written without the site, its search or its keywords. Either
 * twin answers where Tales and Pro, or a plugin and Pro, share a page.
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
];
