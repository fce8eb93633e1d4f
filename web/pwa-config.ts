/**
 * The installed app and its service worker (docs/architecture.md, "The service worker"): the web app
 * manifest, and a Workbox service worker (vite-plugin-pwa, generateSW) that precaches the app's shell and
 * the code of the screens an attendee opens at the venue, so that the app opens without a network. It
 * never caches the API (/backendv2 is outside its scope), Firestore, Auth or Storage (other origins, which
 * it leaves alone), and falls back to the app's index.html for navigations under /v2/ only.
 *
 * `VITE_SERVICE_WORKER=off` at build time turns it off: the build then ships a service worker that
 * unregisters itself (so a browser that had one from an earlier build drops it), and the app registers none.
 */
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours, as web/public/favicon.svg and src/lib/theme.ts draw them. */
const BRAND_BLUE = '#0d47a1';
const DARK_BACKGROUND = '#0b1220';
const LIGHT_BACKGROUND = '#f3f5fa';

/** The page's theme colours: index.html names them per colour scheme, the manifest the light one. */
const THEME_COLORS = { light: BRAND_BLUE, dark: DARK_BACKGROUND } as const;

const MANIFEST: Partial<ManifestOptions> = {
  name: 'Agenda — events and sessions',
  short_name: 'Agenda',
  description: 'Events and agendas of your country',
  id: '/v2/',
  start_url: '/v2/',
  scope: '/v2/',
  display: 'standalone',
  theme_color: THEME_COLORS.light,
  background_color: LIGHT_BACKGROUND,
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The modules whose chunks (with every chunk they import statically) the service worker precaches: the
 * shell (first script, first chunk, router, Firebase, the frame with the event list, the app-wide feedback,
 * the frame's popups), and the attendee's screens with the parts they load lazily: the event's home, the
 * programme with its timeline and calendar grid, a session's overview, My agenda, Me, the wall, the
 * leaderboard, the profile. Matched as the end of a module's path. The admin and editing screens load
 * from the network as before.
 */
const OFFLINE_MODULES = [
  'src/boot.ts',
  'src/boot-pre-paint.ts',
  'src/main.tsx',
  'src/app/routed-app.tsx',
  'src/lib/firebase.ts',
  // The session's renewal and the corporate token's exchange, which a signed-in screen loads when it needs them.
  'src/features/auth/session-renewal.ts',
  'src/features/auth/corporate-session.ts',
  'src/features/auth/token-exchange.ts',
  'src/app/routes/not-found.tsx',
  'src/app/routes/sign-in-message.tsx',
  'src/features/server-status/server-offline-page.tsx',
  'src/features/tenants/components/select-country-page.tsx',
  'src/components/feedback/toast-view.tsx',
  'src/components/feedback/confirm-dialog.tsx',
  'src/components/feedback/error-dialog-view.tsx',
  'src/components/feedback/overlay-backdrop.tsx',
  'src/app/layouts/main-layout.tsx',
  'src/app/layouts/main-nav-menu.tsx',
  'src/app/layouts/account-menu-popup.tsx',
  'src/app/layouts/country-switch-popover.tsx',
  'src/features/notifications/inbox/bell-panel.tsx',
  'src/features/events/list/events-list-page.tsx',
  'src/features/events/list/list-events.ts',
  'src/features/events/list/date-filter-popover.tsx',
  'src/features/events/layout/event-layout.tsx',
  'src/features/events/layout/event-bottom-bar.tsx',
  'src/features/events/layout/compact-event-menu.tsx',
  'src/features/events/home/event-home-page.tsx',
  'src/features/events/home/my-agenda-page.tsx',
  'src/features/events/home/me-page.tsx',
  'src/features/events/agendas/list/agenda-list-page.tsx',
  'src/features/events/agendas/list/agenda-calendar-view.tsx',
  'src/features/events/agendas/overview/agenda-overview-page.tsx',
  'src/features/events/agendas/overview/session-feedback.tsx',
  'src/features/wall/components/wall-page.tsx',
  'src/app/event-warmup.ts',
  'src/features/leaderboard/leaderboard-page.tsx',
  'src/features/users/components/profile-page.tsx',
  // The endpoint table, which the attendee's screens load at their first call.
  'contract/src/api/index.ts',
];

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
}
type BuiltOutput = BuiltChunk | { type: 'asset'; fileName: string };

/** The JavaScript files to precache: the chunks holding OFFLINE_MODULES and what they import statically. */
function offlineChunks(bundle: Record<string, BuiltOutput>, modules = OFFLINE_MODULES): Set<string> {
  const chunks = Object.values(bundle).filter((output): output is BuiltChunk => output.type === 'chunk');
  const holding = (module: string) =>
    chunks.filter((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
  const missing = modules.filter((module) => holding(module).length === 0);
  if (missing.length > 0)
    throw new Error(`No chunk holds ${missing.join(', ')}: update OFFLINE_MODULES (web/pwa-config.ts)`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunks.find((c) => c.fileName === file);
    chunk?.imports.forEach(visit);
  };
  modules.flatMap(holding).forEach((chunk) => visit(chunk.fileName));
  return files;
}

/** The manifest and the service worker; `enabled: false` ships a service worker that removes itself. */
export function pwa(enabled: boolean): Plugin[] {
  let bundle: Record<string, BuiltOutput> = {};
  const capture: Plugin = {
    name: 'offline-chunks',
    generateBundle(_options, output) {
      bundle = output as unknown as Record<string, BuiltOutput>;
    },
  };
  // vite-plugin-pwa is typed against the workspace root's Vite (vitest's, a major ahead of the app's): the
  // same plugin object, typed for the other major.
  const plugins = VitePWA({
    // The app registers the worker itself, after its first paint (src/lib/service-worker.ts).
    injectRegister: false,
    registerType: 'prompt',
    selfDestroying: !enabled,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: MANIFEST,
    includeManifestIcons: true,
    workbox: {
      // Production publishes no source maps (emulators/tests/bundle/production-build.test.ts).
      sourcemap: false,
      globPatterns: ['**/*.{js,css,html,svg}'],
      // The Google sign-in popup's return page loads from the network, always.
      globIgnores: ['**/*.map', '.vite/**', 'auth-redirect.html'],
      // Only the attendee's chunks (above) of all the JavaScript the glob finds.
      manifestTransforms: [
        (entries) => {
          const keep = offlineChunks(bundle);
          return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || keep.has(entry.url)) };
        },
      ],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: '/v2/index.html',
      navigateFallbackAllowlist: [/^\/v2\//],
      navigateFallbackDenylist: [/^\/v2\/auth-redirect\.html/],
      // A new build waits until every tab of the old one has gone, or until a tab's "Reload" asks it
      // to take over (SKIP_WAITING): a tab never runs old and new chunks side by side.
      skipWaiting: false,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Nothing at run time: the API and the Firebase services are never cached by the worker.
      runtimeCaching: [],
    },
  }) as unknown as Plugin[];
  return [capture, ...plugins];
}
