import type { Principal } from '@agenda/contract';
import { act, renderHook } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { rightsOf, type Rights } from '@/lib/rights';
import { useLiveEvent } from './current-event';

// A Firestore instance that never connects: the hook only builds its reference from it.
const firestore = getFirestore(initializeApp({ projectId: 'demo-agenda', apiKey: 'demo-api-key' }, 'current-event'));

type Next = (snapshot: { exists: () => boolean; id: string; data: () => Record<string, unknown> }) => void;
let emit: Next = () => undefined;
let rights: Rights = rightsOf('u1', null, false);

vi.mock('reactfire', () => ({ useFirestore: () => firestore }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  onSnapshot: (_ref: unknown, next: Next) => {
    emit = next;
    return () => undefined;
  },
}));
vi.mock('@/lib/rights', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/rights')>()),
  useRights: () => rights,
}));

const stored = (organizers: string[]) => ({
  exists: () => true,
  id: 'e1',
  data: () => ({ name: 'Berlin Tech Summit', tenant_id: 'de', organizers, end_date: '2099-01-01T00:00:00Z' }),
});
const USER: Principal = { user_authorities: [{ authority_id: 'USER', tenant_id: null }] };

describe('useLiveEvent', () => {
  it('keeps one object while the event and the rights stay, and makes a new one when either changes', () => {
    rights = rightsOf('u1', USER, true);
    const { result, rerender } = renderHook(() => useLiveEvent('e1'));
    expect(result.current.status).toBe('loading');
    act(() => emit(stored([])));
    const first = result.current;
    expect(first).toMatchObject({
      status: 'ready',
      canEdit: false,
      passed: false,
      event: { name: 'Berlin Tech Summit' },
    });

    // The layout draws again (a phone's header folding, the rights' own refresh): the same object.
    rights = rightsOf('u1', USER, true);
    rerender();
    expect(result.current).toBe(first);

    // The viewer becomes an organizer: a new object, which the screens below draw from.
    act(() => emit(stored(['u1'])));
    expect(result.current).not.toBe(first);
    expect(result.current).toMatchObject({ status: 'ready', canEdit: true });
  });

  it('shows a missing event as missing', () => {
    rights = rightsOf('u1', USER, true);
    const { result } = renderHook(() => useLiveEvent('e2'));
    act(() => emit({ exists: () => false, id: 'e2', data: () => ({}) }));
    expect(result.current.status).toBe('missing');
  });
});
