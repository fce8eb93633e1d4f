import type { EventFeedbackAnswer } from '@agenda/contract';
import { useEffect, useState } from 'react';
import { apiTable } from '@/lib/api-table';
import { ApiRequestError, call } from '@/lib/api';
import type { Live } from './use-live-docs';

/** The event's feedback, or (403) the API's reason why the viewer may not see it. */
export type EventFeedbackLive = Live<EventFeedbackAnswer> | { status: 'refused'; error: string };

/**
 * GET /participants/event/feedback, read once per view (docs/features.md "Feedback after a session"):
 * the ratings change after sessions end, not by the second, and each read queries every rated session.
 * Through the lazily loaded endpoint table, like the session overview's card. A 403 (neither an
 * editor nor a speaker) is the screen's to say, not the error dialog's.
 */
export function useEventFeedback(eventId: string): EventFeedbackLive {
  const [state, setState] = useState<{ eventId: string; live: EventFeedbackLive }>({
    eventId,
    live: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    apiTable()
      .then((table) => call(table.participants.eventFeedback, { e: eventId }, { handles: [403] }))
      .then(
        (data) => current && setState({ eventId, live: { status: 'ready', data } }),
        (error: unknown) => {
          if (!current) return;
          if (error instanceof ApiRequestError && error.status === 403)
            setState({ eventId, live: { status: 'refused', error: error.error } });
          else
            setState({
              eventId,
              live: { status: 'error', error: error instanceof Error ? error.message : 'Feedback could not be read' },
            });
        },
      );
    return () => {
      current = false;
    };
  }, [eventId]);
  return state.eventId === eventId ? state.live : { status: 'loading' };
}
