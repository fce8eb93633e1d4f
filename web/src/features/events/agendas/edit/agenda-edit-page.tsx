import { EVENT_MESSAGES, OVERLAYS, QUICK_ADD_MINUTES, TOASTS, type AgendaConflict, type Location, type Tag } from '@contract';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { AT_THE_FORM } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { TagChip } from '@/features/events/shared/tag-chip';
import { saveAgenda } from '@/features/events/agendas/shared/agendas-api';
import {
  agendaFormDefaults,
  agendaFormResolver,
  agendaWarnings,
  sameAgendaForm,
  clashText,
  conflictOf,
  fieldErrorsOf,
  toAgendaSave,
  type AgendaEvent,
  type AgendaFormValues,
} from './agenda-form';
import { formatMoment, zoneAbbreviation } from '@/lib/zoned-time';
import { onEventClock, PICKER_FORMAT } from '@/features/events/shared/event-clock';
import { eventBounds, quickAdd, timeIssues } from './agenda-time';
import { useLiveAgenda, useLiveAgendas, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

/** Our texts (the spec names none). */
export const AGENDA_EDIT_TEXTS = {
  zoneTooltip: (zone: string) => `Dates are local dates in the event's timezone (${zone}), whatever your own timezone.`,
  savedBySomeoneElse: (who: string | null, when: string) => `${who ?? 'Someone'} saved this agenda at ${when}`,
  conflictTitle: (who: string | null, when: string | null) =>
    `${who ?? 'Someone'} saved this agenda${when ? ` at ${when}` : ''} after you opened it`,
  conflictBody: 'Your save was not applied. Reload their version (your changes are lost), or overwrite it with yours.',
  deleted: 'Someone deleted this agenda while you were editing it. Saving is no longer possible.',
  blockedByTimes: 'Save is blocked until the times are fixed.',
  blockedByFields: 'Fix the fields marked in red before saving.',
  blockedIncomplete: 'Fill in the name and the description before saving.',
  blockedDeleted: 'This agenda was deleted.',
  clashesTitle: 'Check the programme (you can still save)',
  noLocations: 'This event has no locations yet.',
  noTags: 'This event has no tags yet.',
} as const;

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);
const byText = (a: Tag, b: Tag) => a.text.localeCompare(b.text);

const quickAddLabel = (minutes: number) => (minutes < 60 ? `+${minutes}m` : `+${minutes / 60}h`);
const durationWords = (minutes: number) => (minutes < 60 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`);
/** The visible label first, so that speech input can use it too. */
export const quickAddName = (minutes: number) => `${quickAddLabel(minutes)}: end ${durationWords(minutes)} later`;

interface AgendaFormProps {
  /** The stored agenda the form was loaded from; null to create one. */
  agenda: LiveAgenda | null;
  /** The agenda as it is now, live (undefined while creating; null once deleted). */
  live: LiveAgenda | null | undefined;
  /** Loads the live version into the form (drops the person's changes). */
  onReload: () => void;
  event: AgendaEvent & { id: string; tenant_id: string };
}

/**
 * Spec §2 Edit agenda (Main Info): the times are edited on the event's clock and bounded by it; the
 * three alerts of §5 block Save; clashes with other sessions only warn. Each save names the version
 * it was based on, so that someone else's newer save is never silently overwritten (409).
 */
export function AgendaForm({ agenda, live, onReload, event }: AgendaFormProps) {
  const navigate = useNavigate();
  const overlay = useOverlay();
  const toast = useToast();
  const zone = event.timezone;
  const [baseVersion, setBaseVersion] = useState<number | null>(agenda?.version ?? null);
  // Versions written by this form: the live listener shows them too, and they are not someone else's.
  const ownVersions = useRef(new Set<number>());
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<AgendaConflict | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const target = useMemo(() => ({ id: agenda?.id ?? null, eventId: event.id, version: baseVersion }), [agenda, event.id, baseVersion]);
  const resolver = useMemo(() => agendaFormResolver(target), [target]);
  const { control, handleSubmit, formState, setValue, setError, reset, trigger, getValues } = useForm<AgendaFormValues>({
    mode: 'onChange',
    resolver,
    defaultValues: agendaFormDefaults(agenda, event),
  });
  const [start, end, name, locationId, mandatory, teams] = useWatch({ control, name: ['start', 'end', 'name', 'locationId', 'mandatory', 'teams'] });
  // What was loaded or last saved: the form is "changed" when it differs (times by their instant).
  const [saved, setSaved] = useState(() => agendaFormDefaults(agenda, event));
  const current = useWatch({ control }) as AgendaFormValues;
  const dirty = !sameAgendaForm(current, saved);
  const { allowNext } = useUnsavedChanges(dirty && !saving);

  const locations = useLiveChildren(event.id, 'locations', byName);
  const tags = useLiveChildren(event.id, 'tags', byText);
  const agendas = useLiveAgendas(event.id);

  const { min, max } = eventBounds(event);
  const issues = timeIssues(start, end, event);
  const deleted = agenda !== null && live === null;
  const clashes = useMemo(
    () =>
      agendas.status === 'ready'
        ? agendaWarnings(
            { id: agenda?.id ?? null, name, start, end, locationId, speakers: live?.speakers ?? agenda?.speakers ?? [] },
            agendas.data,
          )
        : [],
    [agendas, agenda, live, name, locationId, start, end],
  );
  const locationName = (id: string | undefined) => (locations.status === 'ready' ? (locations.items.find((item) => item.id === id)?.name ?? null) : null);
  const newerElsewhere = !saving && !conflict && live && baseVersion !== null && live.version > baseVersion && !ownVersions.current.has(live.version) ? live : null;
  const zoneName = zoneAbbreviation(zone, start?.isValid ? start.toMillis() : event.start);

  const blockedReason = saving
    ? OVERLAYS.saving
    : deleted
      ? AGENDA_EDIT_TEXTS.blockedDeleted
      : issues.length > 0
        ? `${AGENDA_EDIT_TEXTS.blockedByTimes} ${issues.map((issue) => issue.message).join('. ')}.`
        : Object.keys(formState.errors).length > 0
          ? AGENDA_EDIT_TEXTS.blockedByFields
          : !formState.isValid
            ? AGENDA_EDIT_TEXTS.blockedIncomplete
            : null;

  const submit = async (form: AgendaFormValues, version: number | null) => {
    setMessage(null);
    setSaving(true);
    let savedVersion: number;
    try {
      const result = await overlay.run(OVERLAYS.saving, () => saveAgenda(toAgendaSave(form, { ...target, version }), AT_THE_FORM));
      savedVersion = result.version;
    } catch (error) {
      setSaving(false);
      const newer = conflictOf(error);
      if (newer) {
        setConflict(newer);
        return;
      }
      const refused = fieldErrorsOf(error);
      for (const [field, text] of refused) setError(field, { type: 'server', message: text }, { shouldFocus: true });
      if (refused.length === 0) setMessage(unreportedErrorText(error) ?? (error instanceof Error ? error.message : String(error)));
      return;
    }
    ownVersions.current.add(savedVersion);
    setConflict(null);
    toast.info(TOASTS.agendaSaved);
    if (!agenda) {
      // Spec §4: creating returns to the agenda list.
      allowNext();
      void navigate(paths.main.event.agendalist({ e: event.id, t: event.tenant_id }));
      return;
    }
    // Updating stays here: what was saved is the new starting point.
    setBaseVersion(savedVersion);
    reset(form);
    setSaved(form);
    setSaving(false);
  };

  const onSubmit = handleSubmit((form) => submit(form, baseVersion));

  const moveEnd = (minutes: number) => {
    const next = quickAdd(getValues('end'), getValues('start'), minutes);
    if (next) setValue('end', next, { shouldDirty: true, shouldValidate: true });
  };

  const back = paths.main.event.agendalist({ e: event.id, t: event.tenant_id });

  return (
    <Card>
      <CardContent component="form" noValidate aria-label="Agenda" onSubmit={(e) => void onSubmit(e)} sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          {deleted ? <Alert severity="warning">{AGENDA_EDIT_TEXTS.deleted}</Alert> : null}
          {newerElsewhere ? (
            <Alert
              severity="info"
              role="status"
              action={
                <Button color="inherit" size="small" onClick={onReload}>
                  Reload
                </Button>
              }
            >
              {AGENDA_EDIT_TEXTS.savedBySomeoneElse(newerElsewhere.updated_by_name, formatMoment(newerElsewhere.updated_at ?? Date.now(), zone))}
            </Alert>
          ) : null}
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Agenda name" required error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Description" required multiline minRows={3} error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <Box role="group" aria-labelledby="agenda-times-heading">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <Typography id="agenda-times-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                Time
              </Typography>
              <Tooltip title={AGENDA_EDIT_TEXTS.zoneTooltip(zone)} describeChild>
                <Chip size="small" variant="outlined" icon={<InfoOutlined />} label={`${zoneName} · ${zone}`} tabIndex={0} aria-label={`Times in ${zoneName}, ${zone}`} />
              </Tooltip>
            </Stack>
            <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Controller
                  name="start"
                  control={control}
                  render={({ field, fieldState }) => (
                    <DateTimePicker
                      label="Start"
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(onEventClock(value, zone));
                        void trigger('end');
                      }}
                      timezone={zone}
                      ampm={false}
                      format={PICKER_FORMAT}
                      minDateTime={min}
                      maxDateTime={max}
                      slotProps={{
                        textField: {
                          required: true,
                          fullWidth: true,
                          error: !!fieldState.error || issues.some((issue) => issue.field === 'startTime'),
                          helperText: fieldState.error?.message ?? `${zoneName}, from ${min.toFormat(PICKER_FORMAT)}`,
                          onBlur: field.onBlur,
                        },
                      }}
                    />
                  )}
                />
                <Controller
                  name="end"
                  control={control}
                  render={({ field, fieldState }) => (
                    <DateTimePicker
                      label="End"
                      value={field.value}
                      onChange={(value) => field.onChange(onEventClock(value, zone))}
                      timezone={zone}
                      ampm={false}
                      format={PICKER_FORMAT}
                      minDateTime={min}
                      maxDateTime={max}
                      slotProps={{
                        textField: {
                          required: true,
                          fullWidth: true,
                          error: !!fieldState.error || issues.some((issue) => issue.field === 'endTime'),
                          helperText: fieldState.error?.message ?? `${zoneName}, until ${max.toFormat(PICKER_FORMAT)}`,
                          onBlur: field.onBlur,
                        },
                      }}
                    />
                  )}
                />
              </Stack>
            </LocalizationProvider>
            <Stack direction="row" sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap', gap: 1.5, rowGap: 1 }}>
              <Typography variant="body2" color="text.secondary" id="agenda-quick-add">
                Move the end
              </Typography>
              <ButtonGroup size="small" variant="outlined" aria-labelledby="agenda-quick-add">
                {QUICK_ADD_MINUTES.map((minutes) => (
                  <Button key={minutes} onClick={() => moveEnd(minutes)} aria-label={quickAddName(minutes)}>
                    {quickAddLabel(minutes)}
                  </Button>
                ))}
              </ButtonGroup>
            </Stack>
            {issues.length > 0 ? (
              <Stack spacing={1} sx={{ mt: 2 }} aria-label="Time alerts">
                {issues.map((issue) => (
                  <Alert key={issue.message} severity="error">
                    {issue.message}
                  </Alert>
                ))}
              </Stack>
            ) : null}
          </Box>
          <Controller
            name="locationId"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Location"
                value={locations.status === 'ready' ? field.value : ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message ??
                  (locations.status === 'ready' && locations.items.length === 0 ? (
                    <>
                      {AGENDA_EDIT_TEXTS.noLocations}{' '}
                      <Link component={RouterLink} to={paths.main.event.locationedit({ e: event.id, t: event.tenant_id })}>
                        Add a location
                      </Link>
                    </>
                  ) : locations.status === 'error' ? (
                    locations.error
                  ) : undefined)
                }
              >
                <MenuItem value="">
                  <em>No location</em>
                </MenuItem>
                {locations.status === 'ready' ? locations.items.map((location) => (
                  <MenuItem key={location.id} value={location.id}>
                    {location.name}
                  </MenuItem>
                )) : null}
              </TextField>
            )}
          />
          <Controller
            name="tags"
            control={control}
            render={({ field, fieldState }) => {
              const known = tags.status === 'ready' ? tags.items : [];
              return (
                <TextField
                  select
                  label="Tags"
                  value={tags.status === 'ready' ? field.value.filter((id) => known.some((tag) => tag.id === id)) : []}
                  onChange={(e) => field.onChange(e.target.value as unknown as string[])}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={
                    fieldState.error?.message ??
                    (tags.status === 'ready' && known.length === 0 ? (
                      <>
                        {AGENDA_EDIT_TEXTS.noTags}{' '}
                        <Link component={RouterLink} to={paths.main.event.tagedit({ e: event.id, t: event.tenant_id })}>
                          Add a tag
                        </Link>
                      </>
                    ) : undefined)
                  }
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) => (
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                          {(selected as string[]).map((id) => {
                            const tag = known.find((item) => item.id === id);
                            return tag ? <TagChip key={id} text={tag.text} color={tag.color} /> : null;
                          })}
                        </Stack>
                      ),
                    },
                  }}
                >
                  {known.map((tag) => (
                    <MenuItem key={tag.id} value={tag.id}>
                      <Checkbox checked={field.value.includes(tag.id)} size="small" sx={{ p: 0, mr: 1 }} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
                      <TagChip text={tag.text} color={tag.color} />
                    </MenuItem>
                  ))}
                </TextField>
              );
            }}
          />
          <FormGroup row sx={{ columnGap: 2 }}>
            {(
              [
                ['mandatory', 'Mandatory'],
                ['locked', 'Locked'],
                ['teams', 'Teams event'],
              ] as const
            ).map(([name, label]) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => {
                          field.onChange(e.target.checked);
                          void trigger(name === 'teams' ? 'meeting' : 'places');
                        }}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                      />
                    }
                    label={label}
                  />
                )}
              />
            ))}
          </FormGroup>
          {mandatory ? null : (
            <Controller
              name="places"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Maximum participants"
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? '0 means unlimited'}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
              )}
            />
          )}
          {teams ? (
            <Controller
              name="meeting"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Teams link"
                  required
                  type="url"
                  placeholder="https://teams.microsoft.com/…"
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'An https address'}
                />
              )}
            />
          ) : null}
          {clashes.length > 0 ? (
            <Alert severity="warning" aria-label="Programme warnings">
              <AlertTitle>{AGENDA_EDIT_TEXTS.clashesTitle}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {[...new Set(clashes.map((clash) => clashText(clash, locationName(locationId))))].map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          {conflict ? (
            <Alert
              severity="warning"
              role="alert"
              action={
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button color="inherit" size="small" onClick={onReload}>
                    Reload their version
                  </Button>
                  <Button color="inherit" size="small" variant="outlined" onClick={() => void handleSubmit((form) => submit(form, conflict.version))()}>
                    Overwrite with mine
                  </Button>
                </Stack>
              }
              sx={{ alignItems: { xs: 'flex-start' }, '& .MuiAlert-action': { flexShrink: 0 } }}
            >
              <AlertTitle>{AGENDA_EDIT_TEXTS.conflictTitle(conflict.updated_by_name, conflict.updated_at ? formatMoment(new Date(conflict.updated_at), zone) : null)}</AlertTitle>
              {AGENDA_EDIT_TEXTS.conflictBody}
            </Alert>
          ) : null}
          {message ? (
            <Alert severity="error" onClose={() => setMessage(null)}>
              {message}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            <Button component={RouterLink} to={back}>
              Cancel
            </Button>
            <Tooltip title={blockedReason ?? ''} describeChild>
              {/* A disabled button receives no pointer events: the tooltip hangs on its wrapper. */}
              <span tabIndex={blockedReason ? 0 : -1} aria-label={blockedReason ? `Save: ${blockedReason}` : undefined}>
                <Button type="submit" variant="contained" disabled={blockedReason !== null}>
                  Save
                </Button>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A form-shaped placeholder while the agenda loads. */
export function AgendaFormSkeleton() {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading the agenda">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={104} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
          </Stack>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" width={120} height={36} sx={{ alignSelf: 'flex-end' }} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function ExistingAgendaForm({ event, agendaId }: { event: AgendaFormProps['event']; agendaId: string }) {
  const live = useLiveAgenda(event.id, agendaId);
  // The form edits the version it was loaded from; later saves show as a notice until Reload.
  const [loaded, setLoaded] = useState<LiveAgenda | null>(null);
  if (live.status === 'loading') return <AgendaFormSkeleton />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  const current = live.data;
  // The first version read is kept (state set while rendering, once): later ones do not reset the form.
  if (!loaded && current) setLoaded(current);
  const shown = loaded ?? current;
  if (!shown) return <Alert severity="warning">{EVENT_MESSAGES.agendaNotFound}</Alert>;
  return (
    <AgendaForm
      key={shown.version}
      agenda={shown}
      live={current}
      event={event}
      onReload={() => {
        if (current) setLoaded(current);
      }}
    />
  );
}

/** '/main/event/agendas/editagenda?e&t[&a]': create an agenda (no a) or edit its main information. */
export function AgendaEditPage() {
  const { event, canEdit } = useCurrentEvent();
  const [params] = useSearchParams();
  const agendaId = params.get('a');
  let body;
  if (!canEdit) body = <Alert severity="warning">{EVENT_MESSAGES.cannotEdit}</Alert>;
  else if (agendaId) body = <ExistingAgendaForm key={agendaId} event={event} agendaId={agendaId} />;
  else body = <AgendaForm agenda={null} live={undefined} event={event} onReload={() => undefined} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      {/* Left-aligned under the agenda layout's breadcrumb, at a width that reads well. */}
      <Box sx={{ maxWidth: 860 }}>
        {agendaId ? (
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
            Edit agenda
          </Typography>
        ) : null}
        {body}
      </Box>
    </Container>
  );
}
