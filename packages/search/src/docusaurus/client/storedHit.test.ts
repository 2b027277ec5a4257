import {describe, expect, it} from 'vitest';
import {withSnippetAsContent} from './storedHit';

describe('withSnippetAsContent', () => {
  it("replaces a hit's content with its snippet's words, escaped, without the highlight tags", () => {
    const hit = {
      content:
        'Tales comes with a working Quest Journal that players open to review their quests. It lists <every> quest.',
      _snippetResult: {
        content: {
          value: '… a working <mark>Quest</mark> <mark>Journal</mark> that &lt;players&gt; open …',
          matchLevel: 'full',
        },
      },
    };
    expect(withSnippetAsContent(hit).content).toBe('… a working Quest Journal that &lt;players&gt; open …');
    expect(withSnippetAsContent(hit)._snippetResult).toBe(hit._snippetResult);
  });

  it('leaves a hit without a content snippet as it is', () => {
    const hit = {content: null, hierarchy: {lvl1: 'Quest Journal'}};
    expect(withSnippetAsContent(hit)).toBe(hit);
  });
});
