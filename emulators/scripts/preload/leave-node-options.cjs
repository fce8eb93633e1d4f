/**
 * What each preload for the firebase-tools process (`NODE_OPTIONS=--require <file>`) does first: it takes
 * its own `--require` out of NODE_OPTIONS, so that the processes firebase-tools starts (the functions
 * emulator's workers) do not load it too.
 */
'use strict';

module.exports = function leaveNodeOptions(file) {
  if (!process.env.NODE_OPTIONS) return;
  process.env.NODE_OPTIONS = process.env.NODE_OPTIONS.replace(`--require "${file}"`, '')
    .replace(`--require ${file}`, '')
    .trim();
};
