import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  it('draws one batch, the next on request, never more than there are', () => {
    const { result } = renderHook(({ total, key }) => useProgressiveCount(total, 24, key), {
      initialProps: { total: 60, key: '' },
    });
    expect(result.current.shown).toBe(24);
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(48);
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(60);
  });

  it('starts again at one batch when the reset key changes, and shows short lists whole', () => {
    const { result, rerender } = renderHook(({ total, key }) => useProgressiveCount(total, 24, key), {
      initialProps: { total: 100, key: '' },
    });
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(48);
    rerender({ total: 100, key: 'berlin' });
    expect(result.current.shown).toBe(24);
    rerender({ total: 7, key: 'berlin summit' });
    expect(result.current.shown).toBe(7);
  });
});
