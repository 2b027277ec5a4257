import {describe, expect, it} from 'vitest';
import {processTerm, singular, tokenize} from './indexOptions';

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
