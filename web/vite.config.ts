import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { pwa } from './pwa-config';

/**
 * Code the app never runs, though a dependency imports it:
 * - reactfire's single module imports every Firebase SDK it has hooks for, and keeps some alive with
 *   top-level tables; the app uses none of Realtime Database, Remote Config or Functions callables,
 *   nor reactfire's Storage hooks (the app loads Storage itself, only where it uploads or shows files);
 * - Firestore imports re2js (a third of its chunk) only to evaluate the regular expressions of
 *   pipeline queries (like, regex_contains, regex_match); the app runs no pipeline query, and those
 *   evaluators catch a failure and log it;
 * - @emotion/react's entry imports hoist-non-react-statics (and with it a second react-is) for nothing
 *   but its side effects, which it has none of; emotion's withTheme, which uses it, imports it apart;
 * - MUI's createTheme and ThemeProvider import its CSS-variables theme and provider (7 KB gz of the
 *   first chunk) for themes with `cssVariables` or `colorSchemes`; the app's theme (lib/theme.ts) has
 *   neither: it is built for one mode, and a change of mode reloads the page (spec §4); and the theme's
 *   `toRuntimeSource` (stringifyTheme), which only Pigment CSS's build calls, never the browser.
 * Imported from those places, they resolve to a stand-in (src/lib/unused-sdk.ts, src/lib/unused-theme-vars.ts)
 * that throws, so no chunk carries them (the bundle test of `npm test` greps the build). Using one of
 * them means taking it off this list.
 */
export const UNUSED_IMPORTS: { from: RegExp; modules: string[]; standIn: string }[] = [
  {
    from: /[\\/]node_modules[\\/]reactfire[\\/]/,
    modules: ['firebase/database', 'firebase/remote-config', 'firebase/functions', 'firebase/storage'],
    standIn: 'unused-sdk.ts',
  },
  { from: /[\\/]node_modules[\\/]@firebase[\\/]firestore[\\/]/, modules: ['re2js'], standIn: 'unused-sdk.ts' },
  {
    from: /[\\/]node_modules[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.esm\.js$/,
    modules: ['hoist-non-react-statics'],
    standIn: 'unused-sdk.ts',
  },
  {
    from: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](createTheme|createThemeNoVars|ThemeProvider)\.js$/,
    modules: ['./createThemeWithVars.js', './ThemeProviderWithVars.js', './stringifyTheme.js'],
    standIn: 'unused-theme-vars.ts',
  },
];

function unusedImports(): Plugin {
  return {
    name: 'unused-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const rule = UNUSED_IMPORTS.find((r) => r.modules.includes(source) && r.from.test(importer));
      return rule ? fileURLToPath(new URL(`./src/lib/${rule.standIn}`, import.meta.url)) : null;
    },
  };
}

const srcFile = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/**
 * The signed-in frame in one chunk (issue 17): the modules that the frame (main-layout.tsx) and the
 * event list, where most visits land, import statically. Left to automatic chunking these were some
 * 60 files, each MUI component its own, which a visit fetched in waves and registered one
 * `modulepreload` link at a time. Modules that the first chunk, the router's chunk, the Auth chunk or
 * the screens outside the signed-in area may need stay where automatic chunking puts them, so that
 * the home screen, the sign-in, "Page not found" and the offline screen load nothing more.
 */
const FRAME_ROOTS = ['app/layouts/main-layout.tsx', 'features/events/list/events-list-page.tsx'].map(srcFile);
/**
 * The frame's popups, loaded at their first opening (issue 33): the menus, the country selector, the
 * bell's panel and the list's calendar, with what they import that the frame does not carry (Popover,
 * Menu, Modal, the focus trap, Tooltip with Popper.js, TextField with Select). One chunk, shared with the
 * screens that use the same components: left to automatic chunking they were some 25 small files, which
 * every other signed-in screen then fetched one by one (and 6 KB gz heavier, each file compressed alone).
 */
const POPUP_ROOTS = [
  'app/layouts/main-nav-menu.tsx',
  'app/layouts/account-menu-popup.tsx',
  'app/layouts/country-switch-popover.tsx',
  'features/notifications/inbox/bell-panel.tsx',
  'features/events/list/date-filter-popover.tsx',
].map(srcFile);
/**
 * What the event's screens that attendees open most (its home and programme, within its layout) import:
 * kept out of the popups' chunk, so that these screens show a tooltip or a link without loading the
 * popups' Menu, Select, Popover and Modal (20 KB gz of module-level styled components, a long task on a
 * phone). Rollup chunks these modules by the screens that share them.
 */
const EVENT_SCREEN_ROOTS = [
  'features/events/layout/event-layout.tsx',
  'features/events/home/event-home-page.tsx',
  'features/events/agendas/list/agenda-list-page.tsx',
].map(srcFile);
/** Loaded without the frame: the first chunk, the router, Auth, and the screens outside the signed-in area. */
const BEFORE_FRAME_ROOTS = [
  'boot.ts',
  'boot-pre-paint.ts',
  'main.tsx',
  'app/routed-app.tsx',
  'lib/firebase.ts',
  'app/routes/not-found.tsx',
  'features/server-status/server-offline-page.tsx',
].map(srcFile);

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticImports(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function frameChunk(): (id: string, graph: ModuleGraph) => string | undefined {
  let chunks: Map<string, string> | undefined;
  return (id, graph) => {
    if (!chunks) {
      const before = staticImports(BEFORE_FRAME_ROOTS, graph);
      const frame = [...staticImports(FRAME_ROOTS, graph)].filter((module) => !before.has(module));
      const taken = new Set([...before, ...frame]);
      const eventScreens = staticImports(EVENT_SCREEN_ROOTS, graph);
      const popups = [...staticImports(POPUP_ROOTS, graph)].filter(
        (module) => !taken.has(module) && !eventScreens.has(module),
      );
      // The popups' own code goes with what they import: in a file of their own, Rollup split the first
      // chunk in three to share an icon with them.
      chunks = new Map([
        ...frame.map((module) => [module, 'frame'] as const),
        ...popups.map((module) => [module, 'frame-popups'] as const),
      ]);
    }
    return chunks.get(id);
  };
}

// The app is served by Firebase Hosting under /v2.
const BASE = '/v2/';
const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));

/** The app's first chunk, which the page's first script (src/boot.ts) imports after painting a returning visit. */
const FIRST_CHUNK = srcFile('main.tsx');

/**
 * `from` and the chunks it imports statically, directly or not: `importsOf` answers a chunk's static
 * imports (undefined: not a chunk of the build); the walk does not enter `stop`.
 */
function staticChunks(
  from: string,
  importsOf: (file: string) => readonly string[] | undefined,
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const imports = files.has(file) || stop.has(file) ? undefined : importsOf(file);
    if (!imports) return;
    files.add(file);
    imports.forEach(visit);
  };
  visit(from);
  return files;
}

/**
 * `modulepreload` links in index.html for the first chunk and the chunks it imports: the page's first
 * script imports them only once it has painted (src/boot.ts), and their download must not wait for it. Vite
 * preloads only the entry's static imports.
 */
function preloadFirstChunk(): Plugin {
  return {
    name: 'preload-first-chunk',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const first = chunks.find((chunk) => chunk.moduleIds.includes(FIRST_CHUNK));
        if (!first) throw new Error('No chunk of src/main.tsx in the build: src/boot.ts must import it');
        const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const files = staticChunks(
          first.fileName,
          (file) => chunks.find((chunk) => chunk.fileName === file)?.imports ?? [],
          entries,
        );
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Trims the `modulepreload` list of each dynamic import to chunks that may still be missing: a chunk the
 * importing chunk imports statically, directly or not, has run before the import can start. Vite lists
 * them all, and its preload helper looks each one up in the document and adds a link for those it does not
 * find in one task: on the event's home 55 links, 70–130 ms at 4× CPU (issue 33).
 */
function preloadOnlyMissing(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Record<string, { type: 'chunk'; imports: string[] } | { type: 'asset' }> = {};
  const loaded = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    let files = loaded.get(file);
    if (!files) {
      files = staticChunks(file, (name) => {
        const chunk = bundle[name];
        return chunk?.type === 'chunk' ? chunk.imports : undefined;
      });
      loaded.set(file, files);
    }
    return files;
  };
  return {
    plugin: {
      name: 'preload-only-missing',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loaded.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) =>
      hostType === 'js' ? deps.filter((dep) => !staticClosure(hostId).has(dep)) : deps,
  };
}

const preloads = preloadOnlyMissing();

/**
 * React Router's production build. Its package exports name only its development build (with
 * ENABLE_DEV_WARNINGS on: warnings and their checks in every signed-in chunk), whatever the mode;
 * upstream issue remix-run/react-router#14102. Its `dist/production` files differ from those in nothing
 * but that flag. The dev server and the unit tests keep the development build and its warnings.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

// The app is served by Firebase Hosting under /v2; `dist/v2` mirrors that path so that
// Hosting's public folder is `web/dist`.
export default defineConfig(({ command, mode }) => ({
  base: BASE,
  plugins: [
    react(),
    unusedImports(),
    preloadFirstChunk(),
    preloads.plugin,
    // The manifest and the service worker (pwa-config.ts); `VITE_SERVICE_WORKER=off` turns the worker off.
    ...(command === 'build' ? pwa(loadEnv(mode, WEB_DIR, 'VITE_').VITE_SERVICE_WORKER !== 'off') : []),
  ],
  resolve: {
    alias: [
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      // Exactly `zod` (not `zod/v4`): zod without its `new Function` probe, which the
      // Content-Security-Policy would report (src/lib/zod.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/v2',
    emptyOutDir: true,
    // Production serves no source maps, so the app's sources stay private; emulator builds keep them
    // for readable stacks in the browser tests.
    sourcemap: mode !== 'production',
    // Read by `npm run bench` to size each route chunk.
    manifest: true,
    target: 'es2022',
    // terser compresses about 3 % better than esbuild after gzip: the margin the first visit's
    // 150 KB script budget needs.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Every browser the es2022 target admits supports modulepreload; the polyfill would only add
    // weight to the first visit.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      // Only the modules named go into the frame's chunk: their other imports stay where they were.
      output: { manualChunks: frameChunk(), onlyExplicitManualChunks: true },
    },
  },
  server: {
    proxy: { '/backendv2': 'http://127.0.0.1:5000' },
  },
  // The unit tests' setting. The root's vitest.config.mts runs them as two projects, `web` and
  // `web-isolated`, that say which files run where; `vitest` run here runs them all, each in isolation.
  test: {
    name: 'web',
    // happy-dom, not jsdom: a lighter DOM, cheaper to set up (once per file in `web-isolated`) and to draw
    // in; the tests pass on it unchanged. A file that needs jsdom says so in its first line
    // (`// @vitest-environment jsdom`: the agenda calendar, whose week react-big-calendar draws empty here).
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Patient on a loaded 2-core machine (two workers of a DOM, React and MUI on two cores): a screen
    // test that renders, types and waits can take several seconds there. Timeouts only bound a hang;
    // they assert nothing (src/test/setup.ts sets the same patience for findBy and waitFor).
    testTimeout: 30_000,
  },
}));
