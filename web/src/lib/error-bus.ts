/** An API failure as shown by the error dialog (spec §8: error text and stack text). */
export interface ApiErrorReport {
  status: number;
  error: string;
  stack?: string;
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
