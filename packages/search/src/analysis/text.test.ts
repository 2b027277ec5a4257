import {describe, expect, it} from 'vitest';
import {levelOf} from '../scoring';
import {maxTypos, processTerm, queryWords, singular, stemOf, termsOf, tokenize} from '.';

describe('tokenize', () => {
  it('splits on anything but letters and digits, and adds the parts of camel-case words', () => {
    expect(tokenize('BP_PlayerController opens WBP_HUDWidget.')).toEqual([
      'BP',
      'PlayerController',
      'Player',
      'Controller',
      'opens',
      'WBP',
      'HUDWidget',
      'HUD',
      'Widget',
    ]);
  });

  it('keeps words of any script', () => {
    expect(tokenize('任务 quête квест')).toEqual(['任务', 'quête', 'квест']);
  });

  it('adds an identifier without its b, E, F or U prefix', () => {
    expect(termsOf('bAutoRotateSpeakers')).toContain('autorotatespeaker');
    expect(termsOf('UNarrativeComponent')).toContain('narrativecomponent');
    expect(termsOf('EQuestState')).toContain('queststate');
    expect(termsOf('Bandit')).toEqual(['bandit']);
  });

  it('runs together a name written as capitalized words, without its underscore prefix', () => {
    expect(termsOf('Call Get Narrative Inventory From Target on the player.')).toContain(
      'getnarrativeinventoryfromtarget',
    );
    expect(termsOf('Open WBP_Narrative_Menu')).toContain('narrativemenu');
    expect(termsOf('Set Input Mode Game And UI')).toContain('setinputmodegameandui');
  });

  it('runs the words of each keyword phrase together, two and three at a time, never across phrases', () => {
    const terms = termsOf('show the camera shot, quest log', 'keywords');
    expect(terms).toEqual(expect.arrayContaining(['showcamera', 'camerashot', 'showcamerashot', 'questlog']));
    expect(terms).not.toContain('shotquest');
    expect(termsOf('show the camera shot, quest log')).not.toContain('camerashot');
  });

  it('gives the forms of a word one stem, and other words other stems', () => {
    expect(new Set(['heal', 'heals', 'healing', 'healed'].map(stemOf))).toEqual(new Set(['heal']));
    expect(stemOf('looting')).toBe(stemOf('loot'));
    expect(stemOf('quest')).not.toBe(stemOf('question'));
  });

  it('adds a version, and each shorter version it starts, as a word', () => {
    expect(termsOf('Fixed in 3.6.0, with Unreal Engine 5.5 support.')).toEqual(
      expect.arrayContaining(['3.6', '3.6.0', '5.5']),
    );
    expect(termsOf('Give 20 coins.')).not.toContain('2.0');
  });

  it('runs a name together with the kind of thing prose says it is, in lower case after it', () => {
    expect(termsOf('Add the Narrative Interaction component to it.')).toEqual(
      expect.arrayContaining(['narrativeinteractioncomponent', 'interactioncomponent']),
    );
    expect(termsOf('The Narrative component drives quests.')).toContain('narrativecomponent');
    expect(termsOf('Narrative can be a component of it.')).not.toContain('narrativecomponent');
  });

  it('runs together the words of a title or a heading, whatever their case', () => {
    expect(termsOf('Keep cursor after menu close', 'title')).toContain('keepcursoraftermenuclose');
    expect(termsOf('Keep cursor after menu close', 'content')).not.toContain('keepcursoraftermenuclose');
  });
});

describe('processTerm', () => {
  it('lower-cases, makes plurals singular and drops common words', () => {
    expect(['Quests', 'parties', 'branches', 'abilities', 'status', 'class', 'the', 'How'].map(processTerm)).toEqual([
      'quest',
      'party',
      'branch',
      'ability',
      'status',
      'class',
      null,
      null,
    ]);
  });

  it('leaves short words alone', () => {
    expect(singular('gas')).toBe('gas');
    expect(singular('ui')).toBe('ui');
  });
});

describe('queryWords', () => {
  it('looks for the last word as a prefix while the reader is typing it, and for no other', () => {
    expect(queryWords('quest jour').map(({alternatives}) => alternatives[0]!.prefix)).toEqual([false, true]);
    expect(queryWords('quest jour ').map(({alternatives}) => alternatives[0]!.prefix)).toEqual([false, false]);
  });

  it('also looks for a word run together with the one or two before it, from a word a name can start with', () => {
    const [vendor] = queryWords('is vendor');
    expect(vendor!.alternatives.map(({term}) => term)).toEqual(['vendor', 'isvendor']);
    // "to location" starts no name; "go to location" may (`GoToLocation`).
    const [, location] = queryWords('go to location');
    expect(location!.alternatives.map(({term}) => term)).toEqual(['location', 'gotolocation']);
  });

  it('runs words together without the articles a question puts between them', () => {
    const [narrative, component] = queryWords('get the narrative component');
    expect(narrative!.alternatives.map(({term}) => term)).toContain('getnarrative');
    expect(component!.alternatives.map(({term}) => term)).toContain('getnarrativecomponent');
    expect(component!.alternatives.map(({term}) => term).filter((term) => term.includes('the'))).toEqual([]);
  });

  it('weighs a name typed with its prefix above the same name without it', () => {
    const weightOf = (query: string, term: string) =>
      queryWords(query)
        .flatMap(({alternatives}) => alternatives)
        .find((alternative) => alternative.term === term)?.weight;
    expect(weightOf('UNarrativeItem', 'unarrativeitem')).toBeGreaterThan(weightOf('UNarrativeItem', 'narrativeitem')!);
    expect(weightOf('NarrativeItem', 'narrativeitem')).toBe(weightOf('UNarrativeItem', 'unarrativeitem'));
  });

  it('reads a version as one word, not as its numbers', () => {
    expect(queryWords('tales 3.6').map(({word}) => word)).toEqual(['tale', '3.6']);
    expect(queryWords('navigator 1.1.1').map(({word}) => word)).toEqual(['navigator', '1.1.1']);
    const [engine, version] = queryWords('ue5.5');
    expect([engine!.word, version!.word]).toEqual(['ue', '5.5']);
    expect(engine!.alternatives.map(({term}) => term)).toContain('unreal');
  });

  it('tells the parts of an identifier from the words typed apart', () => {
    expect(queryWords('BP_PlayerController door').map(({word, inName}) => [word, inName])).toEqual([
      ['player', true],
      ['controller', true],
      ['door', false],
    ]);
    expect(queryWords('PlayerController player').find(({word}) => word === 'player')!.inName).toBe(false);
  });

  it('counts a repeated word once', () => {
    expect(queryWords('quest quest quests').map(({word}) => word)).toEqual(['quest']);
  });
});

describe('levelOf and maxTypos', () => {
  it('names a document by its deepest heading', () => {
    expect(levelOf([0, 1, -1, -1, -1, -1, -1])).toBe('lvl1');
    expect(levelOf([0, 1, 2, 3, -1, -1, -1])).toBe('lvl3');
  });

  it('forgives no typo below 4 letters, one up to 7, two from 8', () => {
    expect([3, 4, 7, 8].map(maxTypos)).toEqual([0, 1, 1, 2]);
  });
});
