import { COLLECTIONS, EVENT_SUBCOLLECTIONS, scheduleConverter, type AgendaStanding } from '@agenda/contract';
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useFirestore } from 'reactfire';

/** A person's standing in the event's agendas, by agenda id (agendas where they stand nowhere are absent). */
export type MySchedule = ReadonlyMap<string, AgendaStanding>;

const sameStanding = (a: AgendaStanding | undefined, b: AgendaStanding | undefined) =>
  a === b ||
  (!!a && !!b && a.participant === b.participant && a.mparticipant === b.mparticipant && a.waiting === b.waiting);

/**
 * The person's own schedule in the event, live: events/{e}/schedules/{uid}, which the API keeps from the
 * agendas' rosters (whether they take part in, must attend or wait for each session, and where on its
 * waitlist). One listener for a whole screen: a change redraws only the Join buttons whose agenda it
 * changed (`useStanding`), not the programme's 500 cards.
 */
class ScheduleStore {
  private schedule: MySchedule | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(firestore: Firestore, eventId: string, uid: string | null) {
    if (!uid) {
      this.schedule = new Map();
      return;
    }
    const ref = doc(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.schedules, uid).withConverter(
      scheduleConverter,
    );
    this.stop = onSnapshot(
      ref,
      (snapshot) => this.take(snapshot.exists() ? Object.entries(snapshot.data().sessions) : []),
      () => this.take([]),
    );
  }

  readonly stop: () => void = () => undefined;

  /** Keeps each unchanged standing the same object, so that its readers do not redraw. */
  private take(entries: [string, AgendaStanding][]): void {
    const before = this.schedule;
    this.schedule = new Map(
      entries.map(([id, standing]) => {
        const kept = before?.get(id);
        return [id, kept && sameStanding(kept, standing) ? kept : standing];
      }),
    );
    for (const listener of this.listeners) listener();
    if (before) this.tellPromotions(before, this.schedule);
  }

  private readonly promotionListeners = new Set<(agendaId: string) => void>();
  /** Agendas the person moved in from this tab, until when: their own seat is no promotion. */
  private readonly ownMoves = new Map<string, number>();

  /**
   * Each agenda where the person went from waiting to a seat between two snapshots (a place freed up while
   * the tab was open), once: the next snapshot compares with this one. Not their own move from this tab.
   */
  private tellPromotions(before: MySchedule, after: MySchedule): void {
    const now = Date.now();
    for (const [id, standing] of after) {
      const was = before.get(id);
      if (!was || was.waiting === null || was.participant || !standing.participant) continue;
      if ((this.ownMoves.get(id) ?? 0) > now) continue;
      for (const listener of this.promotionListeners) listener(id);
    }
  }

  readonly onPromotion = (listener: (agendaId: string) => void): (() => void) => {
    this.promotionListeners.add(listener);
    return () => this.promotionListeners.delete(listener);
  };

  /** The person moves in `agendaId` from this tab (Join, the waitlist): the seat that follows is their own. */
  readonly ownMove = (agendaId: string): void => {
    this.ownMoves.set(agendaId, Date.now() + OWN_MOVE_MS);
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The whole schedule; null until known. */
  readonly all = (): MySchedule | null => this.schedule;

  /** One agenda's standing (undefined: none); null until known. */
  standing(agendaId: string): AgendaStanding | undefined | null {
    return this.schedule === null ? null : this.schedule.get(agendaId);
  }
}

/** How long after a move of their own a seat in that agenda is taken to be its result. */
const OWN_MOVE_MS = 60_000;

const ScheduleContext = createContext<ScheduleStore | null>(null);

function useScheduleStore(eventId: string, uid: string | null): ScheduleStore | null {
  const firestore = useFirestore();
  const [store, setStore] = useState<ScheduleStore | null>(null);
  useEffect(() => {
    const next = new ScheduleStore(firestore, eventId, uid);
    setStore(next);
    return next.stop;
  }, [firestore, eventId, uid]);
  return store;
}

/** Reads the signed-in person's schedule once for everything below it (a screen's Join buttons). */
export function ScheduleProvider({
  eventId,
  uid,
  children,
}: {
  eventId: string;
  uid: string | null;
  children: ReactNode;
}) {
  const store = useScheduleStore(eventId, uid);
  return <ScheduleContext.Provider value={store}>{children}</ScheduleContext.Provider>;
}

const NOTHING = () => () => undefined;

/** The whole schedule from the nearest ScheduleProvider; null until known. */
export function useMySchedule(): MySchedule | null {
  const store = useContext(ScheduleContext);
  return useSyncExternalStore(store?.subscribe ?? NOTHING, () => store?.all() ?? null);
}

/** The person's standing in one agenda (undefined when they stand nowhere in it); null until known. */
export function useStanding(agendaId: string): AgendaStanding | undefined | null {
  const store = useContext(ScheduleContext);
  return useSyncExternalStore(store?.subscribe ?? NOTHING, () => (store ? store.standing(agendaId) : null));
}

/** Calls `promoted(agendaId)` when the person's place on a waitlist becomes a seat while the screen is open. */
export function usePromotions(promoted: (agendaId: string) => void): void {
  const store = useContext(ScheduleContext);
  const latest = useRef(promoted);
  useEffect(() => {
    latest.current = promoted;
  });
  useEffect(() => store?.onPromotion((agendaId) => latest.current(agendaId)), [store]);
}

/** Marks a move of the person's own in an agenda (see ScheduleStore.ownMove); nothing outside a provider. */
export function useOwnMove(): (agendaId: string) => void {
  const store = useContext(ScheduleContext);
  return store?.ownMove ?? NO_MOVE;
}

const NO_MOVE = () => undefined;
