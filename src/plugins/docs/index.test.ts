import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {docsDir} from '@narrative-docs/test-support/docs';
import {withoutDocCards} from '.';

const versionRoute = (docs: Record<string, unknown>): RouteConfig => ({
  path: '/',
  component: '@theme/DocVersionRoot',
  props: {version: {version: 'current', docsSidebars: {tutorialSidebar: []}, docs}},
  routes: [{path: '/a', component: '@theme/DocItem', exact: true}],
});

describe('withoutDocCards', () => {
  it("empties the version's docs map, nested under the docs root, and keeps the sidebar and the other routes", () => {
    const root: RouteConfig = {
      path: '/',
      component: '@theme/DocsRoot',
      routes: [versionRoute({a: {id: 'a', title: 'A', description: 'About A.', sidebar: 'tutorialSidebar'}})],
    };
    expect(withoutDocCards(root)).toEqual({...root, routes: [versionRoute({})]});
  });

  it('leaves routes without a version prop as they are', () => {
    const page: RouteConfig = {path: '/search', component: '@theme/SearchPage', exact: true, props: {q: 1}};
    expect(withoutDocCards(page)).toEqual(page);
  });
});

describe('the pages', () => {
  it('show no doc cards, whose descriptions the browser no longer gets', () => {
    const withCards = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && /@theme\/DocCard/.test(readFileSync(path.join(docsDir, file), 'utf8')))
      .map((file) => `docs/${file}: doc cards would show without descriptions (see src/plugins/docs)`);
    expect(withCards).toEqual([]);
  });
});
