import { SESSION_ACTION_TEXTS, type AgendaStanding } from '@agenda/contract';
import { act, render, screen } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { PromotionNotice } from './promotion-notice';
import { ScheduleProvider, useOwnMove } from './use-my-schedule';

// A Firestore instance that never connects: the schedule's listener and the name's read are stand-ins.
const firestore = getFirestore(initializeApp({ projectId: 'demo-agenda', apiKey: 'demo-api-key' }, 'promotions'));
type Snapshot = { exists: () => boolean; data: () => { sessions: Record<string, AgendaStanding> } };
let emit: (snapshot: Snapshot) => void = () => undefined;

vi.mock('reactfire', () => ({ useFirestore: () => firestore }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  onSnapshot: (_ref: unknown, next: (snapshot: Snapshot) => void) => {
    emit = next;
    return () => undefined;
  },
  getDoc: () => Promise.resolve({ data: () => ({ name: 'Streaming analytics' }) }),
}));

const WAITING: AgendaStanding = { participant: false, mparticipant: false, waiting: 1 };
const IN: AgendaStanding = { participant: true, mparticipant: false, waiting: null };
const schedule = (sessions: Record<string, AgendaStanding>) =>
  act(async () => {
    emit({ exists: () => true, data: () => ({ sessions }) });
    await Promise.resolve();
  });
const toasts = () => screen.queryAllByText(SESSION_ACTION_TEXTS.promoted('Streaming analytics'));

let markOwn: (agendaId: string) => void = () => undefined;
function OwnMoves() {
  markOwn = useOwnMove();
  return null;
}

beforeEach(() => {
  render(
    <ToastProvider>
      <ScheduleProvider eventId="e1" uid="tid_viewer">
        <PromotionNotice eventId="e1" />
        <OwnMoves />
      </ScheduleProvider>
    </ToastProvider>,
  );
});

describe('PromotionNotice', () => {
  it('says once that a place freed up when the person goes from waiting to a seat', async () => {
    await schedule({ a1: WAITING });
    expect(toasts()).toHaveLength(0);
    await schedule({ a1: IN });
    expect(await screen.findByText(SESSION_ACTION_TEXTS.promoted('Streaming analytics'))).toBeTruthy();
    // Another snapshot with the same seat is no second promotion.
    await schedule({ a1: IN, a2: WAITING });
    expect(toasts()).toHaveLength(1);
  });

  it('says nothing for a seat on the first snapshot, or for the person’s own Join', async () => {
    await schedule({ a1: IN });
    await schedule({ a1: IN, a2: WAITING });
    markOwn('a2');
    await schedule({ a1: IN, a2: IN });
    expect(toasts()).toHaveLength(0);
  });
});
