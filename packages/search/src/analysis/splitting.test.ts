/**
 * Index, query and highlight split text the same way: a page that writes a
 * word as a reader types it is indexed under each term the query looks for,
 * and the highlighter marks that word. Checked on every word of the
 * relevance tables' queries, which are what readers type.
 */
import {describe, expect, it} from 'vitest';
import {freshTable} from '@narrative-docs/test-support/relevance-fresh';
import {heldOutTable} from '@narrative-docs/test-support/relevance-held-out';
import {relevanceTable} from '@narrative-docs/test-support/relevance';
import {highlight} from '../engine/highlight';
import {queryWords, termsOf} from '.';

const tokens = [
  ...new Set(
    [...relevanceTable, ...heldOutTable, ...freshTable].flatMap(({query}) => query.match(/[^\s"'“”,?!()]+/gu) ?? []),
  ),
];

/** The terms a query of `text` looks for as typed: each word's own term, not its synonyms or fallbacks. */
const ownTerms = (text: string) => queryWords(text).map(({alternatives}) => alternatives[0]!.term);

describe('index, query and highlight', () => {
  it('read the relevance tables’ words', () => {
    expect(tokens.length).toBeGreaterThan(500);
  });

  it('index a page that writes a word under every term a query of that word looks for', () => {
    const missing = tokens.flatMap((token) => {
      const indexed = new Set(termsOf(token));
      const lacking = ownTerms(token).filter((term) => !indexed.has(term));
      return lacking.length > 0 ? [`${token}: ${lacking.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('mark every word of a text the query found in it', () => {
    const unmarked = tokens.flatMap((token) => {
      const queryTerms = ownTerms(token);
      if (queryTerms.length === 0) {
        return [];
      }
      const {value} = highlight(token, {queryTerms, matchedTerms: new Set(queryTerms)}, {preTag: '[', postTag: ']'});
      // What is left unmarked may hold stop words and separators, nothing a term comes from.
      const outside = value.replace(/\[[^\]]*\]/g, ' ');
      return termsOf(outside).length > 0 ? [`${token} → ${value}`] : [];
    });
    expect(unmarked).toEqual([]);
  });
});
