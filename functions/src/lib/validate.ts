import { z } from 'zod';
import { badRequest } from './http-error';

/**
 * Parses input with a shared contract schema; a failure becomes 400 with the field errors,
 * whose first message is also the `error` text (the spec's own message where it names one).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  throw badRequest(`${where}${first?.message ?? 'Invalid request'}`, fields);
}
