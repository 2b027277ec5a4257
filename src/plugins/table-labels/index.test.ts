import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {toHtml} from 'hast-util-to-html';
import type {Root} from 'hast';
import rehypeTableLabels, {identifierParts} from '.';

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

  it('stacks wider tables too, and leaves a cell under an empty header unlabelled', () => {
    const html =
      '<table><thead><tr><th>A</th><th></th><th>C</th><th>D</th></tr></thead><tbody><tr><td>1</td><td>2</td><td>3</td><td>4</td></tr></tbody></table>';
    expect(run(html)).toBe(
      '<table data-stack=""><thead><tr><th>A</th><th></th><th>C</th><th>D</th></tr></thead><tbody><tr><td data-label="A">1</td><td>2</td><td data-label="C">3</td><td data-label="D">4</td></tr></tbody></table>',
    );
  });

  it('keeps two-column tables as tables', () => {
    const html =
      '<table><thead><tr><th>Input</th><th>Type</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(run(html)).toBe(html);
  });

  it('lets identifiers in inline code break in any cell, header included, and nowhere else: not in code blocks, not outside tables', () => {
    const html =
      '<table><thead><tr><th><code>FLootTableRow</code></th><th>Type</th></tr></thead><tbody><tr><td><a href="/x"><code>TArray&#x3C;UItemCollection></code></a></td><td>LongProseWordsStayWhole</td></tr></tbody></table><p><code>FLootTableRow</code></p>';
    const block =
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td><pre><code>TArray&#x3C;FItem></code></pre></td></tr></tbody></table>';
    expect(run(block)).toBe(block);
    expect(run(html)).toBe(
      '<table><thead><tr><th><code>FLoot<wbr>Table<wbr>Row</code></th><th>Type</th></tr></thead><tbody><tr><td><a href="/x"><code>TArray&#x3C;<wbr>UItem<wbr>Collection></code></a></td><td>LongProseWordsStayWhole</td></tr></tbody></table><p><code>FLootTableRow</code></p>',
    );
  });
});

describe('identifierParts', () => {
  it.each([
    ['FLootTableRow.ItemsToGrant', ['FLoot', 'Table', 'Row.', 'Items', 'To', 'Grant']],
    ['TArray<TObjectPtr<UItemCollection>>', ['TArray<', 'TObject', 'Ptr<', 'UItem', 'Collection>>']],
    ['FLootTableRoll::CanRoll() const', ['FLoot', 'Table', 'Roll::', 'Can', 'Roll() const']],
    ['NARRATIVEINVENTORY_API', ['NARRATIVEINVENTORY_', 'API']],
    ['/Game/Narrative/Maps', ['/Game/', 'Narrative/', 'Maps']],
    ['TMap<FName, int32>', ['TMap<', 'FName, int32>']],
  ])('breaks %s after separators and between the words of a CamelCase name', (text, parts) => {
    expect(identifierParts(text)).toEqual(parts);
  });

  it.each([
    ['bAutoRotate', ['bAuto', 'Rotate']],
    ['2.0.0', ['2.0.0']],
    ['e.g.', ['e.g.']],
    ['HTTPServer', ['HTTPServer']],
  ])('keeps a one-letter prefix, a version, an abbreviation and a run of capitals whole: %s', (text, parts) => {
    expect(identifierParts(text)).toEqual(parts);
  });
});
