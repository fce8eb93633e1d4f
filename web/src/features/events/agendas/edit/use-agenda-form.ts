import { OVERLAYS, TOASTS, type AgendaConflict } from '@agenda/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { AT_THE_FORM } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import { saveAgenda } from '@/features/events/agendas/shared/agendas-api';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';
import {
  agendaFormDefaults,
  agendaFormResolver,
  conflictOf,
  fieldErrorsOf,
  sameAgendaForm,
  toAgendaSave,
  type AgendaEvent,
  type AgendaFormValues,
} from './agenda-form';
import { endAfterStartMoved, quickAdd, timeIssues } from './agenda-time';

export interface AgendaFormInput {
  /** The stored agenda the form was loaded from; null to create one. */
  agenda: LiveAgenda | null;
  /** The agenda as it is now, live (undefined while creating; null once deleted). */
  live: LiveAgenda | null | undefined;
  event: AgendaEvent & { id: string; tenant_id: string };
}

/**
 * The Edit agenda form's state and save (docs/product.md §2 Main Info): the three alerts of §5 block Save; each
 * save names the version it was based on, so that someone else's newer save is never silently
 * overwritten (409: `conflict`, with Reload or Overwrite); a later save elsewhere shows as
 * `newerElsewhere` until the person reloads.
 */
export function useAgendaForm({ agenda, live, event }: AgendaFormInput) {
  const navigate = useNavigate();
  const overlay = useOverlay();
  const toast = useToast();
  const [baseVersion, setBaseVersion] = useState<number | null>(agenda?.version ?? null);
  // Versions written by this form: the live listener shows them too, and they are not someone else's.
  const ownVersions = useRef(new Set<number>());
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<AgendaConflict | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const target = useMemo(
    () => ({ id: agenda?.id ?? null, eventId: event.id, version: baseVersion }),
    [agenda, event.id, baseVersion],
  );
  const resolver = useMemo(() => agendaFormResolver(target), [target]);
  // Read once: a new agenda's start depends on the time of day (the next half hour of a running event).
  const [initial] = useState(() => agendaFormDefaults(agenda, event));
  const form = useForm<AgendaFormValues>({ mode: 'onChange', resolver, defaultValues: initial });
  const { control, handleSubmit, formState, setValue, setError, reset, getValues } = form;
  const [start, end, mandatory, teams] = useWatch({ control, name: ['start', 'end', 'mandatory', 'teams'] });
  // What was loaded or last saved: the form is "changed" when it differs (times by their instant).
  const [saved, setSaved] = useState(initial);
  // The last readable start: the end follows each move of it, also after an unreadable moment of typing.
  const lastStart = useRef(initial.start);
  useEffect(() => {
    if (start?.isValid) lastStart.current = start;
  }, [start]);
  const current = useWatch({ control }) as AgendaFormValues;
  const dirty = !sameAgendaForm(current, saved);
  const { allowNext } = useUnsavedChanges(dirty && !saving);

  const issues = timeIssues(start, end, event);
  const deleted = agenda !== null && live === null;
  const newerElsewhere =
    !saving &&
    !conflict &&
    live &&
    baseVersion !== null &&
    live.version > baseVersion &&
    !ownVersions.current.has(live.version)
      ? live
      : null;

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

  const submit = async (values: AgendaFormValues, version: number | null) => {
    setMessage(null);
    setSaving(true);
    let savedVersion: number;
    try {
      const result = await overlay.run(OVERLAYS.saving, () =>
        saveAgenda(toAgendaSave(values, { ...target, version }), AT_THE_FORM),
      );
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
      if (refused.length === 0)
        setMessage(unreportedErrorText(error) ?? (error instanceof Error ? error.message : String(error)));
      return;
    }
    ownVersions.current.add(savedVersion);
    setConflict(null);
    toast.info(TOASTS.agendaSaved);
    if (!agenda) {
      // docs/product.md §4: creating returns to the agenda list.
      allowNext();
      void navigate(paths.main.event.agendalist({ e: event.id, t: event.tenant_id }));
      return;
    }
    // Updating stays here: what was saved is the new starting point.
    setBaseVersion(savedVersion);
    reset(values);
    setSaved(values);
    setSaving(false);
  };

  return {
    form,
    mandatory,
    teams,
    issues,
    deleted,
    newerElsewhere,
    conflict,
    message,
    clearMessage: () => setMessage(null),
    blockedReason,
    onSubmit: handleSubmit((values) => submit(values, baseVersion)),
    /** Saves over the newer version of the conflict (the person chose "Overwrite with mine"). */
    overwrite: (version: number) => handleSubmit((values) => submit(values, version))(),
    /** Quick-add: the end is the start plus `minutes`. */
    setDuration: (minutes: number) => {
      const next = quickAdd(getValues('start'), minutes);
      if (next) setValue('end', next, { shouldDirty: true, shouldValidate: true });
    },
    /** After the start changed: the end moves by as much, keeping the duration. */
    followStart: () => {
      const next = getValues('start');
      const end = endAfterStartMoved(lastStart.current, next, getValues('end'));
      if (next?.isValid) lastStart.current = next;
      if (end) setValue('end', end, { shouldDirty: true, shouldValidate: true });
    },
  };
}
