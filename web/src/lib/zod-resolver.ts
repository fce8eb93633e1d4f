import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a contract schema, so that a form shows exactly the messages the
 * API would answer with. The form's values (Input) are typed by the form: a contract schema often
 * takes looser input than a form holds. Forms using it have flat fields: an issue is reported on
 * the first segment of its path (a root issue on `root`).
 */
export function zodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const key = typeof field === 'string' ? field : 'root';
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
