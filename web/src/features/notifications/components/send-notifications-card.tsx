import { CONFIRMATIONS, TOASTS } from '@agenda/contract';
import MailOutline from '@mui/icons-material/MailOutline';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { BlockedButton } from '@/components/form/save-button';
import type { PickedUser } from '@/components/user-picker';
import { useSaveAction } from '@/hooks/use-save-action';
import { unreportedErrorText } from '@/lib/error-text';
import { sendMailInvites, sendNotification } from '../api/notifications';
import {
  draftErrors,
  EMPTY_DRAFT,
  notificationPayload,
  placedRefusal,
  sendBlockedReason,
  submissionIds,
  type NotificationDraft,
  type Placed,
} from '../lib/forms';
import { NotificationEditor } from './notification-editor';
import { RecipientsField } from './recipients-field';

/** Our texts; docs/product.md §8 gives the toast and what the invite confirmations say. */
export const SEND_TEXTS = {
  title: 'Send notifications',
  invitesButton: 'Send mail invites',
  invitesTitle: 'Send mail invites',
  invitesEvent: CONFIRMATIONS.invitesEvent,
  invitesAgenda: CONFIRMATIONS.invitesAgenda,
  invitesSent: (mails: number, skipped: number) => `Mail invites sent: ${mails} sent, ${skipped} skipped`,
  invitesRepeated: (skipped: number) => `Mail invites were sent already: nothing new was sent (${skipped} skipped)`,
  invitesQueued: (recipients: number) =>
    `Mail invites are being sent to ${recipients} participants; whoever already has one gets nothing twice`,
};

interface SendNotificationsCardProps {
  eventId: string;
  agendaId: string | null;
  /** Why nothing may be sent (the event or agenda has passed), or null. */
  closedReason: string | null;
}

/**
 * docs/product.md §2 Send notifications (event and agenda variants): the notification editor, Send to all
 * participants (on by default) or the picker, Send (docs/product.md §5 rule) and Send mail invites.
 */
export function SendNotificationsCard({ eventId, agendaId, closedReason }: SendNotificationsCardProps) {
  const overlay = useOverlay();
  const toast = useToast();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<NotificationDraft>(EMPTY_DRAFT);
  const [sendToAll, setSendToAll] = useState(true);
  const [users, setUsers] = useState<PickedUser[]>([]);
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Placed>({});
  const [invitesRefusal, setInvitesRefusal] = useState<string | null>(null);
  // A double click on Send sends one notification: both clicks carry the same request id.
  const [submissions] = useState(() => submissionIds());
  const dirty = draft.message !== '' || draft.link !== '' || !sendToAll;
  const action = useSaveAction({ dirty });

  const blocked = closedReason ?? sendBlockedReason({ draft, sendToAll, users: users.map((user) => user.id) });
  const errors = {
    ...(touched ? draftErrors(draft) : {}),
    ...(refused.message ? { message: refused.message } : {}),
    ...(refused.link ? { link: refused.link } : {}),
  };

  const send = async () => {
    setTouched(true);
    if (blocked) return;
    setRefused({});
    const payload = {
      users: sendToAll ? [] : users.map((user) => user.id),
      eventId,
      agendaId,
      notification: notificationPayload(draft),
      send_to_all: sendToAll,
    };
    const sent = await action.run(() => sendNotification({ ...payload, request_id: submissions.idFor(payload) }), {
      overlay: 'Sending ...',
      toast: TOASTS.notificationsSent,
      refused: (error) => {
        const placed = placedRefusal(error);
        if (placed) setRefused(placed);
        return placed !== null;
      },
    });
    if (sent === undefined) return;
    submissions.done();
    setDraft(EMPTY_DRAFT);
    setUsers([]);
    setSendToAll(true);
    setTouched(false);
  };

  const invite = async () => {
    if (
      !(await confirm(SEND_TEXTS.invitesTitle, agendaId ? SEND_TEXTS.invitesAgenda : SEND_TEXTS.invitesEvent, {
        label: 'Send invites',
      }))
    )
      return;
    setInvitesRefusal(null);
    try {
      const answer = await overlay.run('Sending mail invites ...', () => sendMailInvites({ eventId, agendaId }));
      const skipped = Math.max(0, answer.recipients - answer.mails);
      toast.info(
        answer.repeated
          ? SEND_TEXTS.invitesRepeated(skipped)
          : answer.queued !== undefined
            ? SEND_TEXTS.invitesQueued(answer.recipients)
            : SEND_TEXTS.invitesSent(answer.mails, skipped),
      );
    } catch (error) {
      setInvitesRefusal(unreportedErrorText(error));
    }
  };

  return (
    <Card component="section" aria-labelledby="send-title">
      <CardContent>
        <Stack spacing={2.5}>
          <Typography id="send-title" component="h2" variant="h6">
            {SEND_TEXTS.title}
          </Typography>
          {closedReason ? <Alert severity="info">{closedReason}</Alert> : null}
          <NotificationEditor
            value={draft}
            onChange={(next) => {
              setDraft(next);
              setTouched(true);
            }}
            errors={errors}
            disabled={!!closedReason}
          />
          <RecipientsField
            target={{ eventId, agendaId }}
            sendToAll={sendToAll}
            onSendToAll={setSendToAll}
            users={users}
            onUsers={setUsers}
            error={refused.users}
            disabled={!!closedReason}
          />
          {action.alert ? <Alert severity="error">{action.alert}</Alert> : null}
          {invitesRefusal ? (
            <Alert severity="error" onClose={() => setInvitesRefusal(null)}>
              {invitesRefusal}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5 }}>
            <BlockedButton
              variant="outlined"
              startIcon={<MailOutline />}
              blockedReason={closedReason}
              onClick={() => void invite()}
              fullWidth
            >
              {SEND_TEXTS.invitesButton}
            </BlockedButton>
            <BlockedButton
              variant="contained"
              endIcon={<Send />}
              blockedReason={blocked}
              onClick={() => void send()}
              fullWidth
            >
              Send
            </BlockedButton>
          </Stack>
          {blocked && !closedReason ? (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: { sm: 'right' } }}>
              {blocked}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
