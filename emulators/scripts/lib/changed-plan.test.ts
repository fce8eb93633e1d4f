import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserFilesFor,
  featureFolderOf,
  opensScreen,
  screenModules,
  SHARED_CODE_BROWSER_FILES,
  staticChecksOf,
} from './changed-plan';
import { ROOT } from './paths';

describe('staticChecksOf', () => {
  it('lints and formats the changed files and type-checks the projects they are part of', () => {
    const checks = staticChecksOf(['web/src/features/wall/lib/wall-model.ts', 'docs/testing.md', 'firestore.rules']);
    expect(checks.lint).toEqual(['web/src/features/wall/lib/wall-model.ts']);
    expect(checks.format).toEqual(['web/src/features/wall/lib/wall-model.ts', 'docs/testing.md', 'firestore.rules']);
    expect(checks.typecheck).toEqual(['web/tsconfig.json']);
  });

  it('type-checks every project the contract is compiled into', () => {
    expect(staticChecksOf(['functions/contract/src/schemas/wall.ts']).typecheck).toEqual([
      'emulators/tsconfig.json',
      'functions/tsconfig.json',
      'web/tsconfig.json',
    ]);
  });
});

describe('featureFolderOf', () => {
  it.each([
    ['web/src/features/wall/lib/use-live-wall.ts', 'features/wall'],
    ['web/src/features/wall/components/wall-page.tsx', 'features/wall'],
    ['web/src/features/events/agendas/attendee/join-button.tsx', 'features/events/agendas'],
    ['web/src/features/events/shared/current-event.tsx', 'features/events'],
    ['web/src/features/outbox/failed-mail-page.tsx', 'features/outbox'],
    ['web/src/components/form/save-button.tsx', null],
    ['web/src/app/router.tsx', null],
  ])('%s → %s', (file, folder) => expect(featureFolderOf(file)).toBe(folder));
});

describe('screenModules', () => {
  const router = `
const screens = {
  'main/event/wall': () => {
    void import('@/features/wall/lib/wall-prefetch');
    return import('@/features/wall/components/wall-page').then((m) => ({ Component: m.WallPage }));
  },
  serveroffline: () =>
    import('@/features/server-status/server-offline-page').then((m) => ({ Component: m.ServerOfflinePage })),
};`;

  it('reads each entry of the route table with every module it loads', () => {
    expect(screenModules(router)).toEqual(
      new Map([
        ['main/event/wall', ['web/src/features/wall/lib/wall-prefetch', 'web/src/features/wall/components/wall-page']],
        ['serveroffline', ['web/src/features/server-status/server-offline-page']],
      ]),
    );
  });

  it('finds the screens of the real router', () => {
    const screens = screenModules(readFileSync(path.join(ROOT, 'web/src/app/router.tsx'), 'utf8'));
    expect(screens.get('main/event/wall')).toContain('web/src/features/wall/components/wall-page');
    expect(screens.get('main/event/agendalist')?.[0]).toMatch(/^web\/src\/features\/events\/agendas\//);
    expect(screens.size).toBeGreaterThan(40);
  });
});

describe('opensScreen', () => {
  it('knows a screen by its address or by its last part handed to an address builder', () => {
    expect(opensScreen('page.goto(`${APP_URL}/main/event/wall?e=${id}`)', 'main/event/wall')).toBe(true);
    expect(opensScreen("await page.goto(at('moderation'));", 'main/event/moderation')).toBe(true);
    expect(opensScreen("await page.goto(at('moderation'));", 'main/event/wall')).toBe(false);
    expect(opensScreen('the wall of the event', 'main/event/wall')).toBe(false);
  });
});

describe('browserFilesFor', () => {
  const screens = new Map([
    ['main/event/wall', ['web/src/features/wall/components/wall-page']],
    ['main/event/agendalist', ['web/src/features/events/agendas/programme/programme-page']],
    ['main/profile', ['web/src/features/users/components/profile-page']],
  ]);
  const tests = [
    { file: 'emulators/tests/browser/wall.test.ts', source: "goto('/main/event/wall?e=1')" },
    { file: 'emulators/tests/browser/programme.test.ts', source: "import { x } from './sessions';" },
    { file: 'emulators/tests/browser/leaderboard.test.ts', source: "goto(at('leaderboard'))" },
    { file: 'emulators/tests/browser/calendar-feed.test.ts', source: "goto('/main/profile')" },
  ];

  it('runs the browser files that open a screen of the changed feature', () => {
    expect(browserFilesFor(['web/src/features/wall/lib/wall-model.ts'], screens, tests)).toEqual([
      'emulators/tests/browser/wall.test.ts',
    ]);
    expect(browserFilesFor(['web/src/features/users/lib/x.ts'], screens, tests)).toEqual([
      'emulators/tests/browser/calendar-feed.test.ts',
    ]);
  });

  it('runs a feature’s namesake file, a changed browser file, and the files importing a changed helper', () => {
    expect(browserFilesFor(['web/src/features/leaderboard/components/page.tsx'], screens, tests)).toEqual([
      'emulators/tests/browser/leaderboard.test.ts',
    ]);
    expect(
      browserFilesFor(['emulators/tests/browser/wall.test.ts', 'emulators/tests/browser/sessions.ts'], screens, tests),
    ).toEqual(['emulators/tests/browser/programme.test.ts', 'emulators/tests/browser/wall.test.ts']);
  });

  it('runs the sweep of every screen for a change in the shared code, and no browser file for a server change', () => {
    expect(browserFilesFor(['web/src/components/form/save-button.tsx'], screens, tests)).toEqual(
      [...SHARED_CODE_BROWSER_FILES].sort(),
    );
    expect(browserFilesFor(['functions/src/wall/service.ts'], screens, tests)).toEqual([]);
  });

  it('names only browser files that exist', () => {
    const present = readdirSync(path.join(ROOT, 'emulators/tests/browser'));
    for (const file of SHARED_CODE_BROWSER_FILES) expect(present).toContain(path.basename(file));
  });
});
