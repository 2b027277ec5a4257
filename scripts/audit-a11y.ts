/**
 * Runs axe (WCAG 2.x A and AA) over every page of the built site: each docs
 * route, the standalone Markdown page, the search page and the not-found page,
 * in both colour modes, on a desktop (1280 px) and a phone (390 px). Prints
 * each serious or critical finding with its page, and exits 1 if there is one.
 * The browser tests check a sample of pages on every run; this audit is the
 * whole site, for before a release or after a change to the theme.
 *
 *   npm run build && npm run audit:a11y
 *   npm run audit:a11y -- /pro/skill-tree/ /roadmap/    (the pages under these paths only)
 */
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '../src/chromium';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {routes} from '@narrative-docs/test-support/routes';
import {serveBuild} from './lib/serveBuild';

const prefixes = process.argv.slice(2);
const pages = [...routes, '/markdown-page', '/search', '/no-such-page'].filter(
  (path) => prefixes.length === 0 || prefixes.some((prefix) => path.startsWith(prefix)),
);
const modes = ['dark', 'light'] as const;
const viewports = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'phone', width: 390, height: 844},
] as const;
/** Pages audited at once: one per core keeps the machine responsive. */
const parallel = 2;

type Audit = {queue: string[]; audited: number; findings: string[]};

async function auditPages(browser: Browser, url: string, audit: Audit): Promise<void> {
  const {queue, findings} = audit;
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const mode of modes) {
      for (const viewport of viewports) {
        const context = await browser.newContext({viewport});
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        await page.goto(url + path);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        for (const violation of await severeViolations(page)) {
          findings.push(`${path} (${mode}, ${viewport.name}): ${violation}`);
        }
        await context.close();
      }
    }
    audit.audited += 1;
    process.stderr.write(`${audit.audited}/${pages.length} ${path}\n`);
  }
}

async function main(): Promise<void> {
  const site = await serveBuild();
  const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
  const audit: Audit = {queue: [...pages], audited: 0, findings: []};
  const {findings} = audit;
  try {
    await Promise.all(Array.from({length: parallel}, () => auditPages(browser, site.url, audit)));
  } finally {
    await browser.close();
    await site.close();
  }
  const scans = pages.length * modes.length * viewports.length;
  console.log(
    findings.length === 0
      ? `axe: no serious or critical finding in ${scans} scans of ${pages.length} pages.`
      : findings.join('\n'),
  );
  process.exitCode = findings.length === 0 ? 0 : 1;
}

void main();
