import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type Ref } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'sx' | 'ref'> {
  label: string;
  /** Under the field, named by the input's aria-describedby (a refusal, said at its field). */
  helperText?: string | null;
  /** The label kept above the field even when empty (a placeholder shows in it). */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
  /** The field's outer box (a popup's anchor). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The outlined TextField of the screens that every visit draws (the list's search and day filters),
 * built from the parts MUI's TextField renders for `variant="outlined"`: the same markup, classes and
 * look. TextField itself imports the filled and standard inputs and Select (with Menu, Popover and
 * Modal) for its other variants, about 8 KB gz of the signed-in frame; screens with forms
 * keep TextField.
 */
export function OutlinedField({
  label,
  helperText = null,
  shrinkLabel,
  error,
  size,
  fullWidth,
  sx,
  ref,
  id,
  ...input
}: OutlinedFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl ref={ref} size={size} error={error} fullWidth={fullWidth} sx={sx} className="MuiTextField-root">
      <InputLabel htmlFor={inputId} id={`${inputId}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        notched={shrinkLabel}
        inputProps={{ 'aria-describedby': helperId, ...input.inputProps }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
