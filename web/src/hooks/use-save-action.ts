import { useCallback, useMemo, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { placeServerError, showServerError } from '@/lib/form-errors';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface SaveActionOptions<T extends FieldValues> {
  /** The form holds changes that are not saved (its values, chosen files…): leaving asks first. */
  dirty: boolean;
  /** react-hook-form's `setError`: a refusal's field messages land at the fields in `fields`. */
  setError?: UseFormSetError<T>;
  /** The form's fields a refusal may name; the others' messages go to the alert. */
  fields?: readonly Path<T>[];
  /** The API's field names that differ from the form's (`startDate` → `start`). */
  rename?: Readonly<Record<string, Path<T>>>;
}

export interface SaveDone<R> {
  /** The toast after a successful save (docs/product.md §8's text where it names one). */
  toast: string;
  /** Where to go after a successful save, without the unsaved-changes question; none: the page stays. */
  to?: string | ((result: R) => string);
  /** The overlay's text while the save runs (OVERLAYS.saving); none: no overlay. */
  overlay?: string;
  /** A refusal the form shows in its own way (an image's message): true when it did. */
  refused?: (error: unknown) => boolean;
}

export interface SaveAction {
  /** The form's own alert (a refusal that belongs to no field), or null. */
  alert: string | null;
  /** Sets or clears the alert directly (a failed upload before the save). */
  setAlert: (message: string | null) => void;
  /** Shows a failed save: at its fields, else in the alert; an error the dialog already shows, nowhere. */
  show: (error: unknown) => void;
  /** A save is running. */
  saving: boolean;
  /**
   * Runs a save: clears the alert, runs `task` (under the overlay), then the toast
   * and `to`; a refusal lands at its fields or in the alert and the form stays as it is, unsaved
   * changes included. Resolves to the task's result, or undefined when it failed.
   */
  run: <R>(task: () => Promise<R>, done: SaveDone<R>) => Promise<R | undefined>;
  /** After a save done outside `run`: the toast, then `to` with no unsaved-changes question. */
  saved: (toast: string, to?: string) => void;
  /** Lets the next navigation through without the unsaved-changes question. */
  allowNext: () => void;
}

const NO_FIELDS: readonly never[] = [];

/**
 * Everything a form does around its save, in one place: the overlay while it runs,
 * the toast after it, the refusal at its fields (react-hook-form's `setError`, cleared when the field
 * changes) or in the form's alert rather than the "Exception" dialog, and the question before
 * unsaved changes are lost, which a successful save that leaves the page does not ask.
 */
export function useSaveAction<T extends FieldValues = FieldValues>(options: SaveActionOptions<T>): SaveAction {
  const { dirty, setError, fields = NO_FIELDS, rename } = options;
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const navigate = useNavigate();
  const toast = useToast();
  const overlay = useOverlay();

  const show = useCallback(
    (error: unknown) => {
      setAlert(
        setError ? showServerError<Path<T>>(error, setError, fields, rename) : placeServerError(error, NO_FIELDS).alert,
      );
    },
    [setError, fields, rename],
  );

  const { allowNext } = unsaved;
  const saved = useCallback(
    (message: string, to?: string) => {
      toast.info(message);
      if (to === undefined) return;
      allowNext();
      void navigate(to);
    },
    [toast, allowNext, navigate],
  );

  const run = useCallback(
    async <R>(task: () => Promise<R>, done: SaveDone<R>): Promise<R | undefined> => {
      setAlert(null);
      setSaving(true);
      let result: R;
      try {
        result = await (done.overlay === undefined ? task() : overlay.run(done.overlay, task));
      } catch (error) {
        if (!done.refused?.(error)) show(error);
        return undefined;
      } finally {
        setSaving(false);
      }
      saved(done.toast, typeof done.to === 'function' ? done.to(result) : done.to);
      return result;
    },
    [overlay, show, saved],
  );

  return useMemo(
    () => ({ alert, setAlert, show, saving, run, saved, allowNext }),
    [alert, show, saving, run, saved, allowNext],
  );
}
