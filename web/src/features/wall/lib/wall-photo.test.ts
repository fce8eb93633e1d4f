import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPrivate } from '@/lib/file-storage';
import { useWallPhoto, WALL_PHOTO_RETRIES_MS } from './wall-photo';

vi.mock('@/lib/file-storage', () => ({ readPrivate: vi.fn(), uploadPrivate: vi.fn() }));

const REFERENCE = 'v2/events/e1/wall/ann/photo.jpg';
const refused = () => Promise.reject(new Error('storage/unauthorized'));

describe('a wall photo read under the storage rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.mocked(readPrivate).mockReset();
  });

  it('is read again while the server has not checked it yet, then shows', async () => {
    vi.mocked(readPrivate)
      .mockImplementationOnce(refused)
      .mockImplementationOnce(refused)
      .mockResolvedValue(new Blob(['jpeg']));
    const { result } = renderHook(() => useWallPhoto(REFERENCE, true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ status: 'loading' });
    await act(() => vi.advanceTimersByTimeAsync(WALL_PHOTO_RETRIES_MS[0] + WALL_PHOTO_RETRIES_MS[1]));
    expect(result.current).toEqual({ status: 'ready', url: 'blob:photo' });
    expect(readPrivate).toHaveBeenCalledTimes(3);
  });

  it('counts as unavailable once every retry was refused', async () => {
    vi.mocked(readPrivate).mockImplementation(refused);
    const { result } = renderHook(() => useWallPhoto(REFERENCE, true));
    await act(() => vi.advanceTimersByTimeAsync(WALL_PHOTO_RETRIES_MS.reduce((sum, wait) => sum + wait, 0)));
    expect(result.current).toEqual({ status: 'error' });
    expect(readPrivate).toHaveBeenCalledTimes(WALL_PHOTO_RETRIES_MS.length + 1);
  });

  it('stops trying once the photo leaves the screen', async () => {
    vi.mocked(readPrivate).mockImplementation(refused);
    const { unmount } = renderHook(() => useWallPhoto(REFERENCE, true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(readPrivate).toHaveBeenCalledTimes(1);
  });
});
