/**
 * Sizes of the built app (web/dist/v2), read from Vite's manifest: deterministic, no browser.
 * Shared by `npm run bench` (prints them) and the bundle test of `npm test` (holds the budgets).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './paths';

/** The build to measure: web/dist/v2, or another build's folder in BUNDLE_DIST (e.g. a trial build). */
export const DIST = process.env.BUNDLE_DIST ?? path.join(ROOT, 'web', 'dist', 'v2');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist = DIST): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function gzipBytes(file: string, dist = DIST): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** The manifest key of the page's entry (index.html's script). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk: was the app built?');
  return key;
}

/**
 * What every page loads first: the page's first script (index.html's, src/boot.ts) and the app's first
 * chunk, which it imports at once (after painting a returning visit's list) and index.html preloads.
 */
export function firstKeys(manifest: Manifest): string[] {
  return [entryKey(manifest), 'chunk:main'];
}

/**
 * A lazily loaded chunk named by code only it holds, written `holding:<text>`: Rollup names and
 * keys a library's chunk after whichever module it starts with, which a dependency's update changes.
 */
function chunkHolding(manifest: Manifest, key: string, dist: string): ManifestChunk | undefined {
  if (!key.startsWith('holding:')) return undefined;
  const text = key.slice('holding:'.length);
  const chunks = Object.values(manifest).filter(
    (chunk) => chunk.isDynamicEntry && readFileSync(path.join(dist, chunk.file), 'utf8').includes(text),
  );
  return chunks.length === 1 ? chunks[0] : undefined;
}

/**
 * A lazily loaded chunk named by its module's file name, written `chunk:<name>`: when Rollup merges a
 * lazy module with the modules only it imports, the manifest keys the chunk by its file, not its source.
 */
function chunkNamed(manifest: Manifest, key: string): ManifestChunk | undefined {
  if (!key.startsWith('chunk:')) return undefined;
  const chunks = Object.values(manifest).filter(
    (chunk) => chunk.isDynamicEntry && chunk.name === key.slice('chunk:'.length),
  );
  return chunks.length === 1 ? chunks[0] : undefined;
}

/** The JavaScript files that loading these manifest keys fetches: each chunk and its static imports. */
export function scriptsOf(manifest: Manifest, keys: readonly string[], dist = DIST): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key] ?? chunkHolding(manifest, key, dist) ?? chunkNamed(manifest, key);
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed? update the route's module list)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

/** What every signed-in screen loads: the router, the signed-in frame (with the list), Auth and Firestore. */
const SIGNED_IN = [
  // The router and the app-wide feedback (src/app/routed-app.tsx, with src/app/router.tsx).
  'chunk:routed-app',
  // The signed-in frame: the main layout and the list screen with what they import that the chunks
  // before them do not carry (web/vite.config.ts), Firestore included.
  'chunk:frame',
  // Firebase Auth and src/lib/firebase.ts.
  'chunk:firebase',
  // Firestore, imported by src/lib/firebase.ts once signed in (in the frame's chunk today).
  'holding:firestore.googleapis.com',
] as const;

/** The event's layout (header and toolbar), around every event screen. */
const EVENT_LAYOUT = 'chunk:event-layout';

/**
 * What a route loads, as the modules its screens import lazily (besides the entry): manifest keys, or
 * `holding:<text>` for a library's chunk, or `chunk:<name>` for a chunk merged with its imports. The lists follow
 * the router (web/src/app/router.tsx) and the Firebase loader (web/src/lib/firebase.ts); the bench
 * prints the same figures measured in Chromium, which is how these lists are kept honest.
 */
export const ROUTE_MODULES = {
  /** `/v2/` before sign-in: the first chunk alone draws it, without the router (src/app/app.tsx). */
  'signed-out home': [],
  /** `/v2/main/events/eventslist?t=…` signed in: the router, the main layout, the list screen, Firebase and Firestore. */
  'signed-in country list': SIGNED_IN,
  /** An event's home (`/v2/main/event/event?e=…`), opened from the list: the list's files, the event layout and the home. */
  'event home': [...SIGNED_IN, EVENT_LAYOUT, 'src/features/events/home/event-home-page.tsx'],
  /** The programme (`/v2/main/event/agendalist?e=…`), where attendees spend their visit, mostly on phones. */
  programme: [...SIGNED_IN, EVENT_LAYOUT, 'chunk:agenda-list-page'],
  /** A session's page (`/v2/main/event/agendas/overview?e=…&a=…`), opened from the programme. */
  'session overview': [...SIGNED_IN, EVENT_LAYOUT, 'src/features/events/agendas/overview/agenda-overview-page.tsx'],
  /** The country's news (`/v2/main/news/newslist?t=…`). */
  'country news': [...SIGNED_IN, 'src/features/news/components/news-list-page.tsx'],
  /** One's profile (`/v2/main/profile`). */
  profile: [...SIGNED_IN, 'src/features/users/components/profile-page.tsx'],
} as const;

export type RouteName = keyof typeof ROUTE_MODULES;

export function routeScriptBytes(route: RouteName, manifest = readManifest()): { files: string[]; gzip: number } {
  const files = [...scriptsOf(manifest, [...firstKeys(manifest), ...ROUTE_MODULES[route]])];
  return { files, gzip: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
}

/** Every JavaScript file of the build. */
export function builtScripts(dist = DIST): string[] {
  return readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
}

/**
 * The files the service worker precaches (web/pwa-config.ts), as listed in the built sw.js; an empty list
 * for a build without it (`VITE_SERVICE_WORKER=off` ships a worker that only removes itself).
 */
function precacheFiles(dist = DIST): string[] {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...new Set([...worker.matchAll(/\burl:"([^"]+)"/g)].map((match) => match[1]!))];
}

/** What installing the service worker downloads after the first paint: its precache, raw and gzipped. */
export function precacheBytes(dist = DIST): { files: string[]; raw: number; gzip: number } {
  const files = precacheFiles(dist);
  const raw = files.reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);
  return { files, raw, gzip: files.reduce((sum, file) => sum + gzipBytes(file, dist), 0) };
}
