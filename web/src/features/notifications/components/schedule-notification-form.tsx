import { NOTIFICATION_MESSAGES, OVERLAYS, type Notification } from '@agenda/contract';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import { useEffect, useMemo, useState } from 'react';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import type { PickedUser } from '@/components/user-picker';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { ApiRequestError } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import { saveNotification } from '../api/notifications';
import { draftErrors, EMPTY_DRAFT, fieldsOfRefusal, notificationPayload, saveBlockedReason, submissionIds, zoneAbbreviation, type NotificationDraft } from '../lib/forms';
import { NotificationEditor } from './notification-editor';
import { RecipientsField } from './recipients-field';

export const SCHEDULE_TEXTS = {
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

type Placed = Partial<Record<'message' | 'link' | 'type' | 'date' | 'users', string>>;

/**
 * The schedule form (spec §2 Schedule a notification; §5 Save rule): subject, type, link, date and
 * time on the event's clock (sent as a UTC instant), Send to all participants or the picker.
 */
export function ScheduleNotificationForm({ eventId, agendaId, zone, edited, closedReason, onSaved }: ScheduleNotificationFormProps) {
  const overlay = useOverlay();
  const toast = useToast();
  const initial = useMemo(
    () => ({
      draft: edited ? { message: edited.message, type: edited.notification_type, link: edited.link ?? '' } : EMPTY_DRAFT,
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
  const [refusal, setRefusal] = useState<{ fields: Placed; message: string | null }>({ fields: {}, message: null });
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
  const { allowNext } = useUnsavedChanges(dirty);

  const instant = date?.isValid ? date.toJSDate() : null;
  const state = { draft, date: instant, sendToAll, users: users.map((user) => user.id) };
  const blocked = closedReason ?? saveBlockedReason(state, now);
  const errors = touched ? draftErrors(draft) : {};
  const dateError = refusal.fields.date ?? (touched && instant && instant.getTime() <= now.getTime() ? NOTIFICATION_MESSAGES.dateInPast : undefined);
  const abbreviation = zoneAbbreviation(zone, instant ?? now);

  const save = async () => {
    setTouched(true);
    if (blocked || !instant) return;
    setRefusal({ fields: {}, message: null });
    try {
      const payload = {
        users: sendToAll ? [] : state.users,
        eventId,
        agendaId,
        notification: notificationPayload(draft),
        send_to_all: sendToAll,
        date: instant.toISOString(),
      };
      // Editing is a repeatable write already; a new notification carries its submission's request id.
      await overlay.run(OVERLAYS.saving, () =>
        saveNotification(edited ? { notification_id: edited.id, ...payload } : { ...payload, request_id: submissions.idFor(payload) }),
      );
      submissions.done();
      toast.info(SCHEDULE_TEXTS.saved);
      allowNext();
      onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) setRefusal({ fields: fieldsOfRefusal(error.fields), message: error.fields ? null : error.message });
      else setRefusal({ fields: {}, message: unreportedErrorText(error) });
    }
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
            errors={{ ...errors, ...(refusal.fields.message ? { message: refusal.fields.message } : {}), ...(refusal.fields.link ? { link: refusal.fields.link } : {}) }}
            disabled={!!closedReason}
          />
          <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
            <DateTimePicker
              label="Date and time"
              value={date}
              onChange={(value) => {
                setDate(value?.isValid && value.zoneName !== zone ? value.setZone(zone, { keepLocalTime: true }) : value);
                setTouched(true);
              }}
              timezone={zone}
              ampm={false}
              disablePast
              disabled={!!closedReason}
              slotProps={{
                textField: {
                  required: true,
                  error: !!dateError,
                  helperText: dateError ?? SCHEDULE_TEXTS.zoneHint(abbreviation, zone),
                },
              }}
            />
          </LocalizationProvider>
          <RecipientsField
            target={{ eventId, agendaId }}
            sendToAll={sendToAll}
            onSendToAll={setSendToAll}
            users={users}
            onUsers={setUsers}
            initialIds={edited && !edited.send_to_all ? edited.users : undefined}
            error={refusal.fields.users}
            disabled={!!closedReason}
          />
          {refusal.message ? <Alert severity="error">{refusal.message}</Alert> : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={blocked ?? ''} describeChild>
              <span tabIndex={blocked ? 0 : -1} aria-label={blocked ? `Save: ${blocked}` : undefined}>
                <Button variant="contained" startIcon={<SaveOutlined />} disabled={!!blocked} onClick={() => void save()}>
                  Save
                </Button>
              </span>
            </Tooltip>
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

