/**
 * One page of an invite run (services/invite-runs.ts): each page document created in inviteRuns is
 * run once by this trigger. `retry`: a page that fails gives its lease back and throws, and the
 * platform runs it again; a page whose instance died is run by the sweeper (triggers/sweeper.ts).
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { INVITE_RUNS_COLLECTION } from '@agenda/contract';
import { inviteRunsCollection, runInvitePage } from './invite-runs';

export const inviteRunPage = onDocumentCreated(
  // SMTP is the mail trigger's: a page only writes records and outbox documents, INVITE_PAGE_SIZE people at most.
  { document: `${INVITE_RUNS_COLLECTION}/{pageId}`, memory: '256MiB', timeoutSeconds: 300, retry: true },
  async (event) => {
    await runInvitePage(inviteRunsCollection().doc(event.params.pageId));
  },
);
