import { agendaConverter, COLLECTIONS, EVENT_SUBCOLLECTIONS, SESSION_ACTION_TEXTS } from '@agenda/contract';
import { doc, getDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useToast } from '@/components/feedback/toast-provider';
import { usePromotions } from './use-my-schedule';

/**
 * "A place freed up: you're in …": a toast (a polite status) when the person's own place on a session's
 * waitlist becomes a seat while a screen of the event is open (the schedule's live standing goes from
 * waiting to participant; once per promotion, never for their own Join). The session's name is read once
 * then, from the cache when a programme has it.
 */
export function PromotionNotice({ eventId }: { eventId: string }) {
  const firestore = useFirestore();
  const toast = useToast();
  usePromotions((agendaId) => {
    const ref = doc(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.agendas, agendaId).withConverter(
      agendaConverter,
    );
    void getDoc(ref)
      .then((snapshot) => snapshot.data()?.name ?? null)
      .catch(() => null)
      .then((name) => {
        if (name) toast.info(SESSION_ACTION_TEXTS.promoted(name));
      });
  });
  return null;
}
