import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { SaveButton } from '@/components/form/save-button';
import { loadExistingUsers, searchUsersPage, TwoTableUserPicker, type PickedUser } from '@/components/user-picker';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { ApiRequestError } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import type { PeopleList } from './participants-api';
import { ReadOnlyPeople } from './read-only-people';

/** Our texts for the Save button's tooltip (the spec names none). */
export const SAVE_REASONS = {
  loading: 'The list is still loading',
  unchanged: 'Nothing has changed yet',
  saving: 'Saving…',
} as const;

const NO_ONE: readonly PickedUser[] = [];

const sameIds = (a: readonly PickedUser[], b: readonly PickedUser[]) =>
  a.length === b.length && a.every((user, index) => user.id === b[index]?.id);

export interface PeopleEditorProps {
  /** The screen's title and the right table's, e.g. "Speakers". */
  heading: string;
  /** A line under the title (whose list it is, places). */
  subtitle?: ReactNode;
  /** Reads the list (the GET of docs/product.md §7). */
  load: () => Promise<PeopleList>;
  /** Changes whenever the stored list changes (a Firestore listener's version of this list): the list is read again. */
  liveKey: string;
  /** Saves the user ids (the POST of docs/product.md §7) with the version the draft started from. */
  save: (ids: string[], version: number) => Promise<PeopleList>;
  /** docs/product.md §8: "Speakers Saved!" or "Participants Saved!". */
  savedToast: string;
  /** The viewer's edit right, as the live event tells it. */
  canEdit: boolean;
  /** Why the viewer cannot edit (shown in the picker and the Save tooltip). */
  readOnlyReason: string;
  /** The shared rule's refusal of the chosen ids (places, Locked, limits), or null. */
  refusal?: (ids: string[], storedIds: string[]) => string | null;
}

function PickerSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={`Loading the ${label.toLowerCase()}`}>
      <Skeleton variant="rounded" width={180} height={32} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Skeleton variant="rounded" height={520} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={520} sx={{ flex: 1 }} />
      </Stack>
    </Stack>
  );
}

/** The whole screen while what it is about (the agenda) is loading. */
export function PeopleEditorSkeleton({ label }: { label: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Skeleton variant="text" width={220} height={48} sx={{ mb: 2 }} />
      <PickerSkeleton label={label} />
    </Container>
  );
}

/**
 * A picker screen of docs/product.md §2 "Speakers, participants, mandatory participants, event participants,
 * event organizers": the stored list read live, the two-table picker, Save with the spec's toast.
 * A refusal (places, Locked, someone else's newer save) shows beside the picker.
 */
export function PeopleEditor({
  heading,
  subtitle,
  load,
  liveKey,
  save,
  savedToast,
  canEdit,
  readOnlyReason,
  refusal,
}: PeopleEditorProps) {
  const toast = useToast();
  const rights = useRights();
  const [stored, setStored] = useState<PeopleList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ people: PickedUser[]; basedOn: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  // Read again whenever the stored list changes (another tab's save, a join), and on the first render.
  useEffect(() => {
    let active = true;
    load().then(
      (list) => {
        if (!active) return;
        setStored(list);
        setLoadError(null);
      },
      (error: unknown) => {
        if (active) setLoadError(unreportedErrorText(error) ?? 'The list could not be loaded');
      },
    );
    return () => {
      active = false;
    };
  }, [load, liveKey]);

  const value: readonly PickedUser[] = useMemo(() => draft?.people ?? stored?.people ?? NO_ONE, [draft, stored]);
  const dirty = draft !== null && stored !== null && !sameIds(draft.people, stored.people);
  const { allowNext } = useUnsavedChanges(dirty);
  const ids = useMemo(() => value.map((user) => user.id), [value]);
  const ruleRefusal =
    dirty && refusal && stored
      ? refusal(
          ids,
          stored.people.map((user) => user.id),
        )
      : null;
  const mayEdit = canEdit && (stored?.canEdit ?? true);
  const outdated = dirty && stored !== null && draft !== null && stored.version !== draft.basedOn;

  const saveReason = !mayEdit
    ? readOnlyReason
    : stored === null
      ? SAVE_REASONS.loading
      : saving
        ? SAVE_REASONS.saving
        : !dirty
          ? SAVE_REASONS.unchanged
          : ruleRefusal;

  const onSave = async () => {
    if (!draft || saveReason) return;
    setSaving(true);
    setRefused(null);
    try {
      const saved = await save(ids, draft.basedOn);
      allowNext();
      setStored(saved);
      setDraft(null);
      toast.info(savedToast);
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409)) {
        const fields = Object.values(error.fields ?? {}).flat();
        setRefused([error.error, ...fields.filter((text) => text !== error.error)].join(' '));
      } else {
        const text = unreportedErrorText(error);
        if (text) setRefused(text);
      }
    } finally {
      setSaving(false);
    }
  };

  const notices = (
    <>
      {ruleRefusal ? <Alert severity="error">{ruleRefusal}</Alert> : null}
      {refused ? (
        <Alert severity="error" onClose={() => setRefused(null)}>
          {refused}
        </Alert>
      ) : null}
      {outdated ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setDraft(null)}>
              Show their list
            </Button>
          }
        >
          Someone else saved this list after you started changing it: saving now would be refused. Show their list and
          make your changes again.
        </Alert>
      ) : null}
    </>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Box
        component="form"
        noValidate
        aria-label={heading}
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1">{heading}</Typography>
            {subtitle ? (
              <Typography color="text.secondary" sx={{ mt: 0.5 }} component="div">
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {mayEdit ? (
            <SaveButton blockedReason={saveReason} startIcon={<Save />}>
              {saving ? 'Saving…' : 'Save'}
            </SaveButton>
          ) : null}
        </Stack>
        {loadError ? (
          <Alert severity="error">{loadError}</Alert>
        ) : stored === null ? (
          <PickerSkeleton label={heading} />
        ) : !mayEdit ? (
          // Who may not edit the list reads the names, with no picker or remove chevrons.
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {readOnlyReason}
            </Typography>
            <ReadOnlyPeople title={heading} people={stored.people} />
          </>
        ) : (
          <TwoTableUserPicker
            title={heading}
            value={value}
            onChange={(people) => {
              setRefused(null);
              setDraft((previous) => ({ people, basedOn: previous?.basedOn ?? stored.version }));
            }}
            disabled={!mayEdit}
            disabledReason={readOnlyReason}
            // Who may not edit is offered no one (and lists no users).
            {...(mayEdit ? {} : { available: NO_ONE })}
            loadPage={rights.isAdminOfAnyTenant ? loadExistingUsers : searchUsersPage}
            error={notices}
          />
        )}
      </Box>
    </Container>
  );
}
