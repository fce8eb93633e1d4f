/**
 * The production build (`vite build --mode production`, what `npm run deploy` ships to
 * Hosting) publishes no source maps and names none, so the app's sources stay private. `npm test` builds
 * it into PRODUCTION_BUILD_DIR beside the emulator build. The emulator build that `npm start` serves keeps
 * its maps on purpose (readable stacks in the browser tests); docs/ says so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_BUILD_DIR } from '../../scripts/lib/paths';
import { DIST } from '../../scripts/lib/bundle-sizes';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

describe('what the production build publishes', () => {
  it('exists (npm test builds it)', () => {
    expect(
      existsSync(path.join(PRODUCTION_BUILD_DIR, 'index.html')),
      `${PRODUCTION_BUILD_DIR} holds no build: run npm test`,
    ).toBe(true);
  });

  it('has no source map and names none', () => {
    const files = filesUnder(PRODUCTION_BUILD_DIR);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(
      files.filter((file) => file.endsWith('.map')).map((file) => path.relative(PRODUCTION_BUILD_DIR, file)),
    ).toEqual([]);
    const naming = files.filter(
      (file) => /\.(js|css)$/.test(file) && readFileSync(file, 'utf8').includes('sourceMappingURL'),
    );
    expect(naming.map((file) => path.relative(PRODUCTION_BUILD_DIR, file))).toEqual([]);
  });

  it('differs from the emulator build, which keeps its maps for readable stacks', () => {
    expect(filesUnder(DIST).some((file) => file.endsWith('.map'))).toBe(true);
  });
});
