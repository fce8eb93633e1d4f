import type { ControllerFieldState, FieldError, FieldValues, UseFormStateReturn } from 'react-hook-form';

/**
 * The error a field shows now: the form checks every change (Save's reason stays
 * current), but a field speaks only once the person has left it or tried to save, and a server's refusal
 * at once. So a date being typed, or a name half written, raises no error at every key press.
 */
export function shownError<T extends FieldValues>(
  fieldState: ControllerFieldState,
  formState: Pick<UseFormStateReturn<T>, 'submitCount'>,
): FieldError | undefined {
  const { error } = fieldState;
  if (!error) return undefined;
  const due = fieldState.isTouched || formState.submitCount > 0 || error.type === 'server';
  return due ? error : undefined;
}
