/**
 * Every video and blueprintue.com graph of the original pages is back on its
 * page as a click-to-load facade (src/components/EmbedFacade), never as a bare
 * link to a player or a render; and each page's Markdown names it, linked.
 */
import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {builtMarkdown, builtPage} from '@narrative-docs/test-support/build';
import {routes} from '@narrative-docs/test-support/routes';
import {originalGraphs, originalVideos} from '@narrative-docs/test-support/originalEmbeds';

const page = (route: string) => load(readFileSync(builtPage(route), 'utf8'));
const markdown = (route: string) => readFileSync(builtMarkdown(route), 'utf8');

const kinds = [
  {
    name: 'video',
    original: originalVideos,
    attribute: 'data-video-id',
    markdownLink: (id: string) => `(https://www.youtube.com/watch?v=${id})`,
  },
  {
    name: 'blueprintue',
    original: originalGraphs,
    attribute: 'data-blueprintue-id',
    markdownLink: (id: string) => `(https://blueprintue.com/blueprint/${id}/)`,
  },
] as const;

describe('videos and blueprintue.com graphs', () => {
  for (const {name, original, attribute, markdownLink} of kinds) {
    it(`every ${name} of the original pages is a facade on its page, named in its Markdown`, () => {
      const problems = Object.entries(original).flatMap(([route, ids]) => {
        const $ = page(route);
        const shown = $(`figure[data-visual="${name}"]`)
          .toArray()
          .map((figure) => $(figure).attr(attribute));
        const text = markdown(route);
        return ids.flatMap((id) => [
          ...(shown.includes(id)
            ? []
            : [`${route}: no ${name} facade for ${id} (shows: ${shown.join(', ') || 'none'})`]),
          ...(text.includes(markdownLink(id)) ? [] : [`${route}: its Markdown does not link ${id}`]),
        ]);
      });
      expect(problems).toEqual([]);
    });
  }

  it('no page links to a bare player or render address', () => {
    const bare = /youtube\.com\/embed\/|blueprintue\.com\/render\//;
    const problems = routes.flatMap((route) => {
      const $ = page(route);
      return $('.theme-doc-markdown a[href]')
        .toArray()
        .map((link) => $(link).attr('href')!)
        .filter((href) => bare.test(href))
        .map((href) => `${route}: ${href}`);
    });
    expect(problems).toEqual([]);
  });
});
