/**
 * Runs Lighthouse in Debian Chromium against the built site: the home page and
 * a deep page, on mobile and desktop settings, three runs each, and prints the
 * median scores and Core Web Vitals.
 *
 *   npm run build && npm run bench:lighthouse
 *
 * To compare builds side by side, name their directories; their runs
 * alternate, so that the machine's load falls on each alike. LIGHTHOUSE_FORM_FACTORS=mobile
 * limits the runs to one form factor.
 *
 *   npm run bench:lighthouse -- build build-other
 */
import {chromiumArgs, chromiumExecutable} from '../tests/support/browser';
import {deepPage, home} from '../tests/support/pages';
import {serveBuild} from './lib/serveBuild';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const buildDirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];
const formFactors = (['mobile', 'desktop'] as const).filter((formFactor) =>
  (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',').includes(formFactor),
);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Run = {scores: Record<(typeof categories)[number], number>; lcp: number; tbt: number; cls: number};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
      `Lighthouse ${runs} runs each, median: performance, accessibility, best practices, SEO; LCP, TBT, CLS\n`,
    );
    for (const pagePath of [home, deepPage]) {
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
              `CLS ${median(results.map((r) => r.cls)).toFixed(3)}`,
          );
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
