import {describe, expect, it} from 'vitest';
import {builtLines} from './contract';

describe('builtLines', () => {
  it('gives the lines the build highlighted', () => {
    expect(builtLines('["<span class=\\"token keyword\\">int</span> a;",""]', 'int a;\n')).toEqual([
      '<span class="token keyword">int</span> a;',
      '',
    ]);
  });

  it('fails the render, and so the build, of a block the build never highlighted, saying how to write it', () => {
    expect(() => builtLines(undefined, 'npm ci\nnpm test')).toThrow(
      'A code block beginning "npm ci" has no lines highlighted by the build, which highlights the fenced blocks of ' +
        'Markdown only: write it as a fenced block (```language) instead of in JSX.',
    );
  });
});
