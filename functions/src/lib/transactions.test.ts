import { describe, expect, it } from 'vitest';
import { isAbortedTransaction } from './transactions';

describe('isAbortedTransaction', () => {
  it('takes ABORTED, and the emulator closing a contended transaction, as a race lost', () => {
    expect(isAbortedTransaction({ code: 10, message: '10 ABORTED: Transaction lock timeout.' })).toBe(true);
    expect(isAbortedTransaction({ code: 3, message: '3 INVALID_ARGUMENT: Transaction is invalid or closed.' })).toBe(
      true,
    );
  });

  it('takes any other failure as one to report', () => {
    expect(
      isAbortedTransaction({ code: 3, message: '3 INVALID_ARGUMENT: Value for argument "data" is not valid.' }),
    ).toBe(false);
    expect(isAbortedTransaction({ code: 14, message: 'UNAVAILABLE' })).toBe(false);
    expect(isAbortedTransaction(new Error('Transaction is invalid or closed'))).toBe(false);
  });
});
