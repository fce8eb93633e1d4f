/**
 * The layers' walls (eslint.config.mjs, issue 30): each zone is fed a forbidden import, by alias and
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

/** The rules that fired on `importLine` written into a file at `file` (relative to the root). */
async function rulesFiring(file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = [x];\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message).filter((rule) => rule !== '@typescript-eslint/no-unused-vars');
}

const WALL = 'import-x/no-restricted-paths';
const PACKAGES = 'no-restricted-imports';

const FORBIDDEN: readonly { zone: string; file: string; line: string; rule: string }[] = [
  { zone: 'config → lib', file: 'web/src/config/probe.ts', line: "import { x } from '@/lib/api';", rule: WALL },
  { zone: 'lib → features (alias)', file: 'web/src/lib/probe.ts', line: "import { x } from '@/features/events/edit/event-dates';", rule: WALL },
  { zone: 'lib → features (relative)', file: 'web/src/lib/probe.ts', line: "import { x } from '../features/events/edit/event-dates';", rule: WALL },
  { zone: 'lib → app', file: 'web/src/lib/probe.ts', line: "import { x } from '../app/router';", rule: WALL },
  { zone: 'components → features', file: 'web/src/components/probe.tsx', line: "import { x } from '../features/news/lib/news-photo';", rule: WALL },
  { zone: 'components → hooks', file: 'web/src/components/probe.tsx', line: "import { x } from '@/hooks/use-form-errors';", rule: WALL },
  { zone: 'hooks → features', file: 'web/src/hooks/probe.ts', line: "import { x } from '@/features/news/lib/news-photo';", rule: WALL },
  { zone: 'feature → feature (relative)', file: 'web/src/features/news/probe.ts', line: "import { x } from '../events/edit/event-dates';", rule: WALL },
  { zone: 'feature → feature (alias)', file: 'web/src/features/news/probe.ts', line: "import { x } from '@/features/events/edit/event-dates';", rule: WALL },
  { zone: 'feature → app', file: 'web/src/features/news/probe.ts', line: "import { x } from '@/app/router';", rule: WALL },
  { zone: 'contract → server code', file: 'functions/contract/src/probe.ts', line: "import { x } from '../../src/lib/firebase';", rule: WALL },
  { zone: 'contract → app code', file: 'functions/contract/src/probe.ts', line: "import { x } from '../../../web/src/lib/api';", rule: WALL },
  { zone: 'contract → firebase-admin', file: 'functions/contract/src/probe.ts', line: "import { x } from 'firebase-admin/firestore';", rule: PACKAGES },
  { zone: 'contract → any other package', file: 'functions/contract/src/probe.ts', line: "import { x } from 'luxon';", rule: PACKAGES },
  { zone: 'functions → the contract by path', file: 'functions/src/services/probe.ts', line: "import { x } from '../../contract/src/paths';", rule: PACKAGES },
  { zone: 'emulators → the contract by path', file: 'emulators/scripts/probe.ts', line: "import { x } from '../../functions/contract/src/paths';", rule: PACKAGES },
  { zone: 'app → the contract by path', file: 'web/src/lib/probe.ts', line: "import { x } from '../../../functions/contract/src/paths';", rule: PACKAGES },
  { zone: 'services → routes', file: 'functions/src/services/probe.ts', line: "import { x } from '../routes/news';", rule: WALL },
  { zone: 'lib → http', file: 'functions/src/lib/probe.ts', line: "import { x } from '../http/auth';", rule: WALL },
  { zone: 'triggers → routes', file: 'functions/src/triggers/probe.ts', line: "import { x } from '../routes/news';", rule: WALL },
  { zone: 'http → routes', file: 'functions/src/http/probe.ts', line: "import { x } from '../routes/news';", rule: WALL },
];

const ALLOWED: readonly { zone: string; file: string; line: string }[] = [
  { zone: 'a feature → its own code', file: 'web/src/features/events/probe.ts', line: "import { x } from './edit/event-dates';" },
  { zone: 'a feature → shared lib and the contract', file: 'web/src/features/news/probe.ts', line: "import { x } from '@/lib/api';\nimport { y as x2 } from '@agenda/contract';" },
  { zone: 'hooks → components', file: 'web/src/hooks/probe.ts', line: "import { x } from '@/components/feedback/toast-provider';" },
  { zone: 'the contract → zod and itself', file: 'functions/contract/src/probe.ts', line: "import { x } from 'zod';\nimport { y as x2 } from './paths';" },
  { zone: 'routes → services and http', file: 'functions/src/routes/probe.ts', line: "import { x } from '../services/events';\nimport { y as x2 } from '../http/endpoints';" },
  { zone: 'a test → anything', file: 'web/src/lib/probe.test.ts', line: "import { x } from '@/features/events/edit/event-dates';" },
];

describe('every wall of the layers is built by lint', () => {
  it.each(FORBIDDEN)('refuses $zone', async ({ file, line, rule }) => {
    expect(await rulesFiring(file, line)).toContain(rule);
  });

  it.each(ALLOWED)('allows $zone', async ({ file, line }) => {
    expect(await rulesFiring(file, line)).toEqual([]);
  });
});
