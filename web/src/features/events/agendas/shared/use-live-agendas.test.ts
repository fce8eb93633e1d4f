import { act, renderHook } from '@testing-library/react';
import { agendaConverter, newAgendaDoc, type StoredAgenda } from '@agenda/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveAgendas } from './use-live-agendas';

type Listener = { next: (snapshot: unknown) => void; error: (error: Error) => void };
const listeners: Listener[] = [];

vi.mock('reactfire', () => ({ useFirestore: () => ({}), useFirestoreDoc: vi.fn() }));
vi.mock('firebase/firestore', () => {
  const ref = { withConverter: () => ref };
  return {
    collection: () => ref,
    doc: () => ref,
    orderBy: () => ({}),
    query: () => ref,
    onSnapshot: (_query: unknown, next: Listener['next'], error: Listener['error']) => {
      listeners.push({ next, error });
      return () => undefined;
    },
  };
});

const instant = (value: number) => ({ toMillis: () => value, toDate: () => new Date(value) });

/** A stored agenda as the converter gives it (the contract's builder and schema), and how often it was parsed. */
function storedDoc(id: string, name: string, start: number) {
  const stored: StoredAgenda = agendaConverter.fromFirestore({
    id,
    data: () =>
      newAgendaDoc({
        agenda_id: id,
        name,
        description: '',
        start_time: instant(start),
        end_date: instant(start + 3_600_000),
      }),
  });
  return { id, data: vi.fn(() => stored) };
}

type Doc = ReturnType<typeof storedDoc>;
const snapshot = (docs: Doc[], changes: { type: 'added' | 'modified' | 'removed'; doc: Doc }[]) => ({
  docs,
  docChanges: () => changes,
});

beforeEach(() => {
  listeners.length = 0;
});

describe('useLiveAgendas (issue 33: a change maps only what changed)', () => {
  it('maps every agenda once, then only the changed ones; the others keep their objects', () => {
    const { result } = renderHook(() => useLiveAgendas('e1'));
    expect(result.current).toEqual({ status: 'loading' });
    const [a, b, c] = [
      storedDoc('a', 'Keynote', 1_000),
      storedDoc('b', 'Workshop', 2_000),
      storedDoc('c', 'Panel', 3_000),
    ];
    act(() =>
      listeners[0]!.next(
        snapshot(
          [a, b, c],
          [a, b, c].map((doc) => ({ type: 'added' as const, doc })),
        ),
      ),
    );
    const first = result.current.status === 'ready' ? result.current.data : [];
    expect(first.map((agenda) => agenda.name)).toEqual(['Keynote', 'Workshop', 'Panel']);

    // Workshop renamed and moved after Panel; Keynote deleted.
    const moved = storedDoc('b', 'Workshop (moved)', 4_000);
    act(() =>
      listeners[0]!.next(
        snapshot(
          [c, moved],
          [
            { type: 'removed', doc: a },
            { type: 'modified', doc: moved },
          ],
        ),
      ),
    );
    const second = result.current.status === 'ready' ? result.current.data : [];
    expect(second.map((agenda) => agenda.name)).toEqual(['Panel', 'Workshop (moved)']);
    expect(second[0]).toBe(first[2]);
    expect(c.data).toHaveBeenCalledTimes(1);
    expect(moved.data).toHaveBeenCalledTimes(1);
  });

  it('says when a stored agenda does not match its schema, and when the rules refuse', () => {
    const { result } = renderHook(() => useLiveAgendas('e1'));
    const broken = {
      id: 'x',
      data: () => {
        throw new Error('Stored document x does not match its schema at name');
      },
    };
    act(() => listeners[0]!.next({ docs: [broken], docChanges: () => [{ type: 'added', doc: broken }] }));
    expect(result.current).toEqual({ status: 'error', error: 'Stored document x does not match its schema at name' });
    act(() => listeners[0]!.error(new Error('Missing or insufficient permissions.')));
    expect(result.current).toEqual({ status: 'error', error: 'Missing or insufficient permissions.' });
  });

  it("never shows one event's agendas as another's while the other's load", () => {
    const { result, rerender } = renderHook(({ eventId }) => useLiveAgendas(eventId), {
      initialProps: { eventId: 'e1' },
    });
    const a = storedDoc('a', 'Keynote', 1_000);
    act(() => listeners[0]!.next(snapshot([a], [{ type: 'added', doc: a }])));
    expect(result.current.status).toBe('ready');
    rerender({ eventId: 'e2' });
    expect(result.current).toEqual({ status: 'loading' });
  });
});
