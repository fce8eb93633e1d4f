/**
 * The built app (web/dist/v2, from `npm run build`) against its size budgets and the SDKs it must not
 * ship. Sizes are gzip bytes of the files themselves, computed from Vite's manifest: the same build
 * gives the same figures, so these are budgets, not timings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtScripts,
  DIST,
  entryKey,
  gzipBytes,
  precacheBytes,
  readManifest,
  routeScriptBytes,
  scriptsOf,
} from '../../scripts/lib/bundle-sizes';
import { say } from '../../scripts/lib/say';

const KB = 1024;

/**
 * Budgets in force. The goals are 100 KB (signed-out home) and 250 KB (signed-in country
 * list). The home screen draws from the first chunk alone, without the router (src/app/app.tsx) and
 * MUI's CSS-variables theme (vite.config.ts): 104 KB, of which react-dom is 63, MUI with emotion 28 and
 * the app 5. The list adds Firestore with its channel and persistent cache (117), the router with the
 * route table (37), zod (15) and the contract's schemas, Firebase Auth (22), reactfire (8), and about
 * 100 of MUI's inputs, menus and tooltips and the screens' own code. These hold today's figures, so
 * that any growth fails here first: the list was 418 KB before Firestore's persistent cache (IndexedDB;
 * returning visits paint from it), 451 with it, and 430 once its times were drawn with Intl instead
 * of luxon (src/lib/zoned-time.ts; luxon stays with the screens that edit times), 418 once the list
 * loaded the API's calls (and with them every endpoint's schemas) when first made, and 392 once the
 * signed-in frame was one chunk instead of some 70 (web/vite.config.ts; one file compresses better),
 * and 389 with React Router's production build and the schemas the frame reads live in modules of their
 * own (docs/architecture.md, One contract for both sides); 390.2 with the phone chrome (the
 * scroll-to-top button's check that it covers no action, the per-person last country), 391; 393.5 with
 * the cards' cover and default poster, the list's date filters, the way-back notices, the
 * avatar and docs/product.md §8 texts in one module, hence 394; 394.9 with the keyboard's skip link, page focus and
 * announcement, and focus ring on every screen (the home 104.6 → 105.0), hence 395 and 105.5; 395.1 with
 * its blocked buttons that stay buttons, errors shown once a field is left, and named confirmations. The
 * performance work took it down: 383.3 once the stored documents the frame reads live were zod/mini schemas (the full zod API
 * left the list, 11.8 KB), then 352.4 KB once Firestore kept documents in memory (its persistent cache and the
 * namespace import that kept every SDK export were 31.9 KB), a returning visit drawing from a snapshot of
 * the last list (web/src/lib/list-snapshot.ts, 0.8 KB in a file of its own) instead. The event's Dashboard tab,
 * its Administration link and their routes in the frame add 0.7 KB (the charts load with their own screens
 * only): 353.1, hence 353.5. Then 324.5 with the frame's menus, country selector, bell panel and the list's
 * calendar popover loaded at their first opening (their Popover, Menu, Modal, focus trap, Tooltip with
 * Popper.js and TextField with Select in a chunk of their own, web/vite.config.ts), the list's fields built
 * from OutlinedInput, and the bell without its tooltip: hence 325. The home met its 105 KB once MUI's
 * theme serializer for Pigment CSS (stringifyTheme, never called in a browser) left the first chunk: 104.9.
 * The pre-paint (a returning visit's first screen drawn before the app is evaluated: 645 → 125 ms to
 * the first card) adds about 1 KB to every page: the page's first script (src/boot.ts, in a file of its own,
 * FIRST_SCRIPT_BUDGET below, the app's first chunk preloaded beside it) with the snapshot rules it shares with
 * the app, and the app's loading states drawing the same markup (0.3 KB); the capture of the first screen
 * loads after the list has drawn. Measured with both: home 106.05, list 325.46. Then the home met 105 KB again:
 * the first script imports nothing the app has (src/boot.ts reads the owner of local data, then loads the
 * drawing, src/boot-pre-paint.ts, only when a pre-paint may fit), the contract's constants are two modules so
 * that the first chunk carries only the shell's (contract constants/app-shell.ts), and the public screens' dark
 * mode toggle is a text button (IconButton left the first chunk): home 104.84 in 3 files (the first script,
 * the first chunk, and what the drawing shares with the first chunk: the theme preference, the shell's
 * constants, the pre-paint's DOM steps). The signed-in screens pay about 1 KB for it: their files are split
 * finer (the snapshot's rules in a file of their own, IconButton with Alert), so compress a little less; list
 * 326.36. Then Emotion adopting the pre-paint's rules and the list's first commit drawing twelve cards:
 * home 104.91, list 326.51, hence 327. Then no server stack nor server path ever reaching the
 * screen (the API client strips them from every answer) and an unknown country code named as such (its page
 * loaded only when opened): list 327.22, hence 327.5. Then the wall's, the leaderboard's and the moderation
 * queue's routes joined the route table (docs/features.md, The wall): list 327.88, hence 328.5. Then the
 * reminders' and the feedback's constants and texts in the contract (docs/features.md, "Reminders",
 * "Feedback after a session"): list 328.6, hence 329. Then the bell opening the app's own links in place
 * (a reminder's session) and the event list's search filtering in memory once every event is read
 * (docs/features.md, "Reminders"): list 329.2, hence 329.5. Then the service worker's registration and its
 * "New version" prompt in the routed part of the app (web/src/lib/service-worker.ts,
 * components/feedback/update-prompt.tsx; its Snackbar loads only when shown): 634 bytes, list 329.79, hence 330
 * (within the 3 KB the installed app may add, docs/architecture.md "The service worker").
 */
const BUDGETS = {
  'signed-out home': 105 * KB,
  'signed-in country list': 330 * KB,
  // The screens an attendee opens from the list, held at their size. The programme and a
  // session's page lost luxon (21.4 KB: their times are drawn with Intl, src/lib/zoned-time.ts), 456.8 →
  // 435.4 KB and 453.0 → 431.6 KB; about 1.5 KB more each with the keyboard support (the calendar's
  // arrow keys load with the calendar, not here); about 0.3 KB more each with zod/mini beside the full zod
  // their forms and the API's schemas use, and about 31.6 KB less each without Firestore's persistent cache;
  // up to 2.5 KB more each once the frame's popups left the list (what those screens use of them comes in
  // the popups' chunk, compressed apart from the frame, with the popups' own code). Then about 9 and 11 KB
  // less on the event home and the programme once their API calls loaded the endpoint table when first made
  // (web/src/lib/api-table.ts): the full zod stays for the stored agendas and stars they read live. The
  // table then splits into more chunks, which compress less: the news and the profile, which call the API
  // as they open and so load the whole table either way, a little more. Measured with both (the performance
  // branches merged): event home 409.4, programme 398.2, session overview 395.1, news 402.6, profile 398.9.
  // Then about 16 KB less on all three once the stored documents they read live (agendas, stars, the event's
  // content, badges and points, news, people) and the rules they apply were zod/mini modules of their own
  // (contract *-doc.ts): the full zod API left them. With the pre-paint's first script (above): event home
  // 392.7, programme 383.2, session overview 379.9, news 402.1, profile 399.05. About 1 KB more each once the
  // home met its 105 KB (above): event home 393.71, programme 384.24, session overview 380.97, news 403.2,
  // profile 400.03. Then the event's home and programme left the popups' chunk (their phone menu loads at its
  // first opening, the programme's search is an OutlinedField, and what they share with the popups, Tooltip
  // with Popper.js among them, is chunked apart, web/vite.config.ts): event home 375.83, programme 366.09; the
  // screens that still load the popups' chunk load Tooltip beside it, compressed apart: session overview
  // 383.87, news 406.13, profile 402.99. Then the people of a session left its document: the event's screens
  // read the viewer's own schedule through one provider (features/events/shared/use-my-schedule.tsx) and the
  // rules take a standing and the seats; with the API client's stripping of server stacks (above) and the
  // admin bar's Failed mail link: event home 377.43, programme 367.68, session overview 385.45, news 407.28,
  // profile 404.92. Then the session overview's people lists read when opened, a page at a time, with Show
  // more and Retry (overview/people-section.tsx): session overview 386.26; and the wall's ten endpoints
  // joined the table, which the news, the profile and the overview's lists load whole (docs/features.md,
  // The wall): news 407.88, profile 405.54. Then the wall's screens: the event layout's Wall, Leaderboard and
  // Moderation tabs (the viewer's access to the wall, the editors' live count of reported items), the home's
  // wall card, and the points card's earned and next badges with the profile's leaderboard switch: event home
  // 380.98, programme 370.68, session overview 389.03, news 409.67, profile 411.32. Then the attendee's
  // screens (docs/features.md, "The attendee's screens"): the toolbar's My agenda and Me, the table of the
  // screens that show the phone's bottom bar (the bar itself, 2.3 KB, loads on a phone only), My agenda in a
  // chunk the home shares with its own screen, and the home's line of points (a card that is one link):
  // event home 384.7, programme 371.8, session overview 389.9. Then the session buttons on a phone (docs/features.md,
  // "People of events and agendas", "Keyboard and screen readers"): the app's one polite announcer (every screen), the kept focus, Join's held answer,
  // Leave's question and its Undo toast, the promotion toast, the programme's search in the address, and their
  // texts in the contract: event home 390.0, programme 376.5, session overview 395.0, news 410.2, profile 411.9.
  // Then the reminders (the Me page's section) and the feedback after a session (its card loads with an ended
  // session only, the overview keeps the hook that decides) with their endpoints in the table the news and
  // the profile load whole, and Now and next's two rows per part: event home 390.6, session overview 395.6,
  // news 411.7, profile 413.4. Then the Dashboard tab for the event's speakers (their sessions' feedback,
  // docs/features.md "Feedback after a session": the layout's wall listener tells a speaker apart) and the
  // event feedback's endpoint in the table: programme 377.0, session overview 396.1. Then one zone rule for
  // every time an attendee reads (src/lib/zoned-time.ts spanOnTwoClocks: the home, Now and next, My agenda,
  // the headers) and the bell's in-app links: event home 391.4, news 412.7, profile 414.4. Then the service
  // worker's registration and update prompt (above, 0.6 KB each): event home 391.92, programme 378.02,
  // session overview 397.22, news 413.28, profile 414.94.
  'event home': 392 * KB,
  programme: 378.5 * KB,
  'session overview': 397.5 * KB,
  'country news': 413.5 * KB,
  profile: 415 * KB,
} as const;

/**
 * The page's first script (index.html's, src/boot.ts): it runs before anything else on every visit and only
 * reads whether a pre-paint may fit and imports the drawing or the app. Measured 1.0 KB: the owner of local
 * data, and Vite's preloading helper, which the app's chunks share with it.
 */
const FIRST_SCRIPT_BUDGET = 1.5 * KB;

/**
 * Files a route may load. Each is a request (on HTTP/1.1, six at a time) and a `modulepreload` link
 * the router's preloading appends one by one: the list loaded 75 before its frame became one chunk, 9 since.
 */
const FILE_BUDGETS = {
  // The page's first script, the app's first chunk and what it shares with a returning visit's drawing,
  // downloaded side by side (index.html preloads them).
  'signed-out home': 3,
  'signed-in country list': 11,
} as const;

/** Strings only the code of an SDK holds (not the names in firebase/app's version table). */
const SDK_MARKERS = {
  'Realtime Database': ['firebaseio.com', 'FIREBASE_DATABASE_EMULATOR_HOST'],
  'Remote Config': ['firebaseremoteconfig.googleapis.com'],
  'Cloud Functions callables': ['cloudfunctions.net'],
  're2js (Firestore pipeline regular expressions)': ['invalid nested repetition operator'],
  "MUI's CSS-variables theme": ['mui-mode'],
  "MUI's theme serializer for Pigment CSS": ['theme.transitions = createTransitions'],
  // Firestore keeps its documents in memory; the list snapshot draws a returning visit.
  "Firestore's persistent cache (IndexedDB)": ['Failed to obtain primary lease'],
} as const;

/**
 * Libraries that a route must not load: they belong to screens that upload (Storage), import or export
 * (SheetJS), edit times (luxon, the date pickers) or show the calendar views, and cost a phone 10–60 KB.
 */
const EDITORS_ONLY = {
  'Cloud Storage': 'Max retry time for operation exceeded',
  'SheetJS (xlsx)': 'SheetJS',
  luxon: 'Invalid DateTime',
  'the date pickers': 'MuiPickersLayout',
} as const;

/**
 * The screens an attendee opens read their stored documents through zod/mini schemas (contract
 * *-doc.ts); zod's full API (13 KB) comes with the API's request schemas, when a form or a call needs them.
 */
const FULL_ZOD = '"ZodString"';

/**
 * The popups' MUI parts (Menu, Select, Popover, Modal, the focus trap; 20 KB gz of module-level
 * styled components) load with a popup's first opening on the event's home and programme, which show
 * tooltips and links only (web/vite.config.ts keeps what they share with the popups out of that chunk).
 */
const POPUPS = { 'popup code (Menu, Select, Popover, Modal)': 'MuiPopover' } as const;

const NOT_ON_ROUTE = {
  'signed-in country list': {
    ...EDITORS_ONLY,
    ...POPUPS,
    // The API table (every endpoint's zod schemas, built when loaded): a country's list reads
    // Firestore only, and loads the API's calls when one is first made.
    "the API table's schemas": '"/events/isPassed"',
    'the full zod API': FULL_ZOD,
  },
  'event home': { ...EDITORS_ONLY, ...POPUPS, 'the full zod API': FULL_ZOD },
  programme: { ...EDITORS_ONLY, ...POPUPS, 'the full zod API': FULL_ZOD },
  'session overview': { ...EDITORS_ONLY, 'the full zod API': FULL_ZOD },
  'country news': EDITORS_ONLY,
  profile: EDITORS_ONLY,
} as const;

/**
 * The service worker's precache (web/pwa-config.ts): the shell and the attendee's screens, downloaded after the
 * first paint. At most 2 MB even uncompressed (what Cache Storage keeps; gzipped on the wire, about a third).
 */
const PRECACHE_BUDGET = 2 * KB * KB;
/** Routes whose every script the precache holds, so that they open offline. */
const OFFLINE_ROUTES = ['signed-in country list', 'event home', 'programme', 'session overview', 'profile'] as const;

describe("the service worker's precache", () => {
  it(`stays within ${PRECACHE_BUDGET / KB / KB} MB`, () => {
    const { files, raw, gzip } = precacheBytes();
    say(`Precache: ${files.length} files, ${(raw / KB).toFixed(1)} KB (${(gzip / KB).toFixed(1)} KB gzipped)`);
    expect(files).toContain('index.html');
    expect(raw).toBeLessThanOrEqual(PRECACHE_BUDGET);
  });

  it("holds every script of the attendee's screens", () => {
    const precached = new Set(precacheBytes().files);
    for (const route of OFFLINE_ROUTES) {
      expect(
        routeScriptBytes(route).files.filter((file) => !precached.has(file)),
        route,
      ).toEqual([]);
    }
  });

  it('holds no source map, no API or Firebase address, and no editor-only library', () => {
    const { files } = precacheBytes();
    expect(files.filter((file) => /\.map$|backendv2|googleapis|^https?:/.test(file))).toEqual([]);
    const editors = Object.values(EDITORS_ONLY);
    const carrying = files.filter(
      (file) =>
        file.endsWith('.js') && editors.some((marker) => readFileSync(path.join(DIST, file), 'utf8').includes(marker)),
    );
    expect(carrying).toEqual([]);
  });
});

describe('the built app', () => {
  for (const [route, libraries] of Object.entries(NOT_ON_ROUTE) as [
    keyof typeof NOT_ON_ROUTE,
    Record<string, string>,
  ][]) {
    for (const [library, marker] of Object.entries(libraries)) {
      it(`loads no ${library} on the ${route}`, () => {
        const { files } = routeScriptBytes(route);
        const carrying = files.filter((file) => readFileSync(path.join(DIST, file), 'utf8').includes(marker));
        expect(carrying).toEqual([]);
      });
    }
  }

  for (const [route, budget] of Object.entries(BUDGETS) as [keyof typeof BUDGETS, number][]) {
    it(`keeps the ${route} within ${budget / KB} KB of gzipped JavaScript`, () => {
      const { gzip, files } = routeScriptBytes(route);
      expect(files.length).toBeGreaterThan(0);
      expect(gzip, `${route}: ${(gzip / KB).toFixed(1)} KB in ${files.length} files`).toBeLessThanOrEqual(budget);
    });
  }

  it(`keeps the page's first script within ${FIRST_SCRIPT_BUDGET / KB} KB of gzipped JavaScript`, () => {
    const first = readManifest()[entryKey(readManifest())]!.file;
    expect(gzipBytes(first)).toBeLessThanOrEqual(FIRST_SCRIPT_BUDGET);
  });

  for (const [route, budget] of Object.entries(FILE_BUDGETS) as [keyof typeof FILE_BUDGETS, number][]) {
    it(`loads the ${route} in at most ${budget} JavaScript file${budget === 1 ? '' : 's'}`, () => {
      const { files } = routeScriptBytes(route);
      expect(files.length, files.join(', ')).toBeLessThanOrEqual(budget);
    });
  }

  for (const [sdk, markers] of Object.entries(SDK_MARKERS)) {
    it(`ships no ${sdk} code in any chunk`, () => {
      const scripts = builtScripts();
      expect(scripts.length).toBeGreaterThan(10);
      const carrying = scripts.filter((file) => {
        const text = readFileSync(path.join(DIST, file), 'utf8');
        return markers.some((marker) => text.includes(marker));
      });
      expect(carrying).toEqual([]);
    });
  }

  it('switches the programme to its calendar without loading luxon', () => {
    // The calendar counts on native Dates (calendar-config.ts); luxon's localizer was a third of
    // drawing a week of 500 sessions, and 22 KB more to fetch on the first switch.
    const programme = new Set(routeScriptBytes('programme').files);
    const calendar = [
      ...scriptsOf(readManifest(), ['src/features/events/agendas/list/agenda-calendar-view.tsx']),
    ].filter((file) => !programme.has(file));
    expect(calendar.length).toBeGreaterThan(0);
    const carrying = calendar.filter((file) =>
      readFileSync(path.join(DIST, file), 'utf8').includes(EDITORS_ONLY.luxon),
    );
    expect(carrying).toEqual([]);
  });
});
