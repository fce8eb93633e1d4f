import { describe, expect, it } from 'vitest';
import { CLOUD_STORAGE_ORIGIN, isDownloadAddressOf, storedObjectOf } from './stored-files';

const location = { bucket: 'demo-agenda.appspot.com', origins: [CLOUD_STORAGE_ORIGIN, 'http://127.0.0.1:9199'] };
const ref = 'v2/events/e1/details/map 1.png';
const address = (origin: string, object = ref, query = '?alt=media&token=abc') =>
  `${origin}/v0/b/demo-agenda.appspot.com/o/${encodeURIComponent(object)}${query}`;

describe('stored references are ours', () => {
  it('reads the object of a download address of our bucket, with or without its token', () => {
    expect(storedObjectOf(address(CLOUD_STORAGE_ORIGIN), location)).toBe(ref);
    expect(storedObjectOf(address('http://127.0.0.1:9199', ref, '?alt=media'), location)).toBe(ref);
    expect(isDownloadAddressOf(address(CLOUD_STORAGE_ORIGIN), ref, location)).toBe(true);
  });

  it('refuses other hosts, other buckets, other objects and extra parameters', () => {
    expect(storedObjectOf(address('https://tracker.example'), location)).toBeNull();
    expect(storedObjectOf(address('http://firebasestorage.googleapis.com'), location)).toBeNull();
    expect(
      storedObjectOf(`${CLOUD_STORAGE_ORIGIN}/v0/b/other-bucket/o/${encodeURIComponent(ref)}?alt=media`, location),
    ).toBeNull();
    expect(isDownloadAddressOf(address(CLOUD_STORAGE_ORIGIN, 'v2/events/e2/details/map 1.png'), ref, location)).toBe(
      false,
    );
    expect(storedObjectOf(`${address(CLOUD_STORAGE_ORIGIN)}&redirect=https://x.example`, location)).toBeNull();
    expect(storedObjectOf(address(CLOUD_STORAGE_ORIGIN, ref, '?alt=json'), location)).toBeNull();
    expect(
      storedObjectOf(`https://user@firebasestorage.googleapis.com/v0/b/demo-agenda.appspot.com/o/x`, location),
    ).toBeNull();
    expect(storedObjectOf('Agenda.pdf', location)).toBeNull();
  });
});
