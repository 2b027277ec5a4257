import {describe, expect, it} from 'vitest';
import {processTerm, queryWords} from '.';
import {baseForms, otherSpellings, stopWords, synonyms} from './vocabulary';

describe('the search vocabulary', () => {
  it('writes stop words in lower case, each once', () => {
    for (const word of stopWords) {
      expect(word, 'stop words are matched after lower-casing').toBe(word.toLowerCase());
    }
  });

  it('keys synonyms by processed terms and points them at searchable terms', () => {
    for (const [word, alternatives] of Object.entries(synonyms)) {
      expect(processTerm(word), `"${word}": write the key as processTerm makes it (lower case, singular)`).toBe(word);
      for (const alternative of alternatives) {
        expect(processTerm(alternative), `"${word}" → "${alternative}": a stop word or a plural never matches`).toBe(
          alternative,
        );
        expect(alternative, `"${word}" lists itself`).not.toBe(word);
      }
    }
  });

  it('adds the synonyms to a query word, weighted below the word', () => {
    const [shop] = queryWords('shop');
    expect(shop!.alternatives[0]).toEqual({term: 'shop', weight: 1, prefix: true});
    expect(shop!.alternatives).toContainEqual({term: 'vendor', weight: 0.7, prefix: false});
  });

  it('reads a check, as readers call a condition, as a condition too', () => {
    const check = queryWords('my custom check runs').find(({word}) => word === 'check');
    expect(check!.alternatives).toContainEqual({term: 'condition', weight: 0.7, prefix: false});
  });

  it('looks for a word spelt the British way as the docs spell it, as the same word', () => {
    const [behaviour] = queryWords('behaviour');
    expect(behaviour!.alternatives).toContainEqual({term: 'behavior', weight: 1, prefix: false});
    expect(
      ['colour', 'armoured', 'randomise', 'analysing', 'centre', 'dialogue', 'licence', 'travelled'].map(
        otherSpellings,
      ),
    ).toEqual([
      ['color'],
      ['armored'],
      ['randomize'],
      ['analyzing'],
      ['center'],
      ['dialog'],
      ['license'],
      ['traveled'],
    ]);
    // Each way round: the American spelling finds the British one.
    expect(['color', 'behavior', 'randomize', 'dialog', 'catalogs', 'license', 'canceled'].map(otherSpellings)).toEqual(
      [['colour'], ['behaviour'], ['randomise'], ['dialogue'], ['catalogues'], ['licence'], ['cancelled']],
    );
    expect(['hour', 'your', 'noise', 'raise', 'log', 'fog'].map(otherSpellings)).toEqual(Array(6).fill([]));
  });

  it('adds the synonyms of words run together, as a word typed with a hyphen is', () => {
    const terms = (query: string) => queryWords(query).flatMap(({alternatives}) => alternatives.map(({term}) => term));
    expect(terms('play in co-op')).toContain('multiplayer');
    expect(terms('tales patch notes')).toContain('changelog');
    expect(terms('turn off interaction')).toContain('deactivate');
    expect(terms('add a quest')).toContain('create');
  });

  it('reads an -ing or -ed form as the word it comes from, only where the docs lack the form itself', () => {
    const words = {climbing: 'climb', mantling: 'mantle', skipped: 'skip', saved: 'save'};
    for (const [form, word] of Object.entries(words)) {
      expect(baseForms(form), form).toContain(word);
    }
    expect(baseForms('sing')).toEqual([]);
    const [climbing] = queryWords('climbing');
    expect(climbing!.alternatives).toContainEqual({term: 'climb', weight: 0.8, prefix: false, fallback: true});
  });

  it('drops a contraction typed without its apostrophe, as it drops the question word', () => {
    expect(queryWords('whats new in tales').map(({word}) => word)).toEqual(['new', 'tale']);
    expect(queryWords('dialogue doesnt start').map(({word}) => word)).toEqual(['dialogue', 'start']);
  });

  it('drops the question words of "how do I …" from queries', () => {
    expect(queryWords('how do I make an actor lootable').map(({word}) => word)).toEqual(['actor', 'lootable']);
    expect(queryWords('where do I change the default dialogue class').map(({word}) => word)).toEqual([
      'default',
      'dialogue',
      'class',
    ]);
  });

  it('drops the filler of a question, which would weigh on the few pages that happen to use it', () => {
    expect(queryWords('my quest save is just not working properly, anyone?').map(({word}) => word)).toEqual([
      'quest',
      'save',
    ]);
  });

  it('drops what is left of a contraction or a possessive', () => {
    expect(queryWords("why isn't the player's quest updating").map(({word}) => word)).toEqual([
      'player',
      'quest',
      'updating',
    ]);
  });
});
