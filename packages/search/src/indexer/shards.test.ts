import {describe, expect, it} from 'vitest';
import {record, records, siteUrl} from '@narrative-docs/test-support/searchRecords';
import {
  documentChunkFile,
  keywordPhraseShift,
  nameLengthShift,
  termBucketFile,
  textChunkFile,
  type TermBucketFile,
} from '../contract';
import {bucketTerms, buildShards, ownTitle, pageSizes, pageTwins, toDocuments} from './shards';

describe('bucketTerms', () => {
  const postings = new Map(
    ['quest', 'queue', 'quick', 'loot', 'looting', 'map', 'q'].map((term) => [term, [1, 10, 1]]),
  );

  it('keeps all terms in one bucket when they fit', () => {
    expect(bucketTerms(postings, 1000)).toEqual([
      {prefix: '', terms: ['loot', 'looting', 'map', 'q', 'quest', 'queue', 'quick']},
    ]);
  });

  it('splits by longer prefixes until each bucket fits, a term as short as the prefix staying in it', () => {
    const buckets = bucketTerms(postings, 40);
    expect(buckets.flatMap(({terms}) => terms).sort()).toEqual([...postings.keys()].sort());
    expect(buckets.find(({terms}) => terms.includes('q'))!.prefix).toBe('q');
    for (const {prefix, terms} of buckets) {
      expect(terms.every((term) => term.startsWith(prefix))).toBe(true);
    }
  });
});

describe('buildShards', () => {
  const {manifest, files} = buildShards(records, siteUrl, {
    bucketCharacters: 200,
    documentChunkSize: 2,
    chunkCharacters: 50,
  });
  const names = new Set(files.map(({name}) => name));

  it('writes one shard per language and docs tag, each with its buckets and chunks named in the manifest', () => {
    expect(manifest.shards.map(({language, docusaurus_tag}) => `${language} ${docusaurus_tag}`)).toEqual([
      'en default',
      'en docs-default-current',
      'fr docs-default-current',
    ]);
    for (const entry of manifest.shards) {
      entry.termBuckets.forEach((_, bucket) => expect(names.has(termBucketFile(entry, bucket))).toBe(true));
      entry.textChunks.forEach((_, chunk) => expect(names.has(textChunkFile(entry, chunk))).toBe(true));
      for (let chunk = 0; chunk * entry.documentChunkSize < entry.documents; chunk += 1) {
        expect(names.has(documentChunkFile(entry, chunk))).toBe(true);
      }
    }
    expect(names.size).toBe(files.length);
  });

  it('scores a term in a title above the same term in a text, and flags its fields and the length of the name it is in', () => {
    const entry = manifest.shards[1]!;
    const buckets = entry.termBuckets.map(
      (_, bucket) =>
        JSON.parse(files.find(({name}) => name === termBucketFile(entry, bucket))!.content) as TermBucketFile,
    );
    const bucket = buckets.find(({terms}) => terms.includes('task'))!;
    const postings = bucket.postings[bucket.terms.indexOf('task')]!;
    // Document 2 is the Tasks page, whose title is the word; document 3 its section, whose text has it.
    const [firstDelta, titleScore, titleFlags, secondDelta, textScore] = postings;
    expect([firstDelta, secondDelta]).toEqual([2, 1]);
    expect(titleScore).toBeGreaterThan(textScore!);
    expect(titleFlags! & 1).toBe(1);
    // "Tasks" is the page's own name, of one word; "Custom Tasks", its section's, has two.
    expect(titleFlags! >> nameLengthShift).toBe(1);
    expect(postings[5]! >> nameLengthShift).toBe(2);
  });

  it("flags, in a page's first document, the keyword phrases each term is in, and counts each phrase's words", () => {
    const {manifest: keywordManifest, files: keywordFiles} = buildShards(
      [
        {
          ...record('/tales/quests/hidden', 'lvl1', {lvl0: 'Tales', lvl1: 'Hidden Quests'}),
          keywords: ['hide a quest from the hud', 'bShowUI checkbox on a quest'],
        },
        record(
          '/tales/quests/hidden#show',
          'content',
          {lvl0: 'Tales', lvl1: 'Hidden Quests', lvl2: 'Show'},
          'A quest.',
        ),
      ],
      siteUrl,
    );
    const entry = keywordManifest.shards[0]!;
    expect(entry.keywordPhrases).toEqual([[3, 4]]);
    const phrasesOf = (term: string) => {
      const bucket = keywordFiles
        .filter(({name}) => name.includes('.terms-'))
        .map(({content}) => JSON.parse(content) as TermBucketFile)
        .find(({terms}) => terms.includes(term))!;
      const postings = bucket.postings[bucket.terms.indexOf(term)]!;
      return Array.from({length: postings.length / 3}, (_, at) => postings[at * 3 + 2]! >>> keywordPhraseShift);
    };
    // Bit 0 is the first phrase, bit 1 the second; the section (document 1) has no keywords.
    expect(phrasesOf('hud')).toEqual([0b01]);
    expect(phrasesOf('show')).toEqual([0b10, 0]);
    expect(phrasesOf('quest')).toEqual([0b11, 0]);
  });

  it('names the section of each page', () => {
    const entry = manifest.shards[1]!;
    expect(entry.pageSections.map((section) => entry.sections[section])).toEqual(['Tales', 'Tales', 'Inventory']);
  });

  it('counts the documents of each page: a page and its sections are consecutive', () => {
    expect(
      pageSizes(
        toDocuments(
          records.filter(
            ({language, docusaurus_tag}) => language === 'en' && docusaurus_tag === 'docs-default-current',
          ),
        ),
      ),
    ).toEqual([2, 2, 2]);
  });
});

describe('pageTwins', () => {
  const page = (path: string, lvl0: string, lvl1: string, text: string) => [
    record(path, 'lvl1', {lvl0, lvl1}),
    record(`${path}#usage`, 'content', {lvl0, lvl1, lvl2: 'Usage'}, text),
  ];
  const tasks = 'A task is a step of a quest: the player must find an item, talk to an NPC or reach a place.';

  it('pairs a page with its copy in another product, and not with another page of the same title', () => {
    const documents = toDocuments([
      ...page('/tales/quests/tasks/', 'Tales', 'Tasks', tasks),
      ...page('/inventory/items/functions', 'Inventory', 'Functions', 'Use an item, drop it or split its stack.'),
      ...page('/pro/quests/tasks/', 'Pro', 'Tasks', `${tasks} Pro adds tasks of its own.`),
      ...page('/pro/dialogue/functions', 'Pro', 'Functions', 'Begin a dialogue, skip a line or end it.'),
    ]);
    expect(pageTwins(documents)).toEqual([[2, 0]]);
  });

  it('pairs pages at the same path in their products, whatever each is titled, and never two pages of one product', () => {
    const documents = toDocuments([
      ...page('/tales/tales-component/', 'Tales', 'Narrative Component', tasks),
      ...page('/pro/tales-component/', 'Pro', 'Tales Component', tasks),
      ...page('/pro/abilities/movies', 'Pro', 'Movies', tasks),
      ...page('/pro/installation/movies', 'Pro', 'Movies', tasks),
    ]);
    expect(pageTwins(documents)).toEqual([[1, 0]]);
  });

  it('pairs pages by their own titles, whatever category names one of them (see distinctTitles)', () => {
    const documents = toDocuments([
      ...page('/navigator/compass', 'Navigator', 'Compass', tasks),
      ...page('/pro/navigator/compass', 'Pro', 'Navigation Widgets › Compass', tasks),
    ]);
    expect(pageTwins(documents)).toEqual([[1, 0]]);
  });
});

describe('withdrawnPages', () => {
  it('lists each withdrawn page once, with its path, version and replacement, relative to the site', () => {
    const withdrawn = {version: 'Pro 2.2', replacement: {url: `${siteUrl}/pro/features/`, label: "Pro's Features"}};
    const {manifest} = buildShards(
      [
        record('/pro/features/', 'lvl1', {lvl0: 'Pro', lvl1: 'Features'}),
        ...[
          record('/pro/ui/pause-menu', 'lvl1', {lvl0: 'Pro', lvl1: 'Pause Menu'}),
          record('/pro/ui/pause-menu#buttons', 'content', {lvl0: 'Pro', lvl1: 'Pause Menu'}, 'Resume, save, quit.'),
        ].map((withdrawnRecord) => ({...withdrawnRecord, withdrawn})),
      ],
      siteUrl,
    );
    expect(manifest.shards[0]!.withdrawnPages).toEqual([
      [1, '/pro/ui/pause-menu', 'Pro 2.2', '/pro/features/', "Pro's Features"],
    ]);
  });
});

describe('ownTitle', () => {
  it('is the title a page gives itself, without the category that tells it apart', () => {
    expect(ownTitle('Items › Functions')).toBe('Functions');
    expect(ownTitle('Functions')).toBe('Functions');
    expect(ownTitle(null)).toBe('');
  });
});
