import { starAnswerSchema, starSaveSchema } from '../schemas/stars';
import { endpoint } from './endpoint';

/**
 * Stars (docs/features.md, "The attendee's programme"): a person follows a session without a seat. Read live from
 * users/{uid}/stars/{eventId} by its owner; written here, by whoever may see the agenda's event.
 */
export const stars = {
  star: endpoint({
    method: 'POST',
    path: '/stars/agenda',
    access: 'signedIn',
    rights: 'agendaViewer',
    input: starSaveSchema,
    output: starAnswerSchema,
    history: {
      exempt:
        "a person's own bookmark, which the rules let only its owner read: the event's history would show it to its editors",
    },
    summary: 'Stars (follows) or unstars an agenda of an event the caller may see, for the caller alone',
  }),
};
