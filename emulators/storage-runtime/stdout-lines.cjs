/**
 * Preload for the firebase-tools process (`NODE_OPTIONS=--require <this file>`, set by
 * emulators/scripts/lib/toolchain.ts): works around firebase-tools 14's stdout framing bug.
 *
 * firebase-tools 14 `JSON.parse`s every stdout chunk of the Storage rules runtime as one message
 * (lib/emulator/storage/rules/runtime.js); when two answers arrive in one chunk both are dropped and
 * those requests hang forever (upstream #4768, #4918, #6865, fixed in 15.x, which needs Java 21).
 * This wraps child_process.spawn so that the stdout of that one child (`java … -jar
 * $STORAGE_EMULATOR_BINARY_PATH serve`) is re-emitted one line per chunk.
 *
 * It is inert everywhere else: it removes itself from NODE_OPTIONS at once, so the processes
 * firebase-tools starts (the functions emulator's workers) do not load it, and it touches no other spawn.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file loaded with --require */

const childProcess = require('node:child_process');
const { Transform } = require('node:stream');
const { StringDecoder } = require('node:string_decoder');

require('../scripts/preload/leave-node-options.cjs')(__filename);

const runtimeJar = process.env.STORAGE_EMULATOR_BINARY_PATH;

function isRulesRuntime(args) {
  return Array.isArray(args) && args.includes('serve') && args.includes(runtimeJar);
}

/** A stream that emits each complete line of `source` as its own chunk. */
function oneLinePerChunk(source) {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  const lines = new Transform({
    readableObjectMode: true,
    transform(chunk, _encoding, done) {
      const parts = (rest + decoder.write(chunk)).split('\n');
      rest = parts.pop();
      for (const line of parts) if (line.trim() !== '') this.push(Buffer.from(`${line}\n`, 'utf8'));
      done();
    },
    flush(done) {
      const last = rest + decoder.end();
      if (last.trim() !== '') this.push(Buffer.from(last, 'utf8'));
      done();
    },
  });
  return source.pipe(lines);
}

if (runtimeJar) {
  const spawn = childProcess.spawn;
  childProcess.spawn = function spawnWithLineFraming(command, args, options) {
    const child = spawn.call(this, command, args, options);
    if (isRulesRuntime(args) && child.stdout) child.stdout = oneLinePerChunk(child.stdout);
    return child;
  };
}
