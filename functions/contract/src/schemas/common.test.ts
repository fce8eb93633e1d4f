import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MESSAGES } from '../messages';
import { documentId, isClientDocumentId, withAliases } from './common';

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

// The spec's names of a field are read as ours; a body giving both must mean one thing.
describe('withAliases', () => {
  const schema = withAliases(
    { event_id: 'eventId', id: 'eventId' },
    z.object({ eventId: documentId, points: z.number() }).strict(),
  );

  it("reads the spec's name as ours", () => {
    expect(schema.parse({ event_id: 'e1', points: 2 })).toEqual({ eventId: 'e1', points: 2 });
    expect(schema.parse({ id: 'e1', event_id: 'e1', points: 2 })).toEqual({ eventId: 'e1', points: 2 });
    expect(schema.parse({ eventId: 'e1', points: 2 })).toEqual({ eventId: 'e1', points: 2 });
  });

  it('takes an absent or null alias as not given', () => {
    expect(schema.parse({ id: null, event_id: 'e1', points: 2 })).toEqual({ eventId: 'e1', points: 2 });
  });

  it('refuses a body that gives both names with different values, at the alias', () => {
    const result = schema.safeParse({ eventId: 'e1', event_id: 'e2', points: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['event_id'], message: API_MESSAGES.aliasConflict('event_id', 'eventId') }),
    ]);
  });

  it('still refuses keys that are neither', () => {
    expect(schema.safeParse({ eventId: 'e1', points: 2, eventid: 'e1' }).success).toBe(false);
  });
});
