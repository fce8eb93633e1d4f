import { useEffect, useMemo, useState } from 'react';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { firstBlockedReason } from '@/lib/form-errors';
import { useSaveAction, type SaveAction } from './use-save-action';

const messagesOf = (errors: FieldErrors): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error?.message === 'string' ? error.message : undefined,
    ]),
  );

/**
 * Why Save is disabled, for its tooltip: the first problem in the order of
 * `labels`, shown or not yet shown (the form's resolver is run on the current values, so an untouched
 * required field counts), then `extra` (a rule outside the fields, such as "Choose a colour").
 */
export function useBlockedReason<T extends FieldValues, Transformed = T>(
  control: Control<T, unknown, Transformed>,
  resolver: Resolver<T, unknown, Transformed>,
  shown: FieldErrors<T>,
  labels: Readonly<Partial<Record<Path<T> | 'root', string>>>,
  extra: string | null = null,
): string | null {
  const values = useWatch({ control }) as T;
  // The watched object can be updated in place: its content, not its identity, says it changed.
  const key = JSON.stringify(values);
  const [hidden, setHidden] = useState<Record<string, string | undefined>>({});
  useEffect(() => {
    let active = true;
    void Promise.resolve(resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).then(
      (result) => {
        if (active) setHidden(messagesOf(result.errors as FieldErrors));
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `values`
  }, [resolver, key]);
  const visible = messagesOf(shown as FieldErrors);
  const merged: Record<string, string | undefined> = { ...hidden };
  for (const [field, message] of Object.entries(visible)) if (message) merged[field] = message;
  return firstBlockedReason(merged, labels as Record<string, string>) ?? extra;
}

/** Our text while a form's problems are still being listed. */
const FORM_INCOMPLETE = 'Fill in the required fields';

export interface EditFormOptions<T extends FieldValues> {
  /** The form's fields in screen order with their labels ("Name"): Save's tooltip names the first problem. */
  labels: Readonly<Partial<Record<Path<T> | 'root', string>>>;
  /** The API's field names that differ from the form's. */
  rename?: Readonly<Record<string, Path<T>>>;
  /** A reason outside the fields why Save cannot be pressed ("Choose a colour"), or null. */
  extra?: string | null;
  /** Changes the form's values do not hold (chosen files, pickers): they count as unsaved too. */
  dirty?: boolean;
}

export interface EditForm {
  /** Why Save is disabled (its tooltip), or null. */
  blockedReason: string | null;
}

/**
 * Why a react-hook-form form's Save is disabled: the first problem in the order of `labels` (see
 * `useBlockedReason`), then `extra`; until the resolver's first answer, right after the form appears,
 * the form's own verdict decides (FORM_INCOMPLETE).
 */
export function useFormBlockedReason<T extends FieldValues, Transformed = T>(
  form: Pick<UseFormReturn<T, unknown, Transformed>, 'control' | 'formState'>,
  resolver: Resolver<T, unknown, Transformed>,
  labels: Readonly<Partial<Record<Path<T> | 'root', string>>>,
  extra: string | null = null,
): string | null {
  // Read on every render: react-hook-form computes only the parts of its state that are read.
  const { isValid } = form.formState;
  const reason = useBlockedReason(form.control, resolver, form.formState.errors, labels, extra);
  return reason ?? (isValid ? null : FORM_INCOMPLETE);
}

/**
 * Everything an edit form does around its save, in one place: `useSaveAction`
 * (refusals at their fields or in the form's alert, the question before leaving with unsaved changes,
 * the toast after a save) with the disabled Save's reason (`useFormBlockedReason`).
 */
export function useEditForm<T extends FieldValues, Transformed = T>(
  form: Pick<UseFormReturn<T, unknown, Transformed>, 'control' | 'formState' | 'setError'>,
  resolver: Resolver<T, unknown, Transformed>,
  options: EditFormOptions<T>,
): EditForm & SaveAction {
  const fields = useMemo(() => Object.keys(options.labels) as Path<T>[], [options.labels]);
  const { isDirty } = form.formState;
  const action = useSaveAction<T>({
    dirty: isDirty || (options.dirty ?? false),
    setError: form.setError,
    fields,
    rename: options.rename,
  });
  const blockedReason = useFormBlockedReason(form, resolver, options.labels, options.extra ?? null);
  return { ...action, blockedReason };
}
