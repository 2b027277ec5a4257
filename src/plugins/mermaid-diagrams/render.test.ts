/** The renderer in the build's Chromium (src/chromium): what makes a drawing fit a page beside others. */
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {mermaidConfig, mermaidThemes} from '../../../config/mermaid';
import {drawDiagram} from './render';

const settings = {config: mermaidConfig, themes: mermaidThemes};
const sequence = (a: string, b: string) =>
  `sequenceDiagram\n  actor ${a}\n  participant ${b}\n  ${a}->>${b}: Ask\n  ${b}-->>${a}: Answer`;

describe('drawDiagram', () => {
  it('puts every id and every reference of a drawing under its own diagram and mode', async () => {
    const drawn = [
      await drawDiagram(sequence('Player', 'Vendor'), 'one', settings),
      await drawDiagram(sequence('Guard', 'Gate'), 'two', settings),
    ];
    const svgs = drawn.flatMap(({light, dark}) => [light, dark].map(({markup}) => load(markup, null, false)));
    const ids = svgs.flatMap(($) =>
      $('[id]')
        .toArray()
        .map((element) => element.attribs.id!),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const $ of svgs) {
      const own = $('svg').attr('id')!;
      expect(['one-light', 'one-dark', 'two-light', 'two-dark']).toContain(own);
      const references = [...$.html().matchAll(/url\(#([^)]+)\)|href="#([^"]+)"|#([\w-]+)\s*[{,. :[]/g)].map(
        (match) => match[1] ?? match[2] ?? match[3]!,
      );
      expect(references.length).toBeGreaterThan(0);
      const ownIds = $('[id]')
        .toArray()
        .map((element) => element.attribs.id!);
      expect([...ownIds, ...references].filter((id) => !id.startsWith(own))).toEqual([]);
    }
  });

  it('draws a diagram the same whatever was drawn before it', async () => {
    // Mermaid numbers a sequence diagram's actors with a counter of its page.
    const first = await drawDiagram(sequence('Guard', 'Gate'), 'guard', settings);
    await drawDiagram(sequence('Player', 'Vendor'), 'player', settings);
    expect(await drawDiagram(sequence('Guard', 'Gate'), 'guard', settings)).toEqual(first);
    // Mermaid draws a stadium with rough.js, at random unless seeded (config/mermaid.ts).
    const stadium = 'flowchart LR\n  S0["Quest State"] --> B1(["Side with the Imperials"])';
    expect(await drawDiagram(stadium, 'stadium', settings)).toEqual(await drawDiagram(stadium, 'stadium', settings));
  });

  it('writes coordinates to a hundredth of a pixel', async () => {
    const {light} = await drawDiagram('flowchart LR\n  A([Start]) --> B{Choice} --> C((End))', 'rounded', settings);
    const $ = load(light.markup, null, false);
    const coordinates = $('path, g[transform], rect, foreignObject')
      .toArray()
      .flatMap((element) => ['d', 'transform', 'x', 'y', 'width', 'height'].map((name) => element.attribs[name] ?? ''));
    expect(coordinates.join(' ')).toMatch(/\d\.\d\d?\b/);
    expect(coordinates.filter((value) => /\d\.\d{3}/.test(value))).toEqual([]);
  });
});
