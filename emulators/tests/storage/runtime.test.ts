/**
 * The Storage rules runtime itself (emulators/storage-runtime/), spoken to as firebase-tools does:
 * JSON lines over stdin/stdout. Google's engine must refuse a broken ruleset, load a good one and
 * decide requests that read Firestore documents through the fetch round trip.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageRulesRuntime, StorageRuntimeError } from '../../scripts/lib/storage-runtime';
import { localStorageRulesRuntime } from '../../scripts/lib/toolchain';

type Message = Record<string, unknown> & { id?: number; server_request_id?: number };

class RuntimeClient {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stderr: string[] = [];
  private readonly waiters = new Map<number, (message: Message) => void>();
  private nextId = 0;

  constructor(jar: string) {
    this.child = spawn('java', ['-Duser.language=en', '-jar', jar, 'serve']);
    this.child.stderr.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as Message;
      const id = message.id ?? message.server_request_id;
      const waiter = id === undefined ? undefined : this.waiters.get(id);
      if (id !== undefined && waiter) {
        this.waiters.delete(id);
        waiter(message);
      }
    });
  }

  /** The next message carrying this id. */
  next(id: number): Promise<Message> {
    return new Promise((resolve) => this.waiters.set(id, resolve));
  }

  send(message: Message): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  request(action: string, context: unknown): { id: number; answer: Promise<Message> } {
    const id = this.nextId++;
    const answer = this.next(id);
    this.send({ id, action, context });
    return { id, answer };
  }
}

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /events/{eventId}/{file} {
      allow get: if request.auth != null
        && request.auth.uid in firestore.get(/databases/(default)/documents/events/$(eventId)).data.organizers;
      allow create: if request.resource.size < 100 && request.resource.contentType == 'image/png';
    }
    // firebase-tools sends a list request with the prefix as its path (the delimiter is not used).
    match /events/{eventId} {
      allow list: if firestore.exists(/databases/(default)/documents/events/$(eventId));
    }
  }
}`;

const request = (uid: string | null, resource: unknown = null) => ({
  map_value: {
    fields: {
      auth:
        uid === null
          ? { null_value: null }
          : { map_value: { fields: { uid: { string_value: uid }, token: { map_value: { fields: {} } } } } },
      time: { timestamp_value: '2025-06-01T10:00:00.000Z' },
      resource: resource ?? { null_value: null },
      path: { path_value: { segments: [] } },
    },
  },
});
const verify = (method: string, path: string, variables: unknown) => ({
  rulesetName: 'good',
  service: 'firebase.storage',
  path,
  method,
  variables,
});
const EVENT_DOC = {
  name: 'projects/demo-x/databases/(default)/documents/events/e1',
  fields: { organizers: { arrayValue: { values: [{ stringValue: 'org' }] } }, tenant_id: { stringValue: 'de' } },
};

let client: RuntimeClient;
let ready: Message;

beforeAll(async () => {
  client = new RuntimeClient(localStorageRulesRuntime());
  ready = await client.next(-1);
}, 120_000);

afterAll(() => {
  client.child.kill();
});

describe('storage rules runtime', () => {
  it('announces itself with id -1 and writes nothing to stderr', () => {
    expect(ready).toEqual({ id: -1, status: 'ok' });
  });

  it('refuses a broken ruleset with errors in the shape firebase-tools logs', async () => {
    const { answer } = client.request('load_ruleset', {
      rulesetName: 'broken',
      source: {
        files: [
          {
            name: 'storage.rules',
            content: "rules_version = '2';\nservice firebase.storage {\n  match /b/{b}/o { allow read: if ; }\n}",
          },
        ],
      },
    });
    const response = await answer;
    expect(response.status).toBe('ok');
    const errors = response.errors as string[];
    expect(errors.length).toBeGreaterThan(0);
    const first = JSON.parse(errors[0]!) as {
      description_: string;
      sourcePosition_: { fileName_: string; line_: number };
    };
    expect(first.description_).toMatch(/\w/);
    expect(first.sourcePosition_).toMatchObject({ fileName_: 'storage.rules', line_: 3 });
  });

  it('loads a good ruleset', async () => {
    const { answer } = client.request('load_ruleset', {
      rulesetName: 'good',
      source: { files: [{ name: 'storage.rules', content: RULES }] },
    });
    const response = await answer;
    expect(response).toMatchObject({ status: 'ok', errors: [], result: { rulesVersion: 2 } });
  });

  it("asks firebase-tools for the Firestore document during a verify, and Google's engine decides", async () => {
    const permitted = async (uid: string | null, document: typeof EVENT_DOC | null) => {
      // The first message with the verify's id is the fetch (or the verdict when none is needed).
      const { id, answer: first } = client.request(
        'verify',
        verify('get', '/b/bucket/o/events/e1/a.png', { resource: { null_value: null }, request: request(uid) }),
      );
      if (uid === null) return ((await first).result as { permit: boolean }).permit;
      expect(await first).toMatchObject({
        server_request_id: id,
        status: 'ok',
        action: 'fetch_firestore_document',
        context: { path: '/databases/(default)/documents/events/e1' },
      });
      const final = client.next(id);
      client.send(
        document
          ? { id, status: 'ok', result: document, warnings: [], errors: [] }
          : { id, status: 'not_found', warnings: [], errors: [] },
      );
      const response = await final;
      expect(response.status).toBe('ok');
      return (response.result as { permit: boolean }).permit;
    };
    expect(await permitted('org', EVENT_DOC)).toBe(true);
    expect(await permitted('someone', EVENT_DOC)).toBe(false);
    expect(await permitted('org', null)).toBe(false);
    expect(await permitted(null, EVENT_DOC)).toBe(false);
  });

  it('answers firestore.exists() from the fetch', async () => {
    for (const [document, expected] of [
      [EVENT_DOC, true],
      [null, false],
    ] as const) {
      // The first message with the verify's id is the fetch; the next one the verdict.
      const { id, answer: fetch } = client.request(
        'verify',
        verify('list', '/b/bucket/o/events/e1', { resource: { null_value: null }, request: request('u') }),
      );
      expect(await fetch).toMatchObject({ action: 'fetch_firestore_document' });
      const answer = client.next(id);
      client.send(document ? { id, status: 'ok', result: document } : { id, status: 'not_found' });
      expect(((await answer).result as { permit: boolean }).permit).toBe(expected);
    }
  });

  it("reads request.resource from firebase-tools' variables", async () => {
    const upload = (size: number, contentType: string) => ({
      map_value: {
        fields: {
          size: { int_value: size },
          contentType: { string_value: contentType },
          name: { string_value: 'events/e1/a.png' },
        },
      },
    });
    const decide = async (size: number, contentType: string) => {
      const { answer } = client.request(
        'verify',
        verify('create', '/b/bucket/o/events/e1/a.png', {
          resource: { null_value: null },
          request: request('u', upload(size, contentType)),
        }),
      );
      return ((await answer).result as { permit: boolean }).permit;
    };
    expect(await decide(99, 'image/png')).toBe(true);
    expect(await decide(100, 'image/png')).toBe(false);
    expect(await decide(10, 'image/svg+xml')).toBe(false);
    // No rule for delete: denied.
    const { answer } = client.request(
      'verify',
      verify('delete', '/b/bucket/o/events/e1/a.png', { resource: { null_value: null }, request: request('u') }),
    );
    expect(((await answer).result as { permit: boolean }).permit).toBe(false);
  });

  it('answers concurrent verifies each with its own id, one line each', async () => {
    const requests = Array.from({ length: 50 }, (_, i) =>
      client.request(
        'verify',
        verify('create', '/b/bucket/o/events/e1/a.png', {
          resource: { null_value: null },
          request: request('u', {
            map_value: { fields: { size: { int_value: i * 3 }, contentType: { string_value: 'image/png' } } },
          }),
        }),
      ),
    );
    const verdicts = await Promise.all(
      requests.map(async ({ answer }) => ((await answer).result as { permit: boolean }).permit),
    );
    expect(verdicts).toEqual(Array.from({ length: 50 }, (_, i) => i * 3 < 100));
  });

  it('kept stderr silent', () => {
    expect(client.stderr.join('')).toBe('');
  });
});

describe('storage rules runtime build', () => {
  it("stops with one line that says what to do when Google's classes are missing", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'storage-runtime-test-'));
    try {
      const fakeJar = path.join(dir, 'cloud-firestore-emulator.jar');
      execFileSync('jar', ['--create', '--file', fakeJar, '-C', dir, '.']);
      let message = '';
      try {
        storageRulesRuntime(fakeJar, dir, path.join(dir, 'cache'));
      } catch (error) {
        expect(error).toBeInstanceOf(StorageRuntimeError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/rules classes .* are missing or changed/);
      expect(message).toContain('install google-cloud-cli-firestore-emulator');
      expect(message).not.toContain('\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
