/**
 * Withdrawn pages (front matter `withdrawn`, see CONTRIBUTING.md, "A withdrawn
 * page"): each says which version it describes and sends readers to current
 * pages that exist, and search ranks it below them.
 */
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {withdrawnOf, withdrawnPageRank} from '../../src/components/WithdrawnNotice/withdrawn';
import {readAllDocs} from '@narrative-docs/test-support/docs';
import {routes} from '@narrative-docs/test-support/routes';

const pages = readAllDocs().filter((doc) => doc.route !== null);
const withdrawnPages = pages.flatMap((doc) => {
  const withdrawn = withdrawnOf(doc.frontMatter, doc.file);
  return withdrawn ? [{doc, withdrawn}] : [];
});
const withdrawnRoutes = new Set(withdrawnPages.map(({doc}) => doc.route));

const searchPlugin = config.plugins!.find(
  (plugin): plugin is [string, {pageRanks: {path: string; pageRank: number}[]}] =>
    Array.isArray(plugin) && plugin[0] === '@narrative-docs/search/docusaurus',
)!;
/** The rank search gives a page: the first rule its path matches, as the search plugin reads them. */
const pageRankOf = (route: string) =>
  searchPlugin[1].pageRanks.find(({path}) => new RegExp(path).test(route))?.pageRank ?? 0;

describe('withdrawn pages', () => {
  it('are marked in their front matter', () => {
    // A page left out here would read as current, with no notice and no label.
    expect(withdrawnPages.map(({doc}) => doc.route)).toContain('/pro/settlements/');
  });

  it('each name a replacement that exists and is current', () => {
    const problems = withdrawnPages.flatMap(({doc, withdrawn}) =>
      withdrawn.replacements.flatMap(({to}) => {
        if (!routes.includes(to)) {
          return [`${doc.file}: replacement "${to}" is no route of the site (tests/content/routes.txt)`];
        }
        if (withdrawnRoutes.has(to)) {
          return [`${doc.file}: replacement "${to}" is itself withdrawn; name a current page`];
        }
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('take their sidebar label from their title', () => {
    // The theme shows sidebar_label as it is, without the version the sidebar generator adds.
    const labelled = withdrawnPages
      .filter(({doc}) => doc.frontMatter.sidebar_label !== undefined)
      .map(({doc}) => `${doc.file}: remove "sidebar_label"; the sidebar shows the title and the version`);
    expect(labelled).toEqual([]);
  });

  it('rank in search below every current page', () => {
    const current = Math.min(
      ...pages.filter((doc) => !withdrawnRoutes.has(doc.route)).map((doc) => pageRankOf(doc.route!)),
    );
    expect(withdrawnPageRank, 'withdrawnPageRank against the pageRanks of docusaurus.config.ts').toBeLessThan(current);
  });
});
