// cspell:words afford
/**
 * Questions as readers write them, not as the docs or their fact sheets put
 * them: the questions of the FAQ pages (docs/**\/faqs), the symptoms that the
 * changelogs' fixes name, and the requests on the roadmap (src/data/roadmap.ts),
 * each reworded the way someone types it into a search box. Written on
 * 2026-11-28, before any tuning on them, with each query's pages chosen by
 * reading the pages, not by searching. This set is tuned on, and its misses
 * are named; `relevance-readers-held-out.ts`, written the same day from the
 * same sources, is not. A symptom's fix is answered by the changelog that
 * names it, or by the page of the feature it concerns.
 */
import type {RelevanceQuery} from './relevance';
import {
  events,
  inventoryChangelog,
  inventoryComponent,
  inventoryFunctions,
  lootTables,
  talesChangelog,
  trading,
} from './relevance-pages';

export const readerTable: RelevanceQuery[] = [
  // FAQ questions.
  {kind: 'question', query: 'how do i change the font of every menu', expected: ['/pro/faqs']},
  {kind: 'question', query: 'player should not take damage during a cutscene', expected: ['/pro/faqs']},
  {kind: 'question', query: 'does pro support riding horses', expected: ['/pro/faqs']},
  {
    kind: 'question',
    query: 'can the player have a pet dog that follows them',
    expected: ['/pro/faqs', '/pro/npcs/followers'],
  },
  {kind: 'question', query: 'bind a key to quick save', expected: ['/pro/faqs']},
  {
    kind: 'question',
    query: 'dialogue text disappears when the player has to choose a reply',
    expected: ['/tales/faqs/show-dialogue-text-while-player-selection'],
  },
  {
    kind: 'question',
    query: 'mouse cursor disappears after closing a menu',
    expected: ['/common-ui/faqs/keep-cursor-after-menu-close'],
  },
  {kind: 'question', query: 'why is common ui a separate plugin', expected: ['/common-ui/faqs/']},
  {kind: 'question', query: 'does tales generate quests at runtime', expected: ['/tales/faqs/']},
  {kind: 'question', query: 'can i use tales with my own inventory system', expected: ['/tales/faqs/']},
  {kind: 'question', query: 'how do i kill an npc fast to test something', expected: ['/pro/faqs']},
  {
    kind: 'question',
    query: 'npc should say lines in the middle of a fight',
    expected: ['/pro/faqs', '/pro/tales-component/functions'],
  },
  // Symptoms that the changelogs' fixes name.
  {
    kind: 'question',
    query: 'missing reference to T_Vignette texture',
    expected: ['/common-ui/changelog/', '/navigator/changelog/', '/inventory/changelog/'],
  },
  {
    kind: 'question',
    query: 'my override of get interaction start transform never runs',
    expected: ['/interaction/changelog/', '/interaction/changelog/version-1.2.5'],
  },
  {kind: 'question', query: 'spawned pickup has no mesh', expected: inventoryChangelog},
  {kind: 'question', query: 'player can hold one more item than the capacity allows', expected: inventoryChangelog},
  {
    kind: 'question',
    query: 'vendor refuses to buy because it has no money',
    expected: [...trading, ...inventoryChangelog],
  },
  {kind: 'question', query: 'characters stuck in a t-pose after a fight', expected: ['/pro/changelog/']},
  {kind: 'question', query: 'game crashes on an empty condition', expected: talesChangelog},
  {kind: 'question', query: 'events fire again every time i load a save', expected: [...events, ...talesChangelog]},
  {kind: 'question', query: 'dialogue voice keeps playing after the player walks away', expected: talesChangelog},
  {kind: 'question', query: 'npc looks at the wrong height when talking to a tall character', expected: talesChangelog},
  {kind: 'question', query: 'crash when a dialogue is replicated', expected: talesChangelog},
  {
    kind: 'question',
    query: 'starting items are no longer added at begin play',
    expected: [...inventoryChangelog, ...inventoryFunctions, ...inventoryComponent, ...lootTables],
  },
  // Requests on the roadmap.
  {kind: 'question', query: 'is there a radial menu', expected: ['/roadmap/2024']},
  {
    kind: 'question',
    query: 'throw a weapon like a grenade',
    expected: ['/roadmap/2026', '/inventory/changelog/', '/pro/inventory/'],
  },
  {kind: 'question', query: 'time of day and a sky that changes', expected: ['/pro/narrative-sky/']},
  {kind: 'question', query: 'npcs follow a daily schedule', expected: ['/pro/narrative-sky/', '/pro/features/']},
  {kind: 'question', query: 'a weapon wheel to switch weapons', expected: ['/pro/inventory/items/equipment/weapons/']},
  {kind: 'question', query: 'climb a ladder', expected: ['/pro/ladders/']},
];
