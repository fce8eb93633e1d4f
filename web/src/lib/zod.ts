/**
 * The app's `zod`: vite.config.ts resolves every `import … from 'zod'` (the contract's too) here, so
 * that zod runs jitless (zod-jitless.ts) in the browser. The functions keep zod as it is.
 */
import './zod-jitless';

export * from 'zod/v4';
export { default } from 'zod/v4';
