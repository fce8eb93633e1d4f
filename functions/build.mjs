/**
 * Bundles the functions for the emulator and for deploy: src/index.ts and the workspace contract
 * (@agenda/contract, TypeScript sources that Cloud Functions could not install from a registry) into
 * lib/index.js. The packages the functions declare as dependencies stay outside the bundle; Cloud
 * Functions installs them from package.json. Type checking is tsc's job (tsconfig.build.json).
 */
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
rmSync(new URL('./lib/', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // A package and its subpaths (firebase-admin/firestore) are required at run time, not bundled.
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
