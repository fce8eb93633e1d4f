import { ApiRequestError } from './api';

/**
 * The text to show next to a failed action, or null when the error dialog already shows it
 * (spec §8: API answers with an `error` field open the dialog).
 */
export function unreportedErrorText(error: unknown): string | null {
  if (error instanceof ApiRequestError && error.reported) return null;
  return error instanceof Error ? error.message : String(error);
}
