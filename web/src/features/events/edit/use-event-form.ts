import { OVERLAYS, TOASTS, type Tenant } from '@agenda/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { useFormBlockedReason } from '@/hooks/use-form-errors';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { useSaveAction } from '@/hooks/use-save-action';
import { AT_THE_FORM } from '@/lib/api';
import type { EventItem } from '@/lib/event-item';
import { uploadEventFile } from '@/lib/event-storage';
import type { FileStorage } from '@/lib/file-storage';
import { recordSaveOverlay } from '@/lib/save-overlay';
import { useRights } from '@/lib/rights';
import { countryTimeZone, pickerZone } from './event-dates';
import {
  EVENT_FORM_FIELD,
  EVENT_FORM_FIELDS,
  EVENT_FORM_LABELS,
  eventFormDefaults,
  eventFormResolver,
  toEventSave,
  type EventFormValues,
} from './event-form';
import type { ChosenPoster } from './poster-picker';
import { saveEvent } from './save-event';

/** Our text when the event is saved but its poster is not (Storage refused or is unreachable). */
const posterNotSaved = (reason: string) => `The event was saved, but its poster could not be uploaded (${reason}).`;

/** The countries the Country select offers: those the caller administers (root: all), and the event's own. */
function countryOptions(
  tenants: readonly Tenant[],
  isAdminOf: (id: string) => boolean,
  current: string | null,
): Tenant[] {
  return tenants.filter((tenant) => isAdminOf(tenant.id) || tenant.id === current);
}

export interface EventFormInput {
  event: EventItem | null;
  /** The list's country (`t`): a new event's default when the caller administers it. */
  listed: string | null;
  storage: FileStorage;
}

/**
 * The Edit event form's state and save (docs/product.md §2 Edit event): the countries the caller may choose, the
 * zone the pickers draw in, why Save is disabled, and the save, which uploads a chosen poster once the
 * event exists and then goes to the event's agenda list.
 */
export function useEventForm({ event, listed, storage }: EventFormInput) {
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
  const form = useForm<EventFormValues>({
    mode: 'onChange',
    resolver,
    // A new event starts in its country's zone; an edited one keeps its own.
    defaultValues: eventFormDefaults(event, countryTimeZone(initialCountry), initialCountry),
  });
  const { handleSubmit, formState, watch, setError } = form;
  const zone = pickerZone(watch('timezone'));
  const tenants = live.status === 'ready' ? live.tenants : [];
  const dirty = formState.isDirty || poster !== null || posterRemoved;
  const action = useSaveAction({ dirty, setError, fields: EVENT_FORM_FIELDS, rename: EVENT_FORM_FIELD });
  const blockedReason = useFormBlockedReason(form, resolver, EVENT_FORM_LABELS);

  /** Saves the event, then uploads a chosen poster, whose folder belongs to the event, once it exists. */
  const saveWithPoster = async (values: EventFormValues): Promise<EventItem> => {
    const payload = toEventSave(values, ids);
    // A removed poster is cleared with the record; the server deletes the file after the save.
    const cleared = posterRemoved && !poster;
    const saved = await overlay.run(recordSaveOverlay({ added: false, dropped: cleared && !!event?.poster_id }), () =>
      saveEvent(cleared ? { ...payload, poster_image_url: null, poster_image_id: null } : payload, AT_THE_FORM),
    );
    if (!poster) return saved;
    try {
      const stored = await overlay.run(OVERLAYS.savingFiles, () =>
        uploadEventFile(saved.id, 'posters', poster.file, poster.kind, storage),
      );
      try {
        await overlay.run(recordSaveOverlay({ added: true, dropped: !!saved.poster_id }), () =>
          saveEvent({ ...payload, id: saved.id, poster_image_url: stored.url, poster_image_id: stored.reference }),
        );
      } catch (error) {
        // The file belongs to no record now; removing it is best effort.
        void storage.remove(stored.reference).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      // The event is saved: the form leaves all the same, and says what became of the poster.
      toast.info(posterNotSaved(error instanceof Error ? error.message : String(error)));
    }
    return saved;
  };

  // A refused save stays on the form with its changes, the refusal at its field (useSaveAction).
  const save = (values: EventFormValues) =>
    action.run(() => saveWithPoster(values), {
      toast: TOASTS.eventSaved,
      // docs/product.md §2: after save the user goes to that event's agendas list.
      to: (saved) => paths.main.event.agendalist({ e: saved.id, t: saved.tenant_id }),
    });

  return {
    form,
    action,
    zone,
    tenantsReady: live.status === 'ready',
    countryOptions: countryOptions(tenants, rights.isAdminOf, event?.tenant_id ?? null),
    // Moving an event to another country needs admin of both (the server's rule): others see it fixed.
    countryFixed: !!event && !rights.isAdminOf(event.tenant_id),
    listedName: tenants.find((tenant) => tenant.id === listed)?.country_name ?? listed,
    notListed: !event && !!listed && !rights.isAdminOf(listed),
    blockedReason,
    poster,
    setPoster,
    posterRemoved,
    removePoster: () => setPosterRemoved(true),
    onSubmit: (e: FormEvent) => void handleSubmit(save)(e).catch(() => undefined),
  };
}
