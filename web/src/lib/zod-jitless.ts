/**
 * zod 4 probes `new Function('')` when its first object schema is built, to decide whether it may
 * compile fast parsers. Under the app's Content-Security-Policy (no 'unsafe-eval', firebase.json) the
 * probe throws, which zod catches, but the browser still reports a CSP violation. `jitless` skips the
 * probe. Evaluated before zod itself (see zod.ts), so before any schema exists.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
