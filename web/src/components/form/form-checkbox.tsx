import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormCheckboxProps<T extends FieldValues, Transformed = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, Transformed>;
  label: string;
  /** Runs after the form has taken the new value (a flag that other fields follow). */
  onChange?: (checked: boolean) => void;
}

/**
 * A react-hook-form boolean as an MUI checkbox with its label: the label is the
 * checkbox's accessible name, and the input is the field's ref, so that a refusal placed with
 * `shouldFocus` lands on it.
 */
export function FormCheckbox<T extends FieldValues, Transformed = T>({
  name,
  control,
  label,
  onChange,
}: FormCheckboxProps<T, Transformed>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={!!field.value}
              onChange={(event) => {
                field.onChange(event.target.checked);
                onChange?.(event.target.checked);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          }
        />
      )}
    />
  );
}
