/**
 * Finds the local emulator binaries on a machine without internet and prepares the environment
 * firebase-tools needs to use them instead of downloading its own (see shared notes on emulators).
 * Every failure is a one-line message that says what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CACHE_DIR, EMULATORS_DIR, ROOT } from './paths';
import { STDOUT_LINES_PRELOAD, storageRulesRuntime, StorageRuntimeError } from './storage-runtime';

/** Preload of the firebase-tools process: HTTP functions take several requests per worker, as on Cloud Run. */
const FUNCTIONS_CONCURRENCY_PRELOAD = path.join(EMULATORS_DIR, 'scripts', 'preload', 'functions-concurrency.cjs');

export class ToolchainError extends Error {}

export interface Toolchain {
  /** Environment for the firebase-tools process. */
  env: NodeJS.ProcessEnv;
  /** Emulators to start, for `--only`. */
  emulators: string[];
  /** The Storage rules runtime jar (ours, built from emulators/storage-runtime/). */
  storageRulesRuntime: string;
}

export interface EmulatorPorts {
  auth: number;
  firestore: number;
  functions: number;
  hosting: number;
  pubsub: number;
  storage: number;
  hub: number;
  logging: number;
}

export function emulatorPorts(): EmulatorPorts {
  const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  const port = (name: keyof EmulatorPorts): number => {
    const value = firebaseJson.emulators[name]?.port;
    if (typeof value !== 'number') throw new ToolchainError(`firebase.json has no emulators.${name}.port`);
    return value;
  };
  return {
    auth: port('auth'),
    firestore: port('firestore'),
    functions: port('functions'),
    hosting: port('hosting'),
    pubsub: port('pubsub'),
    storage: port('storage'),
    hub: port('hub'),
    logging: port('logging'),
  };
}

export async function prepareToolchain(): Promise<Toolchain> {
  checkJava();
  const sdkRoot = findCloudSdkRoot();
  const firestoreJar = path.join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  const pubsubBin = path.join(sdkRoot, 'platform', 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator');
  if (!existsSync(firestoreJar)) {
    throw new ToolchainError(
      `No Firestore emulator in ${sdkRoot}: install it with \`apt-get install google-cloud-cli-firestore-emulator\`.`,
    );
  }
  if (!existsSync(pubsubBin)) {
    throw new ToolchainError(
      `No Pub/Sub emulator in ${sdkRoot}: install it with \`apt-get install google-cloud-cli-pubsub-emulator\`.`,
    );
  }
  const storageRuntime = buildStorageRulesRuntime(firestoreJar, sdkRoot);
  const ports = emulatorPorts();
  const wanted: (keyof EmulatorPorts)[] = [
    'auth',
    'firestore',
    'functions',
    'hosting',
    'pubsub',
    'storage',
    'hub',
    'logging',
  ];
  await assertPortsFree(wanted.map((name) => [name, ports[name]] as const));

  return {
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_BINARY_PATH: firestoreLauncher(firestoreJar),
      PUBSUB_EMULATOR_BINARY_PATH: pubsubBin,
      STORAGE_EMULATOR_BINARY_PATH: storageRuntime,
      // firebase-tools 14 loses Storage rules answers that share a stdout chunk; the preload frames them by line.
      // and it sends HTTP functions one request per worker process; the other preload gives them the
      // concurrency Cloud Run gives the API (functions/src/index.ts, API_CONCURRENCY).
      NODE_OPTIONS: [
        process.env.NODE_OPTIONS,
        `--require "${STDOUT_LINES_PRELOAD}"`,
        `--require "${FUNCTIONS_CONCURRENCY_PRELOAD}"`,
      ]
        .filter(Boolean)
        .join(' '),
      FUNCTIONS_EMULATOR_HTTP_CONCURRENCY: process.env.FUNCTIONS_EMULATOR_HTTP_CONCURRENCY ?? '80',
      // Java 17 is enough for firebase-tools 14; its warning about Java 21 is expected.
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    },
    emulators: ['auth', 'firestore', 'functions', 'hosting', 'pubsub', 'storage'],
    storageRulesRuntime: storageRuntime,
  };
}

function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new ToolchainError('Java is missing: install Java 17 or newer (`apt-get install openjdk-17-jre-headless`).');
  }
  const match = /version "(\d+)/.exec(result.stderr);
  const major = match?.[1] ? Number(match[1]) : 0;
  if (major < 17) {
    throw new ToolchainError(
      `Java ${major} is too old: install Java 17 or newer (\`apt-get install openjdk-17-jre-headless\`).`,
    );
  }
}

function findCloudSdkRoot(): string {
  const candidates = [process.env.CLOUDSDK_ROOT_DIR];
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (!gcloud.error && gcloud.status === 0) candidates.push(gcloud.stdout.trim());
  const dpkg = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  if (!dpkg.error && dpkg.status === 0) {
    const jar = dpkg.stdout.split('\n').find((line) => line.endsWith('/cloud-firestore-emulator.jar'));
    if (jar) candidates.push(path.resolve(path.dirname(jar), '..', '..'));
  }
  const root = candidates.find((candidate) => candidate && existsSync(path.join(candidate, 'platform')));
  if (!root) {
    throw new ToolchainError(
      'The Google Cloud CLI emulators are missing: install the Debian packages google-cloud-cli-firestore-emulator and google-cloud-cli-pubsub-emulator.',
    );
  }
  return root;
}

/**
 * firebase-tools starts the Firestore emulator with `java -jar <binary>`, but the Cloud SDK jar has
 * no Main-Class. A manifest-only launcher jar names the main class and puts the SDK jar on its class path.
 */
function firestoreLauncher(sdkJar: string): string {
  const launcher = path.join(CACHE_DIR, 'firestore-launcher.jar');
  const manifest = path.join(CACHE_DIR, 'firestore-launcher.manifest');
  const content = [
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    `Class-Path: ${sdkJar}`,
    '',
  ].join('\n');
  if (existsSync(launcher) && existsSync(manifest) && readFileSync(manifest, 'utf8') === content) return launcher;
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(manifest, content);
  const result = spawnSync('jar', ['--create', '--file', launcher, '--manifest', manifest], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new ToolchainError(
      'Could not build the Firestore launcher jar: the JDK `jar` tool is missing (`apt-get install openjdk-17-jdk-headless`).',
    );
  }
  return launcher;
}

/** The Storage rules runtime jar on this machine, built when needed (for tests of the runtime itself). */
export function localStorageRulesRuntime(): string {
  const sdkRoot = findCloudSdkRoot();
  return buildStorageRulesRuntime(
    path.join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'),
    sdkRoot,
  );
}

/** The Storage emulator's rules runtime, built here from our sources against the Firestore emulator jar. */
function buildStorageRulesRuntime(firestoreJar: string, sdkRoot: string): string {
  try {
    return storageRulesRuntime(firestoreJar, sdkRoot);
  } catch (error) {
    if (error instanceof StorageRuntimeError) throw new ToolchainError(error.message);
    throw error;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** How long a busy port may take to come free: a suite that just stopped releases its ports late. */
const PORT_RELEASE_WAIT_MS = 20_000;

async function assertPortsFree(ports: readonly (readonly [string, number])[]): Promise<void> {
  for (const [name, port] of ports) {
    let free = await portFree(port);
    for (const deadline = Date.now() + PORT_RELEASE_WAIT_MS; !free && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      free = await portFree(port);
    }
    if (!free) {
      throw new ToolchainError(
        `Port ${port} (${name} emulator) is busy: stop what uses it (\`lsof -i :${port}\`), perhaps another \`npm start\`.`,
      );
    }
  }
}
