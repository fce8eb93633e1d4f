/**
 * Counts the documents this process reads through the Admin SDK, as Firestore bills them: each document
 * a get or getAll returns (found or not), each document of a query's answer and 1 for an empty one.
 * For tests and benchmarks that call a service in-process (e.g. "a join reads O(1) documents"): nothing else of the
 * test may read while `countReads` runs. The SDK's public read methods are wrapped for the duration;
 * DocumentReference.get goes through Firestore.getAll, so it is counted once.
 */
import { Firestore, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';

type Method = (this: unknown, ...args: unknown[]) => Promise<unknown>;

const documentsOf = (result: unknown): number => {
  if (result instanceof QuerySnapshot) return Math.max(1, result.size);
  if (Array.isArray(result)) return result.length;
  return 1;
};

export async function countReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  let reads = 0;
  const targets = [
    [Firestore.prototype, 'getAll'],
    [Query.prototype, 'get'],
    [Transaction.prototype, 'get'],
    [Transaction.prototype, 'getAll'],
  ] as const;
  const originals = targets.map(([target, name]) => {
    const original = (target as unknown as Record<string, Method>)[name]!;
    (target as unknown as Record<string, Method>)[name] = async function (this: unknown, ...args: unknown[]) {
      const result = await original.apply(this, args);
      reads += documentsOf(result);
      return result;
    };
    return original;
  });
  try {
    const result = await work();
    return { result, reads };
  } finally {
    targets.forEach(([target, name], index) => {
      (target as unknown as Record<string, Method>)[name] = originals[index]!;
    });
  }
}
