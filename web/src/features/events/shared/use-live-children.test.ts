import type { Tag } from '@agenda/contract';
import { renderHook } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { getFirestore, type CollectionReference } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveChildren } from './use-live-children';

// A Firestore instance that never connects: the hook only builds its reference from it.
const firestore = getFirestore(
  initializeApp({ projectId: 'demo-agenda', apiKey: 'demo-api-key' }, 'use-live-children-test'),
);

/** What the listener gives: stored documents, or a status without data. */
let stored: { id: string; data: Record<string, unknown> }[] = [];
let listener: { status: 'loading' | 'success' | 'error'; error?: Error } = { status: 'success' };
let listened: CollectionReference | null = null;

vi.mock('reactfire', () => ({
  useFirestore: () => firestore,
  // Like the SDK, each snapshot's data() reads the document through the reference's converter.
  useFirestoreCollection: (ref: CollectionReference) => {
    listened = ref;
    if (listener.status !== 'success') return { status: listener.status, error: listener.error, data: undefined };
    const docs = stored.map(({ id, data }) => ({
      id,
      data: () => (ref.converter ? ref.converter.fromFirestore({ id, data: () => data } as never) : data),
    }));
    return { status: 'success', data: { docs } };
  },
}));

const byText = (a: Tag, b: Tag) => a.text.localeCompare(b.text);

beforeEach(() => {
  listener = { status: 'success' };
  listened = null;
  stored = [
    { id: 't2', data: { text: 'Security', color: '#c62828' } },
    { id: 't1', data: { text: 'Cloud', color: '#1565c0', legacy: true } },
  ];
});

describe('useLiveChildren', () => {
  it("listens to the event's subcollection and decodes each document with the contract's converter", () => {
    const { result } = renderHook(() => useLiveChildren('e1', 'tags', byText));
    expect(listened?.path).toBe('events/e1/tags');
    // Sorted by `compare`, with the id and the event id of the API's answers; unknown fields are dropped.
    expect(result.current).toEqual({
      status: 'ready',
      items: [
        { id: 't1', eventId: 'e1', text: 'Cloud', color: '#1565c0' },
        { id: 't2', eventId: 'e1', text: 'Security', color: '#c62828' },
      ],
    });
  });

  it('makes the list an error naming the document and the field when a document breaks its schema', () => {
    stored.push({ id: 't3', data: { text: 42, color: '#000000' } });
    const { result } = renderHook(() => useLiveChildren('e1', 'tags', byText));
    expect(result.current.status).toBe('error');
    expect(result.current.status === 'error' && result.current.error).toMatch(
      /^Stored document t3 does not match its schema at text: /,
    );
  });

  it('is loading until the first snapshot, and an error when the listener fails', () => {
    listener = { status: 'loading' };
    expect(
      renderHook(() => useLiveChildren('e1', 'surveys', (a, b) => a.name.localeCompare(b.name))).result.current,
    ).toEqual({ status: 'loading' });
    listener = { status: 'error', error: new Error('Missing or insufficient permissions.') };
    expect(
      renderHook(() => useLiveChildren('e1', 'surveys', (a, b) => a.name.localeCompare(b.name))).result.current,
    ).toEqual({
      status: 'error',
      error: 'Missing or insufficient permissions.',
    });
  });
});
