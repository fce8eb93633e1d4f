/** Console output of the developer scripts (they are CLIs; the app and functions have their own loggers). */
export const say = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};
export const warn = (line: string): void => {
  process.stderr.write(`${line}\n`);
};
