/** `npm run reset`: forgets the emulator state so that the next `npm start` loads fresh demo data. */
import { rmSync } from 'node:fs';
import { STATE_DIR } from './lib/paths';
import { say, warn } from './lib/say';
import { emulatorPorts } from './lib/toolchain';

async function main(): Promise<void> {
  const hub = emulatorPorts().hub;
  const running = await fetch(`http://127.0.0.1:${hub}/emulators`).then(
    () => true,
    () => false,
  );
  if (running) {
    warn('The emulators are running: stop `npm start` (Ctrl-C) first, then reset.');
    process.exit(1);
  }
  rmSync(STATE_DIR, { recursive: true, force: true });
  say('Emulator data removed; the next `npm start` loads fresh demo data.');
}

void main();
