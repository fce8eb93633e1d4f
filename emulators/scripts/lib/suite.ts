/**
 * Starts and stops the Firebase emulator suite as a child process, shared by `npm start`,
 * `npm test` and `npm run bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID, FIREBASE_BIN, ROOT } from './paths';
import { startMailDev } from './maildev';
import { emulatorPorts, prepareToolchain, type Toolchain } from './toolchain';

export interface SuiteOptions {
  /** Import state from this folder at start. */
  importDir?: string;
  /** Export state to this folder when the suite stops. */
  exportDir?: string;
  /** Where the emulators' output goes; the console when absent. */
  logFile?: string;
  /** Extra environment for the emulators (and so for the functions). */
  env?: NodeJS.ProcessEnv;
}

export interface Suite {
  toolchain: Toolchain;
  hostingUrl: string;
  apiUrl: string;
  /** The local mail server's web inbox (MailDev): every mail the functions send. */
  mailInboxUrl: string;
  /**
   * This suite's own temporary folder (the emulators' TMPDIR), where the Storage emulator keeps its
   * blobs; removed when the suite stops.
   */
  tmpDir: string;
  /** Stops every emulator (exporting state when asked) and resolves when the process is gone. */
  stop(): Promise<void>;
  /** Resolves when the suite's process exits, for whatever reason. */
  exited: Promise<number | null>;
}

const READY_LINE = /All emulators ready/;
const START_TIMEOUT_MS = 180_000;

export async function startSuite(options: SuiteOptions = {}): Promise<Suite> {
  const toolchain = await prepareToolchain();
  const ports = emulatorPorts();
  const sink = options.logFile ? openLog(options.logFile) : process.stdout;
  // The SMTP server first: the mail sender may run as soon as the functions load.
  const mailDev = await startMailDev(sink);
  // The Storage emulator keeps its blobs in `os.tmpdir()/firebase/storage/blobs` and removes that
  // folder when it stops or resets: shared by every suite of the machine, a test run ending beside a
  // running `npm start` removed the other suite's files and killed it. Each suite gets its own TMPDIR.
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'agenda-suite-'));
  // Names this run of the suite to the tests it starts (they inherit the environment): the browser tests'
  // saved sign-ins hold Auth emulator sessions, valid in this run only (emulators/tests/browser/sessions.ts).
  process.env.AGENDA_SUITE_RUN = path.basename(tmpDir);
  const args = ['emulators:start', '--project', DEMO_PROJECT_ID, '--only', toolchain.emulators.join(',')];
  if (options.importDir) args.push('--import', options.importDir);
  if (options.exportDir) args.push('--export-on-exit', options.exportDir);

  const child = spawn(FIREBASE_BIN, args, {
    cwd: ROOT,
    env: {
      ...toolchain.env,
      TMPDIR: tmpDir,
      // A function's worker that has not loaded within this many seconds (30 by default) is given up, and the
      // trigger it was started for is lost: the emulator does not retry it. A burst of triggers starts a
      // worker each (a Node process loading the whole bundle, 1 s on an idle core), so on a busy 2-core
      // machine 30 s was not always enough (a read the dashboard never counted).
      FUNCTIONS_DISCOVERY_TIMEOUT: '180',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C reaches only us, and we forward one SIGINT (a second one would skip the export).
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.pipe(sink, { end: false });
  child.stderr?.pipe(sink, { end: false });

  const hostingUrl = `http://127.0.0.1:${ports.hosting}`;
  // firebase-tools starts some emulators (Pub/Sub's Java process) in their own process groups and
  // does not always stop them; remember every process it started so that none outlives the suite.
  let started = new Map<number, string>();
  const suite: Suite = {
    toolchain,
    hostingUrl,
    apiUrl: `${hostingUrl}/backendv2`,
    mailInboxUrl: mailDev.webUrl,
    tmpDir,
    exited,
    stop: async () => {
      started = new Map([...started, ...descendantsOf(child.pid)]);
      await stopChild(child, exited);
      killSurvivors(started);
      await mailDev.stop();
      rmSync(tmpDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForReady(child, exited);
    started = descendantsOf(child.pid);
    await waitForApi(`${suite.apiUrl}/ping/status`);
  } catch (error) {
    await suite.stop();
    throw error;
  }
  return suite;
}

function openLog(file: string): NodeJS.WritableStream {
  mkdirSync(path.dirname(file), { recursive: true });
  return createWriteStream(file, { flags: 'a' });
}

function waitForReady(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The emulators did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      if (READY_LINE.test(chunk.toString())) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The emulators stopped during start-up (exit code ${code}); see their output above`));
    });
  });
}

/** The functions emulator loads the code lazily; wait until the API answers through Hosting. */
async function waitForApi(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer at ${url}`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(timeout);
}

const commandOf = (pid: number): string | null => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
};

/** Every live descendant of a process with its command line, from /proc (Linux). */
function descendantsOf(root: number | undefined): Map<number, string> {
  if (!root) return new Map();
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const found = new Map<number, string>();
  const queue = [root];
  for (let parent = queue.shift(); parent !== undefined; parent = queue.shift()) {
    for (const [pid, ppid] of parents) {
      const command = ppid === parent ? commandOf(pid) : null;
      if (command !== null) {
        found.set(pid, command);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** Stops what is still running of the recorded processes; a pid now running something else is left alone. */
function killSurvivors(processes: ReadonlyMap<number, string>): void {
  for (const [pid, command] of processes) {
    if (commandOf(pid) !== command) continue;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone in the meantime
    }
  }
}
