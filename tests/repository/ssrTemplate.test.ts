/** The page template is a copy of Docusaurus's: it must be reviewed whenever Docusaurus changes its own. */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {deferredScripts, ssrTemplate, upstreamTemplate} from '../../config/ssrTemplate';

const require = createRequire(__filename);

describe('config/ssrTemplate.ts', () => {
  it('was copied from the template of the installed Docusaurus', () => {
    const installed = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
    const version = (require('@docusaurus/core/package.json') as {version: string}).version;
    expect(
      installed,
      `Docusaurus ${version} ships another page template: port config/ssrTemplate.ts to it, then copy it into upstreamTemplate`,
    ).toBe(upstreamTemplate);
  });

  it('changes only how the scripts start', () => {
    expect(upstreamTemplate).toContain(deferredScripts);
    expect(ssrTemplate).not.toContain(' defer>');
    expect(ssrTemplate).toContain('it.scripts.map');
    const [before, after] = upstreamTemplate.trimStart().split(deferredScripts);
    expect(ssrTemplate.startsWith(before!)).toBe(true);
    expect(ssrTemplate.endsWith(after!)).toBe(true);
  });
});
