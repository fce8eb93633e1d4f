/**
 * Flags that Vite turns into constants at build time, so that the code behind them is dropped
 * from builds where they are off. They are read here rather than through env.ts because that
 * module validates the whole configuration with zod and is only needed together with the Firebase
 * SDK, which the first visit does not load.
 */
export const IS_EMULATOR_BUILD: boolean = import.meta.env.VITE_USE_EMULATORS === 'true';
