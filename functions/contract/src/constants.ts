/**
 * Business constants of docs/product.md §9, shared by `web` and `functions`.
 * One definition each: import from here, never restate a number. Two modules, so that the app's first
 * chunk carries only the shell's (the bundler places each module with the screens that import it).
 */
export * from './constants/app-shell';
export * from './constants/feedback';
export * from './constants/product';
export * from './constants/reminders';
