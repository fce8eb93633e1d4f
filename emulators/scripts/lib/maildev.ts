/**
 * The local mail server of the emulator suite: MailDev (npm), a real SMTP server with a web inbox, so
 * that the functions' mail sender (functions/src/triggers/send-mail.ts) sends over SMTP exactly as in
 * production and a developer sees every mail at MAILDEV_WEB_URL. Its SMTP settings are the functions'
 * own params for the suite: SMTP_PORT and SMTP_USER in functions/.env.demo-agenda, SMTP_PASSWORD in
 * functions/.secret.local (both demo values kept in git), read here so that they are written once.
 * Tests read delivered mail through MailDev's REST API (`GET /email`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './paths';
import { ToolchainError } from './toolchain';

/** MailDev's web inbox and REST API. */
const MAILDEV_WEB_PORT = 1080;
export const MAILDEV_WEB_URL = `http://127.0.0.1:${MAILDEV_WEB_PORT}`;

function envFile(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(path.join(ROOT, 'functions', file), 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line);
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

/** The suite's SMTP settings, from the functions' own files. */
export function suiteSmtp(): { port: number; user: string; password: string } {
  const env = envFile('.env.demo-agenda');
  const secrets = envFile('.secret.local');
  const port = Number(env.SMTP_PORT);
  if (!Number.isInteger(port) || !env.SMTP_USER || !secrets.SMTP_PASSWORD) {
    throw new ToolchainError(
      'functions/.env.demo-agenda needs SMTP_PORT and SMTP_USER, and functions/.secret.local SMTP_PASSWORD',
    );
  }
  return { port, user: env.SMTP_USER, password: secrets.SMTP_PASSWORD };
}

export interface MailDev {
  webUrl: string;
  smtpPort: number;
  stop(): Promise<void>;
}

async function assertFree(name: string, port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  if (!free)
    throw new ToolchainError(
      `Port ${port} (${name}) is busy: stop whatever uses it (another \`npm start\`?) and try again`,
    );
}

async function waitForInbox(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new ToolchainError(`MailDev stopped during start-up (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${MAILDEV_WEB_URL}/email`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new ToolchainError(`MailDev did not answer at ${MAILDEV_WEB_URL}`);
}

/** Starts MailDev on 127.0.0.1 (SMTP with the suite's user and password, the web inbox); output goes to `sink`. */
export async function startMailDev(sink: NodeJS.WritableStream): Promise<MailDev> {
  const smtp = suiteSmtp();
  await assertFree('MailDev SMTP', smtp.port);
  await assertFree('MailDev web inbox', MAILDEV_WEB_PORT);
  const bin = path.join(
    path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('maildev/package.json')),
    'bin',
    'maildev',
  );
  const child = spawn(
    process.execPath,
    [
      bin,
      '--ip',
      '127.0.0.1',
      '--smtp',
      String(smtp.port),
      '--web',
      String(MAILDEV_WEB_PORT),
      '--incoming-user',
      smtp.user,
      '--incoming-pass',
      smtp.password,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(sink, { end: false });
  child.stderr?.pipe(sink, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForInbox(child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    webUrl: MAILDEV_WEB_URL,
    smtpPort: smtp.port,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
