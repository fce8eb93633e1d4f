import { describe, expect, it } from 'vitest';
import { documentId, isClientDocumentId } from './common';

describe('documentId', () => {
  it('accepts ordinary ids', () => {
    for (const id of ['de', 'abc123', 'test-tenant_3f2a', '_x', 'x__', '__x'])
      expect(documentId.safeParse(id).success, id).toBe(true);
  });

  it("refuses Firestore's reserved __…__ ids, slashes and dot names", () => {
    for (const id of ['__x__', '____', '__name__', 'a/b', '.', '..']) {
      expect(documentId.safeParse(id).success, id).toBe(false);
      expect(isClientDocumentId(id), id).toBe(false);
    }
    expect(documentId.safeParse('').success).toBe(false);
  });
});
