/**
 * Builds the Storage rules runtime (emulators/storage-runtime/) that firebase-tools 14 starts for the
 * Storage emulator, against Google's rules engine inside the installed Cloud Firestore emulator jar
 * (never copied: our jar's manifest puts that jar on its class path). Rebuilt only when our sources,
 * the Firestore jar or Java change; every failure is one line that says what to do.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, EMULATORS_DIR } from './paths';

const STORAGE_RUNTIME_SOURCES = path.join(EMULATORS_DIR, 'storage-runtime');
/** Preload for firebase-tools that fixes its stdout framing (see the file). */
export const STDOUT_LINES_PRELOAD = path.join(STORAGE_RUNTIME_SOURCES, 'stdout-lines.cjs');
const MAIN_CLASS = 'agenda.storagerules.StorageRulesRuntime';
/** The Cloud Firestore emulator version whose rules classes this runtime was written and tested against. */
const TESTED_FIRESTORE_EMULATOR = '1.19.9';

export class StorageRuntimeError extends Error {}

/** The Cloud SDK component version of the Firestore emulator, from the SDK's install manifest. */
function firestoreEmulatorVersion(sdkRoot: string): string {
  try {
    const snapshot = JSON.parse(
      readFileSync(path.join(sdkRoot, '.install', 'cloud-firestore-emulator.snapshot.json'), 'utf8'),
    ) as { components?: { id: string; version?: { version_string?: string } }[] };
    return snapshot.components?.find((c) => c.id === 'cloud-firestore-emulator')?.version?.version_string ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Returns the runtime jar, building it (in `cacheDir`) when needed. */
export function storageRulesRuntime(firestoreJar: string, sdkRoot: string, cacheDir = CACHE_DIR): string {
  const jar = path.join(cacheDir, 'storage-rules-runtime.jar');
  const keyFile = path.join(cacheDir, 'storage-rules-runtime.key');
  const version = firestoreEmulatorVersion(sdkRoot);
  const sources = readdirSync(STORAGE_RUNTIME_SOURCES)
    .filter((name) => name.endsWith('.java'))
    .sort();
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr?.split('\n')[0] ?? '';
  const jarStat = statSync(firestoreJar);
  const hash = createHash('sha256');
  for (const name of sources) hash.update(name).update(readFileSync(path.join(STORAGE_RUNTIME_SOURCES, name)));
  hash.update(`${firestoreJar}|${jarStat.size}|${jarStat.mtimeMs}|${version}|${java}`);
  const key = hash.digest('hex');
  if (existsSync(jar) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return jar;

  const changed =
    `Google's rules classes in the Cloud Firestore emulator ${version} (${firestoreJar}) are missing or changed` +
    ` (emulators/storage-runtime/ was written for ${TESTED_FIRESTORE_EMULATOR}): install google-cloud-cli-firestore-emulator` +
    ` with emulator ${TESTED_FIRESTORE_EMULATOR}, or adapt emulators/storage-runtime/`;
  mkdirSync(cacheDir, { recursive: true });
  rmSync(keyFile, { force: true });
  const work = mkdtempSync(path.join(cacheDir, 'storage-runtime-build-'));
  try {
    const classes = path.join(work, 'classes');
    // -proc:none: the Firestore jar declares an annotation processor that it does not contain.
    const javac = spawnSync(
      'javac',
      [
        '-proc:none',
        '-nowarn',
        '-encoding',
        'UTF-8',
        '-d',
        classes,
        '-cp',
        firestoreJar,
        ...sources.map((name) => path.join(STORAGE_RUNTIME_SOURCES, name)),
      ],
      { encoding: 'utf8' },
    );
    if (javac.error) {
      throw new StorageRuntimeError(
        'The Storage emulator needs the JDK compiler `javac`: install it with `apt-get install openjdk-17-jdk-headless`.',
      );
    }
    if (javac.status !== 0) {
      const first =
        `${javac.stderr}${javac.stdout}`
          .split('\n')
          .find((line) => /error:/.test(line))
          ?.trim() ?? 'javac failed';
      throw new StorageRuntimeError(`Could not build the Storage rules runtime: ${changed} (${first}).`);
    }
    // Class-Path holds URLs relative to our jar: an absolute path with spaces encoded.
    const classPath = firestoreJar
      .split('/')
      .map((part) => encodeURIComponent(part))
      .join('/');
    const manifest = path.join(work, 'MANIFEST.MF');
    writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\n${wrapManifestLine(`Class-Path: ${classPath}`)}\n`);
    const jarTool = spawnSync('jar', ['--create', '--file', jar, '--manifest', manifest, '-C', classes, '.'], {
      encoding: 'utf8',
    });
    if (jarTool.error || jarTool.status !== 0) {
      throw new StorageRuntimeError(
        'Could not package the Storage rules runtime: the JDK `jar` tool is missing (`apt-get install openjdk-17-jdk-headless`).',
      );
    }
    // Compiles a broken and a good ruleset and evaluates requests that read a document.
    const check = spawnSync('java', ['-jar', jar, 'check'], { encoding: 'utf8', timeout: 60_000 });
    if (check.status !== 0 || check.stdout.trim() !== 'ok') {
      rmSync(jar, { force: true });
      throw new StorageRuntimeError(
        `The Storage rules runtime failed its self-check: ${changed} (${check.stdout.trim() || check.error?.message || 'no output'}).`,
      );
    }
    writeFileSync(keyFile, key);
    return jar;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Manifest lines are at most 72 bytes; longer ones continue on lines that start with a space. */
function wrapManifestLine(line: string): string {
  const parts = [line.slice(0, 72)];
  for (let at = 72; at < line.length; at += 71) parts.push(` ${line.slice(at, at + 71)}`);
  return parts.join('\n');
}
