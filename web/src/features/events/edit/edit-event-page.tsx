import { canEditEvent, EVENT_MESSAGES, OVERLAYS, TOASTS, type Tenant } from '@contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useCallback, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { SaveButton } from '@/components/form/save-button';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { FORM_INCOMPLETE, useBlockedReason, useFormErrors } from '@/hooks/use-form-errors';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { AT_THE_FORM } from '@/lib/api';
import type { EventItem } from '@/lib/event-item';
import { uploadEventFile } from '@/lib/event-storage';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { useRights } from '@/lib/rights';
import { getEvent } from '@/features/events/shared/get-event';
import { saveEvent } from './save-event';
import { onEventClock, PICKER_FORMAT } from '@/features/events/shared/event-clock';
import { countryTimeZone, moveToZone, startOfTodayIn } from './event-dates';
import {
  EVENT_FORM_FIELD,
  EVENT_FORM_FIELDS,
  EVENT_FORM_LABELS,
  EVENT_FORM_TEXTS,
  eventFormDefaults,
  eventFormResolver,
  toEventSave,
  type EventFormValues,
} from './event-form';
import { PosterPicker, type ChosenPoster } from './poster-picker';

/** Spec §9: 24-hour times; the day first, as the rest of the app writes dates. */

/** Our text when the event is saved but its poster is not (Storage refused or is unreachable). */
export const posterNotSaved = (reason: string) => `The event was saved, but its poster could not be uploaded (${reason}).`;

const TIMEZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

interface EventFormProps {
  event: EventItem | null;
  /** The list's country (`t`): a new event's default when the caller administers it. */
  listed: string | null;
  storage?: FileStorage;
}

/** The countries the Country select offers: those the caller administers (root: all), and the event's own. */
function countryOptions(tenants: readonly Tenant[], isAdminOf: (id: string) => boolean, current: string | null): Tenant[] {
  return tenants.filter((tenant) => isAdminOf(tenant.id) || tenant.id === current);
}

export function EventForm({ event, listed, storage = firebaseFileStorage }: EventFormProps) {
  const navigate = useNavigate();
  const overlay = useOverlay();
  const toast = useToast();
  const rights = useRights();
  const live = useLiveTenants();
  const [poster, setPoster] = useState<ChosenPoster | null>(null);
  const [posterRemoved, setPosterRemoved] = useState(false);
  const ids = useMemo(() => ({ id: event?.id ?? null }), [event]);
  const resolver = useMemo(() => eventFormResolver(ids, event?.start ?? null), [ids, event]);
  // A new event starts in the list's country when the caller may create there, never silently in another.
  const initialCountry = event ? event.tenant_id : listed && rights.isAdminOf(listed) ? listed : '';
  const { control, handleSubmit, formState, watch, getValues, setValue, trigger, setError } = useForm<EventFormValues>({
    mode: 'onChange',
    resolver,
    // A new event starts in its country's zone (issue 14); an edited one keeps its own.
    defaultValues: eventFormDefaults(event, countryTimeZone(initialCountry), initialCountry),
  });
  const errors = useFormErrors(setError, EVENT_FORM_FIELDS, EVENT_FORM_FIELD);
  const timezone = watch('timezone');
  const start = watch('start');
  const zone = TIMEZONES.includes(timezone) || timezone === 'UTC' ? timezone : 'UTC';
  const tenants = live.status === 'ready' ? live.tenants : [];
  const options = countryOptions(tenants, rights.isAdminOf, event?.tenant_id ?? null);
  // Moving an event to another country needs admin of both (the server's rule): others see it fixed.
  const countryFixed = !!event && !rights.isAdminOf(event.tenant_id);
  const listedName = tenants.find((tenant) => tenant.id === listed)?.country_name ?? listed;
  const notListed = !event && !!listed && !rights.isAdminOf(listed);
  const dirty = formState.isDirty || poster !== null || posterRemoved;
  const unsaved = useUnsavedChanges(dirty && !formState.isSubmitSuccessful);
  // Read on every render: react-hook-form computes only the parts of its state that are read.
  const { isValid } = formState;
  const blockedReason = useBlockedReason(control, resolver, formState.errors, EVENT_FORM_LABELS) ?? (isValid ? null : FORM_INCOMPLETE);

  const save = async (values: EventFormValues) => {
    errors.setAlert(null);
    const payload = toEventSave(values, ids);
    let saved: EventItem;
    try {
      // A removed poster is cleared with the record; the server deletes the file after the save.
      saved = await overlay.run(OVERLAYS.saving, () =>
        saveEvent(posterRemoved && !poster ? { ...payload, poster_image_url: null, poster_image_id: null } : payload, AT_THE_FORM),
      );
    } catch (error) {
      errors.show(error);
      // Not a success: the form keeps its unsaved state.
      throw error;
    }
    if (poster) {
      // The poster's folder belongs to the event, so it is uploaded once the event exists.
      try {
        const stored = await overlay.run(OVERLAYS.savingFiles, () => uploadEventFile(saved.id, 'posters', poster.file, poster.kind, storage));
        try {
          await overlay.run(OVERLAYS.saving, () =>
            saveEvent({ ...payload, id: saved.id, poster_image_url: stored.url, poster_image_id: stored.reference }),
          );
        } catch (error) {
          // The file belongs to no record now; removing it is best effort.
          void storage.remove(stored.reference).catch(() => undefined);
          throw error;
        }
      } catch (error) {
        toast.info(posterNotSaved(error instanceof Error ? error.message : String(error)));
      }
    }
    toast.info(TOASTS.eventSaved);
    unsaved.allowNext();
    // Spec §2: after save the user goes to that event's agendas list.
    void navigate(paths.main.event.agendalist({ e: saved.id, t: saved.tenant_id }));
  };

  const today = startOfTodayIn(zone);
  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={(e) => void handleSubmit(save)(e).catch(() => undefined)} sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          {notListed ? (
            <Alert severity="info">{EVENT_FORM_TEXTS.notAdminOfListed(listedName ?? '')}</Alert>
          ) : null}
          <Controller
            name="tenantId"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Country"
                required
                value={live.status === 'ready' ? field.value : ''}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  // A new event's zone follows its country until the zone is chosen by hand.
                  if (!event && !formState.dirtyFields.timezone) {
                    const next = countryTimeZone(e.target.value);
                    const { start: s, end: en } = getValues();
                    if (s?.isValid) setValue('start', moveToZone(s, next));
                    if (en?.isValid) setValue('end', moveToZone(en, next));
                    setValue('timezone', next);
                  }
                  void trigger('tenantId');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={countryFixed || live.status !== 'ready'}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? (countryFixed ? EVENT_MESSAGES.tenantFixed : EVENT_FORM_TEXTS.countryHelp)}
                slotProps={{ formHelperText: { disabled: false } }}
              >
                {options.map((tenant) => (
                  <MenuItem key={tenant.id} value={tenant.id}>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <CountryFlag tenant={tenant} />
                      <span>{countryLabel(tenant)}</span>
                    </Stack>
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="eventName"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Name" required error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <Controller
            name="address"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Address" required error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Description" required multiline minRows={3} error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <Controller
            name="timezone"
            control={control}
            render={({ field, fieldState }) => (
              <Autocomplete
                options={TIMEZONES}
                value={field.value || null}
                onChange={(_event, value) => {
                  const next = value ?? '';
                  // The typed times keep their wall-clock reading in the new zone.
                  if (next) {
                    const { start: s, end: e } = getValues();
                    if (s?.isValid) setValue('start', moveToZone(s, next));
                    if (e?.isValid) setValue('end', moveToZone(e, next));
                  }
                  field.onChange(next);
                  void trigger();
                }}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField {...params} label="Timezone" required error={!!fieldState.error} helperText={fieldState.error?.message} />
                )}
              />
            )}
          />
          <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                name="start"
                control={control}
                render={({ field, fieldState }) => (
                  <DateTimePicker
                    label="Start date"
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(onEventClock(value, zone));
                      void trigger('end');
                    }}
                    timezone={zone}
                    ampm={false}
                    format={PICKER_FORMAT}
                    minDate={today}
                    slotProps={{ textField: { required: true, fullWidth: true, error: !!fieldState.error, helperText: fieldState.error?.message, onBlur: field.onBlur } }}
                  />
                )}
              />
              <Controller
                name="end"
                control={control}
                render={({ field, fieldState }) => (
                  <DateTimePicker
                    label="End date"
                    value={field.value}
                    onChange={(value) => field.onChange(onEventClock(value, zone))}
                    timezone={zone}
                    ampm={false}
                    format={PICKER_FORMAT}
                    minDateTime={start?.isValid ? start : undefined}
                    slotProps={{ textField: { required: true, fullWidth: true, error: !!fieldState.error, helperText: fieldState.error?.message, onBlur: field.onBlur } }}
                  />
                )}
              />
            </Stack>
          </LocalizationProvider>
          <FormGroup>
            {(
              [
                ['noWall', 'Hide the wall'],
                ['hide_gamification', 'Hide gamification'],
                ['privacy', 'Draft'],
              ] as const
            ).map(([name, label]) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                    label={label}
                  />
                )}
              />
            ))}
          </FormGroup>
          <PosterPicker
            currentUrl={event?.poster_url ?? null}
            chosen={poster}
            removed={posterRemoved}
            onChoose={setPoster}
            onRemove={() => setPosterRemoved(true)}
          />
          {errors.alert ? (
            <Alert severity="error" onClose={() => errors.setAlert(null)}>
              {errors.alert}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <SaveButton blockedReason={blockedReason} busy={formState.isSubmitting} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** '/main/events/editevent?e&t' (spec §2 Edit event): create with t, edit with e. */
export function EditEventPage() {
  const [params] = useSearchParams();
  const rights = useRights();
  const eventId = params.get('e');
  const listed = params.get('t');
  const load = useCallback((): Promise<EventItem | null> => (eventId ? getEvent(eventId) : Promise.resolve(null)), [eventId]);
  const [data] = useAsyncData(load);

  let body;
  if (!rights.ready || data.status === 'loading') body = <PageSpinner />;
  else if (data.status === 'error') body = <Alert severity="error">{data.error}</Alert>;
  else {
    const event = data.data;
    // A new event may be created by an admin of any country: the form's Country select offers theirs.
    const allowed = event ? canEditEvent(rights.principal, rights.uid, event) : rights.isAdminOfAnyTenant;
    body =
      allowed ? (
        <EventForm key={event?.id ?? 'new'} event={event} listed={listed} />
      ) : (
        <Alert severity="warning">{event ? EVENT_MESSAGES.cannotEdit : EVENT_MESSAGES.onlyAdminsCreate}</Alert>
      );
  }
  const back = paths.main.events.eventslist({ t: listed });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {eventId ? 'Edit event' : 'New event'}
        </Typography>
        <Stack direction="row" spacing={1}>
          {eventId ? (
            <Button component={RouterLink} to={paths.main.events.editeventstyle({ e: eventId, t: listed })} startIcon={<PaletteOutlined />}>
              Event style
            </Button>
          ) : null}
          <Button component={RouterLink} to={back} startIcon={<ArrowBack />}>
            Back to events
          </Button>
        </Stack>
      </Stack>
      {body}
    </Container>
  );
}
