// cspell:words intergrations
// cspell:words grenade
/**
 * Questions as readers write them, held out from tuning: written on
 * 2026-11-28 with `relevance-readers.ts`, from the same sources (the FAQ
 * pages' questions, the symptoms the changelogs' fixes name, the roadmap's
 * requests), with each query's pages chosen by reading the pages. No one
 * tunes on this set or reads its misses (`npm run bench:search` prints its
 * figures only): it measures how the ranking does on readers' words it was
 * not tuned for. Once its misses have been read, write a new one.
 */
import type {RelevanceQuery} from './relevance';
import {
  inventoryChangelog,
  inventoryComponent,
  inventoryFunctions,
  lootTables,
  talesChangelog,
} from './relevance-pages';

export const readerHeldOutTable: RelevanceQuery[] = [
  // FAQ questions.
  {
    kind: 'question',
    query: 'stop the player from skipping a dialogue cinematic',
    expected: ['/pro/faqs', '/pro/dialogue/cinematics', '/tales/dialogue/functions', '/pro/dialogue/functions'],
  },
  {kind: 'question', query: 'how do i make enemies patrol', expected: ['/pro/faqs', '/pro/npcs/ai/']},
  {kind: 'question', query: 'quest that fails when a countdown runs out', expected: ['/pro/faqs']},
  {kind: 'question', query: 'mark a quest as a main quest or a side quest', expected: ['/pro/faqs']},
  {kind: 'question', query: 'play different music during combat', expected: ['/pro/faqs', '/pro/music/']},
  {kind: 'question', query: 'does it support 5.1 surround sound', expected: ['/pro/faqs']},
  {kind: 'question', query: 'get rid of the buttons under the dialogue box', expected: ['/common-ui/faqs/']},
  {kind: 'question', query: 'lip sync for npc dialogue', expected: ['/tales/faqs/']},
  {kind: 'question', query: 'play an animation when the player opens a chest', expected: ['/pro/faqs']},
  {kind: 'question', query: 'which menus come with pro', expected: ['/pro/faqs', '/pro/features/']},
  // Symptoms that the changelogs' fixes name.
  {kind: 'question', query: 'crash when conditions block a dialogue', expected: talesChangelog},
  {
    kind: 'question',
    query: 'player dialogue options stop responding after talking many times',
    expected: talesChangelog,
  },
  {kind: 'question', query: 'camera glitches when a dialogue sequence ends', expected: talesChangelog},
  {
    kind: 'question',
    query: 'client crashes when the server starts a dialogue with conditions',
    expected: talesChangelog,
  },
  {kind: 'question', query: 'vendors sell the gear they are wearing', expected: inventoryChangelog},
  {kind: 'question', query: 'using an item does not lower its quantity', expected: inventoryChangelog},
  {
    kind: 'question',
    query: 'loaded save starts in the wrong level',
    expected: ['/pro/changelog/', '/pro/saving/loading', '/pro/saving/'],
  },
  {
    kind: 'question',
    query: 'give the player starting items when the game begins',
    expected: [...lootTables, ...inventoryFunctions, ...inventoryComponent],
  },
  {kind: 'question', query: 'copy and paste of dialogue text does not work', expected: talesChangelog},
  {kind: 'question', query: 'speaker name shows the speaker id instead of a display name', expected: talesChangelog},
  // Requests on the roadmap.
  {kind: 'question', query: 'rebind keys in the settings menu', expected: ['/pro/faqs', '/pro/changelog/']},
  {kind: 'question', query: 'swap hair and body parts in a character creator', expected: ['/pro/character-creator/']},
  {
    kind: 'question',
    query: 'throwable grenade slot',
    expected: ['/roadmap/2026', '/inventory/changelog/', '/pro/inventory/'],
  },
  {
    kind: 'question',
    query: 'use the ultra dynamic sky asset',
    expected: ['/pro/narrative-sky/intergrations/ultra-dynamic-sky', '/pro/narrative-sky/intergrations/'],
  },
  {kind: 'question', query: 'points of interest quest integration broken', expected: ['/navigator/changelog/']},
  {
    kind: 'question',
    query: 'earn points to unlock new skills',
    expected: ['/pro/skill-tree/skill-points', '/pro/skill-tree/'],
  },
];
