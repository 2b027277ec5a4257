/**
 * Runs Lighthouse in Debian Chromium against the built site: the home page and
 * two deep pages, three runs each, and prints per page the median scores, Core
 * Web Vitals, bytes transferred and DOM size, then the top five main-thread
 * costs: script evaluation and compilation per script (Lighthouse's
 * `bootup-time` audit) beside the other kinds of work, such as style and
 * layout (its `mainthread-work-breakdown` audit). Each cost is its median over
 * the runs, in Lighthouse's simulated time (the CPU slowed down four times on
 * mobile).
 *
 *   npm run build && npm run bench:lighthouse
 *
 * To compare builds side by side, name their directories; their runs
 * alternate, so that the machine's load falls on each alike.
 * LIGHTHOUSE_FORM_FACTORS=mobile,desktop adds desktop settings (default:
 * mobile only); LIGHTHOUSE_RUNS sets the number of runs; LIGHTHOUSE_PAGES
 * (paths, comma-separated) replaces the three pages.
 *
 *   npm run bench:lighthouse -- build build-other
 */
import {chromiumArgs, chromiumExecutable} from '../src/chromium';
import {deepPage, deepProPage, home} from '@narrative-docs/test-support/pages';
import {serveBuild} from './lib/serveBuild';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const buildDirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];
const formFactors = (['mobile', 'desktop'] as const).filter((formFactor) =>
  (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile').split(',').includes(formFactor),
);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const topCosts = 5;
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [home, deepPage, deepProPage];

type Run = {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  domElements: number;
  /** Main-thread milliseconds by cost: a script's evaluation and compilation, or a kind of work. */
  costs: Map<string, number>;
};

type TableDetails = {items?: Record<string, unknown>[]};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Script time per script from `bootup-time` (evaluation plus parse and compile,
 * the URL shortened to its path), and every other kind of main-thread work from
 * `mainthread-work-breakdown`, whose script groups `bootup-time` already splits.
 * `bootup-time` lists only scripts of 50 ms or more; the rest stay unlisted.
 */
function mainThreadCosts(audits: Record<string, {details?: unknown}>): Map<string, number> {
  const costs = new Map<string, number>();
  const perScript = (audits['bootup-time']?.details as TableDetails | undefined)?.items ?? [];
  for (const item of perScript) {
    const url = String(item.url);
    const name = URL.canParse(url) ? new URL(url).pathname : url;
    costs.set(`script ${name}`, Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0));
  }
  const perGroup = (audits['mainthread-work-breakdown']?.details as TableDetails | undefined)?.items ?? [];
  for (const item of perGroup) {
    if (item.group !== 'scriptEvaluation' && item.group !== 'scriptParseCompile') {
      costs.set(String(item.groupLabel ?? item.group), Number(item.duration ?? 0));
    }
  }
  return costs;
}

function medianCosts(results: Run[]): [string, number][] {
  const names = new Set(results.flatMap((result) => [...result.costs.keys()]));
  return [...names]
    .map((name): [string, number] => [name, median(results.map((result) => result.costs.get(name) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, topCosts);
}

async function main() {
  // Lighthouse and chrome-launcher are ES modules only.
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const servers = await Promise.all(buildDirs.map((dir) => serveBuild(dir)));
  // Lighthouse runs its own headless session; the sandbox and network flags still apply.
  const chrome = await chromeLauncher.launch({chromePath: chromiumExecutable, chromeFlags: chromiumArgs});
  try {
    console.log(
      `Lighthouse ${runs} runs each, median: performance, accessibility, best practices, SEO; ` +
        `LCP, TBT, CLS; bytes transferred; DOM elements; then the top ${topCosts} main-thread costs\n`,
    );
    for (const pagePath of pages) {
      for (const formFactor of formFactors) {
        const resultsByDir: Run[][] = buildDirs.map(() => []);
        for (let run = 0; run < runs; run += 1) {
          for (const [index, server] of servers.entries()) {
            const results = resultsByDir[index]!;
            const result = await lighthouse(
              server.url + pagePath,
              {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories]},
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
            const {categories: scored, audits} = result!.lhr;
            results.push({
              scores: Object.fromEntries(
                categories.map((category) => [category, Math.round((scored[category]?.score ?? 0) * 100)]),
              ) as Run['scores'],
              lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
              tbt: audits['total-blocking-time']?.numericValue ?? NaN,
              cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
              bytes: audits['total-byte-weight']?.numericValue ?? NaN,
              domElements: audits['dom-size']?.numericValue ?? NaN,
              costs: mainThreadCosts(audits),
            });
          }
        }
        for (const [index, results] of resultsByDir.entries()) {
          const scores = categories.map((category) => median(results.map((result) => result.scores[category])));
          const label = buildDirs.length > 1 ? `[${buildDirs[index]}] ` : '';
          console.log(
            `${label}${pagePath} (${formFactor}): ${scores.join(' / ')}; ` +
              `LCP ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s, ` +
              `TBT ${Math.round(median(results.map((r) => r.tbt)))} ms, ` +
              `CLS ${median(results.map((r) => r.cls)).toFixed(3)}; ` +
              `${Math.round(median(results.map((r) => r.bytes)) / 1024)} KB transferred; ` +
              `${median(results.map((r) => r.domElements))} DOM elements`,
          );
          for (const [name, milliseconds] of medianCosts(results)) {
            console.log(`    ${String(Math.round(milliseconds)).padStart(5)} ms  ${name}`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
