/**
 * Draws the installed app's icons (web/public/icons) from the favicon's design (web/public/favicon.svg):
 * 192 and 512 px with its rounded corners, and a maskable 512 px whose blue fills the square and whose
 * calendar sits inside the mask's safe zone (the central circle of 80 % of the width), so that a phone's
 * round or squircle mask never cuts it. Chromium draws them: `npx tsx emulators/scripts/make-icons.ts`.
 * The PNGs are committed; run this again only when the favicon changes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/chromium';
import { ROOT } from './lib/paths';
import { say } from './lib/say';

const PUBLIC = path.join(ROOT, 'web', 'public');
const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const glyph = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const background = /fill="(#[0-9a-f]{6})"/i.exec(glyph)?.[1] ?? '#0d47a1';
// The favicon's own background rectangle, then its calendar, scaled to 80 % about the centre (its
// half-diagonal, 19 of 64, stays well inside the safe zone's radius of 25.6).
const calendar = glyph.replace(/^<rect width="64" height="64"[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.8) translate(-32 -34)">${calendar}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: maskable },
];

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const { file, size, svg } of ICONS) {
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
      await page.screenshot({ path: path.join(PUBLIC, 'icons', file), omitBackground: true });
      say(`web/public/icons/${file}: ${size}×${size}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
