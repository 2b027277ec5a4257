import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {toHtml} from 'hast-util-to-html';
import type {Root} from 'hast';
import rehypeTableLabels from '.';

function run(html: string): string {
  const tree = unified().use(rehypeParse, {fragment: true}).parse(html) as Root;
  rehypeTableLabels()(tree);
  return toHtml(tree);
}

describe('rehypeTableLabels', () => {
  it('labels every cell of a three-column table with its header and marks the table', () => {
    const html =
      '<table><thead><tr><th>Name</th><th>Type</th><th>Description</th></tr></thead><tbody><tr><td><code>bAuto</code></td><td><code>bool</code></td><td>Turns it on.</td></tr></tbody></table>';
    expect(run(html)).toBe(
      '<table data-stack=""><thead><tr><th>Name</th><th>Type</th><th>Description</th></tr></thead><tbody><tr><td data-label="Name"><code>bAuto</code></td><td data-label="Type"><code>bool</code></td><td data-label="Description">Turns it on.</td></tr></tbody></table>',
    );
  });

  it('leaves tables of other widths alone: they keep their columns and scroll', () => {
    const html =
      '<table><thead><tr><th>A</th><th>B</th><th>C</th><th>D</th></tr></thead><tbody><tr><td>1</td><td>2</td><td>3</td><td>4</td></tr></tbody></table>';
    expect(run(html)).toBe(html);
  });
});
