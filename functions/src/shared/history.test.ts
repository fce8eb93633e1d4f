import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { HISTORY_RETENTION_DAYS } from '@agenda/contract';
import { fieldChanges, fileReference, historyAuthor, historyValue, recordHistory } from './history';

const DOWNLOAD =
  'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/v2%2Fevents%2Fe1%2Fcovers%2Fa.png?alt=media&token=abc-123';

describe('fieldChanges', () => {
  it('lists only the changed fields, nested values by JSON equality whatever their key order', () => {
    const before = { title: 'Keynote', place: { room: 'A', floor: 1 }, tags: ['t1'], same: 3 };
    const after = { title: 'Opening keynote', place: { floor: 1, room: 'A' }, tags: ['t1', 't2'], same: 3 };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'tags', before: ['t1'], after: ['t1', 't2'] },
      { field: 'title', before: 'Keynote', after: 'Opening keynote' },
    ]);
  });

  it('records a creation and a deletion against null, instants as ISO 8601 UTC', () => {
    const start = Timestamp.fromDate(new Date('2026-05-01T09:00:00Z'));
    expect(fieldChanges(null, { start_time: start })).toEqual([
      { field: 'start_time', before: null, after: '2026-05-01T09:00:00.000Z' },
    ]);
    expect(fieldChanges({ text: 'x' }, null)).toEqual([{ field: 'text', before: 'x', after: null }]);
  });

  it('never records tokens or secrets, nor omitted fields', () => {
    const changes = fieldChanges(
      { feed_secret: 'old', access_token: 'a', updated_at: 1, nested: { token: 'n', keep: 1 } },
      { feed_secret: 'new', access_token: 'b', updated_at: 2, nested: { token: 'm', keep: 2 } },
      { omit: ['updated_at'] },
    );
    expect(changes).toEqual([{ field: 'nested', before: { keep: 1 }, after: { keep: 2 } }]);
  });

  it('records files by their Storage reference and drops download tokens everywhere', () => {
    expect(fieldChanges({ cover_url: null }, { cover_url: DOWNLOAD }, { files: ['cover_url'] })).toEqual([
      { field: 'cover_url', before: null, after: 'v2/events/e1/covers/a.png' },
    ]);
    expect(historyValue(DOWNLOAD)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/v2%2Fevents%2Fe1%2Fcovers%2Fa.png?alt=media',
    );
    expect(fileReference('v2/plain/path.png')).toBe('v2/plain/path.png');
  });
});

describe('recordHistory', () => {
  const created: { path: string; data: Record<string, unknown> }[] = [];
  const batch = {
    create: (ref: { path: string }, data: Record<string, unknown>) => created.push({ path: ref.path, data }),
  } as unknown as WriteBatch;
  const caller = { uid: 'u1', name: 'Sofia Rossi', principal: { user_authorities: [] }, endpoint: 'POST /tags/new' };
  const entry = {
    tenant_id: 'de',
    entity: 'tag' as const,
    entity_id: 't1',
    entity_label: 'Food',
    action: 'create' as const,
    endpoint: caller.endpoint,
    changes: [{ field: 'text', before: null, after: 'Food' }],
    restorable: false,
  };

  it("adds one entry to the caller's batch: an event's under the event, others at the top level", () => {
    created.length = 0;
    const before = Date.now();
    recordHistory(batch, historyAuthor(caller), { ...entry, event_id: 'e1' });
    recordHistory(batch, historyAuthor(caller), { ...entry, event_id: null, entity: 'news' });
    expect(created.map((write) => write.path.split('/').slice(0, -1).join('/'))).toEqual([
      'events/e1/history',
      'history',
    ]);
    const data = created[0]!.data;
    expect(data).toMatchObject({ ...entry, event_id: 'e1', actor: { uid: 'u1', name: 'Sofia Rossi' } });
    const expireMs = (data.expire_at as Timestamp).toMillis();
    expect(expireMs).toBeGreaterThanOrEqual(before + HISTORY_RETENTION_DAYS * 86_400_000);
  });
});
