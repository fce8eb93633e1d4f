import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

interface FormSelectOption {
  value: string;
  /** What the menu shows (text, or a flag and a name). */
  label: ReactNode;
}

export type FormSelectProps<T extends FieldValues, Transformed = T, N extends FieldPath<T> = FieldPath<T>> = Omit<
  FormTextFieldProps<T, Transformed, N>,
  'select' | 'children'
> & {
  options: readonly FormSelectOption[];
};

/**
 * A react-hook-form field as an MUI select: a FormTextField in select mode, one menu
 * item per option; the field's error is its helper text, as with any field of the kit.
 */
export function FormSelect<T extends FieldValues, Transformed = T, N extends FieldPath<T> = FieldPath<T>>({
  options,
  ...props
}: FormSelectProps<T, Transformed, N>) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
