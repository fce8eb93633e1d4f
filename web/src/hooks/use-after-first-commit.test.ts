import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstCommit } from './use-after-first-commit';

describe('useAfterFirstCommit', () => {
  it('stays false while nothing is ready, then is false in the first commit that is and true after it', () => {
    const seen: [boolean, boolean][] = [];
    const { rerender, result } = renderHook(
      ({ ready }) => {
        const after = useAfterFirstCommit(ready);
        seen.push([ready, after]);
        return after;
      },
      { initialProps: { ready: false } },
    );
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(seen).toContainEqual([true, false]);
    expect(result.current).toBe(true);
    // Once drawn, later updates draw at once, even if the data goes away and comes back.
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
