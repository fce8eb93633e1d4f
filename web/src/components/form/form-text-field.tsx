import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { shownError } from './shown-error';
import { Controller, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';

/** What the form owns of the field: its value, blur, name and error. */
type Owned = 'name' | 'value' | 'defaultValue' | 'onBlur' | 'error' | 'inputRef';

export type FormTextFieldProps<T extends FieldValues, Transformed = T, N extends FieldPath<T> = FieldPath<T>> = Omit<
  TextFieldProps,
  Owned
> & {
  name: N;
  control: Control<T, unknown, Transformed>;
  /** Shown under the field while it has no error (the error's message replaces it). */
  helperText?: TextFieldProps['helperText'];
  /**
   * What the input shows of the field's value, when not the value itself: a select's options that are
   * still loading, or an id no longer among them, show as none (MUI warns of a value out of range).
   */
  shownValue?: (value: FieldPathValue<T, N>) => unknown;
};

/**
 * A react-hook-form field as an MUI TextField: the field's error (the resolver's once the
 * field was left or a save tried, or a server refusal placed by `setError`: `shownError`) is its helper text
 * and turns it red; without one the
 * `helperText` hint shows. Every other TextField prop passes through (label, required, multiline,
 * select with MenuItem children, slotProps…). The input element is the field's ref, so that a refusal
 * placed with `shouldFocus` puts the cursor in it. An `onChange` runs after the form has taken the new
 * value (a field that others follow).
 */
export function FormTextField<T extends FieldValues, Transformed = T, N extends FieldPath<T> = FieldPath<T>>({
  name,
  control,
  helperText,
  shownValue,
  onChange,
  ...props
}: FormTextFieldProps<T, Transformed, N>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState, formState }) => {
        const error = shownError(fieldState, formState);
        return (
          <TextField
            {...props}
            {...field}
            value={shownValue ? shownValue(field.value) : field.value}
            onChange={(event) => {
              field.onChange(event);
              onChange?.(event);
            }}
            inputRef={ref}
            error={!!error}
            helperText={error?.message ?? helperText}
          />
        );
      }}
    />
  );
}
