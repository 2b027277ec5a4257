import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {docSearchBundle, replace, search} from './autocompleteStatusFix';

describe('the autocomplete status fix', () => {
  const bundle = readFileSync(docSearchBundle, 'utf8');

  it('finds the text it replaces exactly once in the installed DocSearch bundle', () => {
    expect(bundle.split(search)).toHaveLength(2);
  });

  it('replaces the onInput finally block, whose store and setter it names', () => {
    const at = bundle.indexOf(search);
    const onInput = bundle.slice(bundle.lastIndexOf('function ft(e){', at), at);
    expect(onInput).toContain('c=e.store');
    expect(onInput).toContain('p=u.setStatus');
    expect(replace).toContain('"error"!==c.getState().status&&p("idle")');
  });
});
