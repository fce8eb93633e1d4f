import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_COMMIT_CARDS, useFirstCommitFirst } from './event-grid';

describe("the list's first commit", () => {
  it('draws the first screen of cards, then the rest of the batch in the next commit', () => {
    const drawn: number[] = [];
    const { result } = renderHook(() => {
      const count = useFirstCommitFirst(24);
      drawn.push(count);
      return count;
    });
    expect(drawn[0]).toBe(FIRST_COMMIT_CARDS);
    expect(result.current).toBe(24);
  });

  it('waits for cards: while the list loads, nothing is split yet', () => {
    const drawn: number[] = [];
    const { rerender, result } = renderHook(
      ({ shown }) => {
        const count = useFirstCommitFirst(shown);
        drawn.push(count);
        return count;
      },
      { initialProps: { shown: 0 } },
    );
    expect(result.current).toBe(0);
    rerender({ shown: 24 });
    expect(drawn).toContain(FIRST_COMMIT_CARDS);
    expect(result.current).toBe(24);
    // Later batches (scrolling, "Show more") are drawn whole.
    drawn.length = 0;
    rerender({ shown: 48 });
    expect(drawn).toEqual([48]);
  });

  it('draws a short list whole at once', () => {
    const { result } = renderHook(() => useFirstCommitFirst(5));
    expect(result.current).toBe(5);
  });
});
