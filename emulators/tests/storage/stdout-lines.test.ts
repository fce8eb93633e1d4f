/**
 * The preload that fixes firebase-tools 14's stdout framing (emulators/storage-runtime/stdout-lines.cjs):
 * the rules runtime's answers reach firebase-tools one line per chunk, every other child is left alone,
 * and the preload does not travel to the processes firebase-tools starts (the functions workers).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { STDOUT_LINES_PRELOAD } from '../../scripts/lib/storage-runtime';

const JAR = '/tmp/some place/storage-rules-runtime.jar';
/** Runs a Node "firebase-tools" with the preload; it spawns a child that writes three lines in one chunk. */
function chunksSeen(childArgs: string[]): { chunks: string[]; childNodeOptions: string } {
  const parent = `
    const { spawn } = require('node:child_process');
    const script = "process.stdout.write(JSON.stringify({ nodeOptions: process.env.NODE_OPTIONS || '' }) + '\\\\n{\\"id\\":1}\\\\n{\\"id\\":2}\\\\n')";
    const child = spawn(process.execPath, ['-e', script, ...${JSON.stringify(childArgs)}], { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (buf) => chunks.push(buf.toString('utf-8')));
    child.on('close', () => process.stdout.write(JSON.stringify(chunks)));
  `;
  const result = spawnSync(process.execPath, ['-e', parent], {
    encoding: 'utf8',
    env: { ...process.env, STORAGE_EMULATOR_BINARY_PATH: JAR, NODE_OPTIONS: `--require "${STDOUT_LINES_PRELOAD}"` },
  });
  expect(result.stderr).toBe('');
  const chunks = JSON.parse(result.stdout) as string[];
  const first = JSON.parse(chunks.join('').split('\n')[0]!) as { nodeOptions: string };
  return { chunks, childNodeOptions: first.nodeOptions };
}

describe('stdout framing preload', () => {
  it("re-emits the rules runtime's stdout one line per chunk", () => {
    const { chunks } = chunksSeen([JAR, 'serve']);
    expect(chunks).toHaveLength(3);
    expect(chunks.slice(1)).toEqual(['{"id":1}\n', '{"id":2}\n']);
  });

  it('leaves every other child alone', () => {
    const { chunks } = chunksSeen(['something-else']);
    expect(chunks).toHaveLength(1);
  });

  it('removes itself from NODE_OPTIONS, so the processes firebase-tools starts do not load it', () => {
    expect(chunksSeen(['other']).childNodeOptions).toBe('');
  });
});
