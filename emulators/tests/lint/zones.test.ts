/**
 * The layers' walls (eslint.config.mjs): each zone is fed a forbidden import, by alias and
 * by relative path where both exist, and must answer with its rule; a few allowed imports must pass.
 * The probe files do not exist: ESLint lints the text as if it lay at that path, and the resolver
 * resolves the import from there to the real file it names.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages of the rules that fired on `importLine` written into a file at `file` (relative to the root). */
async function messagesOf(file: string, importLine: string): Promise<{ rule: string; text: string }[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = [x];\n`, {
    filePath: path.join(ROOT, file),
  });
  return (result?.messages ?? [])
    .map((message) => ({ rule: message.ruleId ?? message.message, text: message.message }))
    .filter(({ rule }) => rule !== '@typescript-eslint/no-unused-vars');
}

/** The rules that fired on `importLine` written into a file at `file` (relative to the root). */
const rulesFiring = async (file: string, importLine: string): Promise<string[]> =>
  (await messagesOf(file, importLine)).map(({ rule }) => rule);

const WALL = 'import-x/no-restricted-paths';
const PACKAGES = 'no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';

/** `says`: a piece of the zone's own message, where several zones of one rule could answer. */
const FORBIDDEN: readonly { zone: string; file: string; line: string; rule: string; says?: string }[] = [
  { zone: 'config → lib', file: 'web/src/config/probe.ts', line: "import { x } from '@/lib/api';", rule: WALL },
  {
    zone: 'lib → features (alias)',
    file: 'web/src/lib/probe.ts',
    line: "import { x } from '@/features/events/edit/event-dates';",
    rule: WALL,
  },
  {
    zone: 'lib → features (relative)',
    file: 'web/src/lib/probe.ts',
    line: "import { x } from '../features/events/edit/event-dates';",
    rule: WALL,
  },
  { zone: 'lib → app', file: 'web/src/lib/probe.ts', line: "import { x } from '../app/router';", rule: WALL },
  {
    zone: 'components → features',
    file: 'web/src/components/probe.tsx',
    line: "import { x } from '../features/news/lib/news-photo';",
    rule: WALL,
  },
  {
    zone: 'components → hooks',
    file: 'web/src/components/probe.tsx',
    line: "import { x } from '@/hooks/use-form-errors';",
    rule: WALL,
  },
  {
    zone: 'hooks → features',
    file: 'web/src/hooks/probe.ts',
    line: "import { x } from '@/features/news/lib/news-photo';",
    rule: WALL,
  },
  {
    zone: 'feature → feature (relative)',
    file: 'web/src/features/news/probe.ts',
    line: "import { x } from '../events/edit/event-dates';",
    rule: WALL,
  },
  {
    zone: 'feature → feature (alias)',
    file: 'web/src/features/news/probe.ts',
    line: "import { x } from '@/features/events/edit/event-dates';",
    rule: WALL,
  },
  {
    zone: 'feature → app',
    file: 'web/src/features/news/probe.ts',
    line: "import { x } from '@/app/router';",
    rule: WALL,
  },
  {
    zone: 'contract → server code',
    file: 'functions/contract/src/probe.ts',
    line: "import { x } from '../../src/lib/firebase';",
    rule: WALL,
  },
  {
    zone: 'contract → app code',
    file: 'functions/contract/src/probe.ts',
    line: "import { x } from '../../../web/src/lib/api';",
    rule: WALL,
  },
  {
    zone: 'contract → firebase-admin',
    file: 'functions/contract/src/probe.ts',
    line: "import { x } from 'firebase-admin/firestore';",
    rule: PACKAGES,
  },
  {
    zone: 'contract → any other package',
    file: 'functions/contract/src/probe.ts',
    line: "import { x } from 'luxon';",
    rule: PACKAGES,
  },
  {
    zone: 'functions → the contract by path',
    file: 'functions/src/shared/probe.ts',
    line: "import { x } from '../../contract/src/paths';",
    rule: PACKAGES,
  },
  {
    zone: 'emulators → the contract by path',
    file: 'emulators/scripts/probe.ts',
    line: "import { x } from '../../functions/contract/src/paths';",
    rule: PACKAGES,
  },
  {
    zone: 'app → the contract by path',
    file: 'web/src/lib/probe.ts',
    line: "import { x } from '../../../functions/contract/src/paths';",
    rule: PACKAGES,
  },
  { zone: 'lib → http', file: 'functions/src/lib/probe.ts', line: "import { x } from '../http/auth';", rule: WALL },
  {
    zone: 'shared → a resource',
    file: 'functions/src/shared/probe.ts',
    line: "import { x } from '../events/access';",
    rule: WALL,
    says: 'Server lib, shared services and mail',
  },
  {
    zone: 'http → a resource',
    file: 'functions/src/http/probe.ts',
    line: "import { x } from '../news/service';",
    rule: WALL,
    says: 'The HTTP layer mounts',
  },
  {
    zone: 'a resource → the shared triggers',
    file: 'functions/src/news/probe.ts',
    line: "import { x } from '../triggers/sweeper';",
    rule: WALL,
    says: 'Resources never import',
  },
  {
    zone: 'a resource → the routes list',
    file: 'functions/src/news/service.ts',
    line: "import { x } from '../routes';",
    rule: WALL,
    says: 'Resources never import',
  },
  {
    zone: "a resource's service → http",
    file: 'functions/src/news/service.ts',
    line: "import { x } from '../http/endpoints';",
    rule: WALL,
    says: 'services see no HTTP',
  },
  {
    zone: "a resource → another's handlers",
    file: 'functions/src/completion/handlers.ts',
    line: "import { x } from '../groups/handlers';",
    rule: WALL,
    says: 'mounted by routes.ts alone',
  },
  {
    zone: 'triggers → handlers',
    file: 'functions/src/triggers/probe.ts',
    line: "import { x } from '../news/handlers';",
    rule: WALL,
    says: 'mounted by routes.ts alone',
  },
  {
    zone: 'handlers → lib/firebase',
    file: 'functions/src/news/handlers.ts',
    line: "import { x } from '../lib/firebase';",
    rule: WALL,
    says: "only through their resource's service",
  },
  {
    zone: 'handlers → firebase-admin',
    file: 'functions/src/news/handlers.ts',
    line: "import { x } from 'firebase-admin/firestore';",
    rule: PACKAGES,
    says: "only through their resource's service",
  },
  {
    zone: 'handlers → Firestore through a reference',
    file: 'functions/src/tenants/handlers.ts',
    line: "import { tenantRef } from './service';\nexport const x = () => tenantRef('de').get();",
    rule: SYNTAX,
  },
  {
    zone: 'handlers → a transaction',
    file: 'functions/src/news/handlers.ts',
    line: "import { y } from './service';\nexport const x = () => y.runTransaction(async () => null);",
    rule: SYNTAX,
  },
];

const ALLOWED: readonly { zone: string; file: string; line: string }[] = [
  {
    zone: 'a feature → its own code',
    file: 'web/src/features/events/probe.ts',
    line: "import { x } from './edit/event-dates';",
  },
  {
    zone: 'a feature → shared lib and the contract',
    file: 'web/src/features/news/probe.ts',
    line: "import { x } from '@/lib/api';\nimport { y as x2 } from '@agenda/contract';",
  },
  {
    zone: 'hooks → components',
    file: 'web/src/hooks/probe.ts',
    line: "import { x } from '@/components/feedback/toast-provider';",
  },
  {
    zone: 'the contract → zod and itself',
    file: 'functions/contract/src/probe.ts',
    line: "import { x } from 'zod';\nimport { y as x2 } from './paths';",
  },
  {
    zone: 'handlers → their service, http, lib and shared',
    file: 'functions/src/news/handlers.ts',
    line: "import { x } from './service';\nimport { y as x2 } from '../http/endpoints';\nimport { z as x3 } from '../lib/logs';\nimport { w as x4 } from '../shared/storage';",
  },
  {
    zone: "a resource's service → another's service, shared and Firestore",
    file: 'functions/src/agendas/service.ts',
    line: "import { x } from '../events/access';\nimport { y as x2 } from '../shared/storage';\nimport { z as x3 } from '../lib/firebase';\nimport { w as x4 } from 'firebase-admin/firestore';",
  },
  { zone: 'routes.ts → handlers', file: 'functions/src/routes.ts', line: "import { x } from './news/handlers';" },
  {
    zone: 'functions → the contract by name',
    file: 'functions/src/shared/probe.ts',
    line: "import { x } from '@agenda/contract';",
  },
  {
    zone: 'a test → anything',
    file: 'web/src/lib/probe.test.ts',
    line: "import { x } from '@/features/events/edit/event-dates';",
  },
];

describe('every wall of the layers is built by lint', () => {
  it.each(FORBIDDEN)('refuses $zone', async ({ file, line, rule, says }) => {
    const messages = await messagesOf(file, line);
    expect(messages.map((message) => message.rule)).toContain(rule);
    if (says)
      expect(messages.filter((message) => message.rule === rule && message.text.includes(says))).not.toEqual([]);
  });

  it.each(ALLOWED)('allows $zone', async ({ file, line }) => {
    expect(await rulesFiring(file, line)).toEqual([]);
  });
});
