/**
 * An API failure as shown by the error dialog (spec §8): its error text. Never a stack: the server's
 * (sent by the Functions emulator for developers) names its files, and api.ts drops it.
 */
export interface ApiErrorReport {
  status: number;
  error: string;
  fields?: Record<string, string[]>;
}

type Listener = (report: ApiErrorReport) => void;

const listeners = new Set<Listener>();

/** Tells every subscriber (the error dialog) about an API answer that carried an `error` field. */
export function publishApiError(report: ApiErrorReport): void {
  for (const listener of listeners) listener(report);
}

export function subscribeApiErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
