import {
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@agenda/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DraftErrors, NotificationDraft } from '../lib/forms';

interface NotificationEditorProps {
  value: NotificationDraft;
  onChange: (draft: NotificationDraft) => void;
  /** Errors shown at their fields (the form shows them once a field was left or a save tried). */
  errors: DraftErrors;
  disabled?: boolean;
}

/** The notification editor (docs/product.md §2): subject, type LINK or TEXT, and the link of a LINK notification. */
export function NotificationEditor({ value, onChange, errors, disabled = false }: NotificationEditorProps) {
  return (
    <Stack spacing={2}>
      <TextField
        label="Subject"
        value={value.message}
        onChange={(event) => onChange({ ...value, message: event.target.value })}
        required
        multiline
        minRows={2}
        disabled={disabled}
        error={!!errors.message}
        helperText={errors.message ?? 'The message every recipient gets'}
        slotProps={{ htmlInput: { maxLength: NOTIFICATION_MESSAGE_MAX } }}
      />
      <FormControl disabled={disabled}>
        <FormLabel id="notification-type">Type</FormLabel>
        <RadioGroup
          row
          aria-labelledby="notification-type"
          value={value.type}
          onChange={(event) => onChange({ ...value, type: event.target.value as NotificationType })}
        >
          {NOTIFICATION_TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={type} />
          ))}
        </RadioGroup>
      </FormControl>
      {value.type === 'LINK' ? (
        <TextField
          label="Link"
          type="url"
          value={value.link}
          onChange={(event) => onChange({ ...value, link: event.target.value })}
          required
          disabled={disabled}
          error={!!errors.link}
          helperText={errors.link ?? 'An http or https address the recipients open'}
          slotProps={{ htmlInput: { maxLength: NOTIFICATION_LINK_MAX } }}
        />
      ) : null}
    </Stack>
  );
}
