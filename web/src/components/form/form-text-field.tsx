import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What the form owns of the field: its value, change, blur, name and error. */
type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef';

export type FormTextFieldProps<T extends FieldValues, Transformed = T> = Omit<TextFieldProps, Owned> & {
  name: FieldPath<T>;
  control: Control<T, unknown, Transformed>;
  /** Shown under the field while it has no error (the error's message replaces it). */
  helperText?: TextFieldProps['helperText'];
};

/**
 * A react-hook-form field as an MUI TextField (issue 30, item 6): the field's error (the resolver's or
 * a server refusal placed by `setError`) is its helper text and turns it red; without one the
 * `helperText` hint shows. Every other TextField prop passes through (label, required, multiline,
 * select with MenuItem children, slotProps…). The input element is the field's ref, so that a refusal
 * placed with `shouldFocus` puts the cursor in it.
 */
export function FormTextField<T extends FieldValues, Transformed = T>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<T, Transformed>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
