import type { Location } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { FormCard } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';
import { AgendaClashesAlert } from './agenda-clashes-alert';
import { AgendaLocationField } from './agenda-location-field';
import { AgendaOptionsFields } from './agenda-options-fields';
import { AgendaTagsField } from './agenda-tags-field';
import { AgendaTimesFields } from './agenda-times-fields';
import { ConflictAlert, NewerVersionNotice } from './agenda-version-alerts';
import { useAgendaForm, type AgendaFormInput } from './use-agenda-form';

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

interface AgendaFormProps extends AgendaFormInput {
  /** Loads the live version into the form (drops the person's changes). */
  onReload: () => void;
}

/**
 * docs/product.md §2 Edit agenda (Main Info): the times are edited on the event's clock and bounded by it; the
 * three alerts of §5 block Save; clashes with other sessions only warn. Each save names the version
 * it was based on, so that someone else's newer save is never silently overwritten (409).
 */
export function AgendaForm({ agenda, live, onReload, event }: AgendaFormProps) {
  const {
    form,
    mandatory,
    teams,
    issues,
    deleted,
    newerElsewhere,
    conflict,
    message,
    clearMessage,
    blockedReason,
    onSubmit,
    overwrite,
    setDuration,
    followStart,
  } = useAgendaForm({
    agenda,
    live,
    event,
  });
  const { control, trigger } = form;
  const locations = useLiveChildren(event.id, 'locations', byName);
  const back = paths.main.event.agendalist({ e: event.id, t: event.tenant_id });

  return (
    <FormCard
      aria-label="Agenda"
      onSubmit={(e) => void onSubmit(e)}
      alert={message}
      onAlertClose={clearMessage}
      actions={
        <>
          <Button component={RouterLink} to={back}>
            Cancel
          </Button>
          <SaveButton blockedReason={blockedReason} />
        </>
      }
    >
      {deleted ? <Alert severity="warning">{AGENDA_EDIT_TEXTS.deleted}</Alert> : null}
      {newerElsewhere ? <NewerVersionNotice newer={newerElsewhere} zone={event.timezone} onReload={onReload} /> : null}
      <FormTextField name="name" control={control} label="Agenda name" required />
      <FormTextField name="description" control={control} label="Description" required multiline minRows={3} />
      <AgendaTimesFields
        control={control}
        trigger={trigger}
        event={event}
        issues={issues}
        onDuration={setDuration}
        onStartMoved={followStart}
      />
      <AgendaLocationField control={control} event={event} locations={locations} />
      <AgendaTagsField control={control} event={event} />
      <AgendaOptionsFields control={control} trigger={trigger} mandatory={mandatory} teams={teams} />
      <AgendaClashesAlert control={control} eventId={event.id} agenda={agenda} live={live} locations={locations} />
      {conflict ? (
        <ConflictAlert
          conflict={conflict}
          zone={event.timezone}
          onReload={onReload}
          onOverwrite={() => void overwrite(conflict.version)}
        />
      ) : null}
    </FormCard>
  );
}
