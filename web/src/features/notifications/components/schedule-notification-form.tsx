import { NOTIFICATION_MESSAGES, OVERLAYS, type Notification } from '@agenda/contract';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useEffect, useMemo, useState } from 'react';
import { SaveButton } from '@/components/form/save-button';
import { ZonedDateTimePicker } from '@/components/form/zoned-date-time';
import type { PickedUser } from '@/components/user-picker';
import { useSaveAction } from '@/hooks/use-save-action';
import { saveNotification } from '../api/notifications';
import {
  draftErrors,
  EMPTY_DRAFT,
  notificationPayload,
  placedRefusal,
  saveBlockedReason,
  submissionIds,
  type NotificationDraft,
  type Placed,
} from '../lib/forms';
import { NotificationEditor } from './notification-editor';
import { RecipientsField } from './recipients-field';

const SCHEDULE_TEXTS = {
  newTitle: 'Schedule a notification',
  editTitle: 'Edit the scheduled notification',
  saved: 'Notification scheduled',
  zoneHint: (abbreviation: string, zone: string) => `In the event's time zone, ${abbreviation} (${zone})`,
};

interface ScheduleNotificationFormProps {
  eventId: string;
  agendaId: string | null;
  /** The event's IANA zone: the date and time are chosen on its clock. */
  zone: string;
  /** The notification edited (status scheduled), or null for a new one. */
  edited: Notification | null;
  /** Why nothing may be saved (the event or agenda has passed), or null. */
  closedReason: string | null;
  /** Where to go after the save (the scheduled list). */
  onSaved: () => void;
}

/**
 * The schedule form (docs/product.md §2 Schedule a notification; §5 Save rule): subject, type, link, date and
 * time on the event's clock (sent as a UTC instant), Send to all participants or the picker.
 */
export function ScheduleNotificationForm({
  eventId,
  agendaId,
  zone,
  edited,
  closedReason,
  onSaved,
}: ScheduleNotificationFormProps) {
  const initial = useMemo(
    () => ({
      draft: edited
        ? { message: edited.message, type: edited.notification_type, link: edited.link ?? '' }
        : EMPTY_DRAFT,
      date: edited ? DateTime.fromISO(edited.start_time, { zone }) : null,
      sendToAll: edited ? edited.send_to_all : true,
    }),
    [edited, zone],
  );
  const [draft, setDraft] = useState<NotificationDraft>(initial.draft);
  const [date, setDate] = useState<DateTime | null>(initial.date);
  const [sendToAll, setSendToAll] = useState(initial.sendToAll);
  const [users, setUsers] = useState<PickedUser[]>([]);
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Placed>({});
  const [now, setNow] = useState(() => new Date());
  // A double click on Save schedules one notification: both clicks carry the same request id.
  const [submissions] = useState(() => submissionIds());
  // The date must stay in the future: the rule is checked again as time passes.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  const dirty =
    draft.message !== initial.draft.message ||
    draft.type !== initial.draft.type ||
    draft.link !== initial.draft.link ||
    sendToAll !== initial.sendToAll ||
    (date?.toMillis() ?? null) !== (initial.date?.toMillis() ?? null) ||
    (!sendToAll && users.map((user) => user.id).join() !== (edited?.users ?? []).join());
  const action = useSaveAction({ dirty });

  const instant = date?.isValid ? date.toJSDate() : null;
  const state = { draft, date: instant, sendToAll, users: users.map((user) => user.id) };
  const blocked = closedReason ?? saveBlockedReason(state, now);
  const errors = touched ? draftErrors(draft) : {};
  const dateError =
    refused.date ??
    (touched && instant && instant.getTime() <= now.getTime() ? NOTIFICATION_MESSAGES.dateInPast : undefined);

  const save = async () => {
    setTouched(true);
    if (blocked || !instant) return;
    setRefused({});
    const payload = {
      users: sendToAll ? [] : state.users,
      eventId,
      agendaId,
      notification: notificationPayload(draft),
      send_to_all: sendToAll,
      date: instant.toISOString(),
    };
    // Editing is a repeatable write already; a new notification carries its submission's request id.
    const saved = await action.run(
      () =>
        saveNotification(
          edited ? { notification_id: edited.id, ...payload } : { ...payload, request_id: submissions.idFor(payload) },
        ),
      {
        overlay: OVERLAYS.saving,
        toast: SCHEDULE_TEXTS.saved,
        refused: (error) => {
          const placed = placedRefusal(error);
          if (placed) setRefused(placed);
          return placed !== null;
        },
      },
    );
    if (saved === undefined) return;
    submissions.done();
    action.allowNext();
    onSaved();
  };

  return (
    <Card component="section" aria-labelledby="schedule-title">
      <CardContent>
        <Stack spacing={2.5}>
          <Typography id="schedule-title" component="h2" variant="h6">
            {edited ? SCHEDULE_TEXTS.editTitle : SCHEDULE_TEXTS.newTitle}
          </Typography>
          {closedReason ? <Alert severity="info">{closedReason}</Alert> : null}
          <NotificationEditor
            value={draft}
            onChange={(next) => {
              setDraft(next);
              setTouched(true);
            }}
            errors={{
              ...errors,
              ...(refused.message ? { message: refused.message } : {}),
              ...(refused.link ? { link: refused.link } : {}),
            }}
            disabled={!!closedReason}
          />
          <ZonedDateTimePicker
            label="Date and time"
            value={date}
            onChange={(value) => {
              setDate(value);
              setTouched(true);
            }}
            zone={zone}
            disablePast
            disabled={!!closedReason}
            required
            error={dateError ?? null}
            hint={(abbreviation) => SCHEDULE_TEXTS.zoneHint(abbreviation, zone)}
          />
          <RecipientsField
            target={{ eventId, agendaId }}
            sendToAll={sendToAll}
            onSendToAll={setSendToAll}
            users={users}
            onUsers={setUsers}
            initialIds={edited && !edited.send_to_all ? edited.users : undefined}
            error={refused.users}
            disabled={!!closedReason}
          />
          {action.alert ? <Alert severity="error">{action.alert}</Alert> : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SaveButton
              type="button"
              startIcon={<SaveOutlined />}
              blockedReason={blocked}
              onClick={() => void save()}
            />
          </Stack>
          {blocked && !closedReason ? (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
              {blocked}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
