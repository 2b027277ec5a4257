/**
 * Renders static/img/social-card.png (1200x630), the image link previews show,
 * from the SVG below, in the site's colours and with its logo.
 * Run after changing the design: npx tsx scripts/render-social-card.ts
 */
import {readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {chromiumExecutable, chromiumArgs} from '../src/chromium';

const logo = readFileSync('static/img/logo.svg', 'utf8');

const card = `<!doctype html>
<html><body style="margin:0">
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d1a29"/><stop offset="1" stop-color="#2b1f5c"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g stroke="#a996ff" stroke-opacity="0.25" stroke-width="3" fill="none">
    <path d="M760 120 L900 220 L1060 160 M900 220 L940 380 L1100 430 M940 380 L800 500"/>
  </g>
  <g fill="#ffc94d" fill-opacity="0.6">
    <circle cx="760" cy="120" r="10"/><circle cx="900" cy="220" r="12"/><circle cx="1060" cy="160" r="9"/>
    <circle cx="940" cy="380" r="12"/><circle cx="1100" cy="430" r="9"/><circle cx="800" cy="500" r="10"/>
  </g>
  <svg x="96" y="120" width="128" height="128" viewBox="0 0 64 64">${logo.replace(/<\/?svg[^>]*>/g, '')}</svg>
  <text x="96" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff">Narrative</text>
  <text x="96" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#cac1ff">Documentation for the Narrative plugins</text>
  <text x="96" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#cac1ff">for Unreal Engine</text>
</svg>
</body></html>`;

const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(card);
await page.screenshot({path: 'static/img/social-card.png'});
await browser.close();
console.log('wrote static/img/social-card.png');
