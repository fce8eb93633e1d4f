import { ApiRequestError } from './api';

/** Where a refused save's messages go on a form. */
export interface PlacedServerError<Field extends string> {
  /** One message per form field, the first the API gave for it. */
  fields: Partial<Record<Field, string>>;
  /** The text of the form's own alert, or null when its fields (or the error dialog) already say it all. */
  alert: string | null;
}

/**
 * Places a failed save's refusal on the form: every message the API gave for a field the form has
 * (the API's field name, or its form name through `rename`) goes to that field; whatever has no
 * field, and a refusal without any, becomes the form's alert. An error the dialog already shows
 * (an unexpected one) places nothing.
 */
export function placeServerError<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  rename: Readonly<Record<string, Field>> = {},
): PlacedServerError<Field> {
  if (!(error instanceof ApiRequestError))
    return { fields: {}, alert: error instanceof Error ? error.message : String(error) };
  if (error.reported) return { fields: {}, alert: null };
  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const [apiField, messages] of Object.entries(error.fieldErrors)) {
    const field = rename[apiField] ?? formFields.find((name) => name === apiField);
    const [first] = messages;
    if (first === undefined) continue;
    if (field !== undefined) fields[field] ??= first;
    else unplaced.push(...messages);
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, alert: placed ? (unplaced.length > 0 ? unplaced.join(' ') : null) : error.error };
}

/** react-hook-form's `setError`, as far as a refusal needs it. */
type SetFieldError<Field extends string> = (
  field: Field,
  error: { type: string; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Shows a refused save on a form: each field's message through `setError` (the first field focused),
 * and returns the form's alert text (or null), as `placeServerError` places them.
 */
export function showServerError<Field extends string>(
  error: unknown,
  setError: SetFieldError<Field>,
  formFields: readonly Field[],
  rename?: Readonly<Record<string, Field>>,
): string | null {
  const placed = placeServerError(error, formFields, rename);
  let first = true;
  for (const [field, message] of Object.entries(placed.fields) as [Field, string][]) {
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return placed.alert;
}

/**
 * Why a form's Save is disabled: the first problem in the form's field order, as "Label: message"
 * ("Name: You must enter a value"), or null when there is none.
 */
export function firstBlockedReason<Field extends string>(
  errors: Partial<Record<Field, string | undefined>>,
  labels: Readonly<Partial<Record<Field, string>>>,
): string | null {
  for (const field of Object.keys(labels) as Field[]) {
    const message = errors[field];
    if (message) return labels[field] ? `${labels[field]}: ${message}` : message;
  }
  // A problem of a field without a label (a form-wide one) is still a reason.
  const other = Object.values<string | undefined>(errors).find((message) => !!message);
  return other ?? null;
}
