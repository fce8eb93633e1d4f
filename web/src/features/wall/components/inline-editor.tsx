import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { SaveButton } from '@/components/form/save-button';
import { useToast } from '@/components/feedback/toast-provider';
import { WALL_TEXTS } from '../lib/wall-texts';
import { useDirtyText } from './wall-viewer';
import { refusalText, textBlocked } from './wall-composer';

interface InlineEditorProps {
  label: string;
  initial: string;
  max: number;
  empty: string;
  /** Saves the text; a refusal shows at the field. */
  save: (text: string) => Promise<unknown>;
  /** The editor closes: after a save, or on Cancel. */
  done: () => void;
  /** A new comment's editor stays open and empties itself after each save. */
  keepOpen?: boolean;
  submitLabel?: string;
  busyLabel?: string;
}

/** A text field with its counter and Save: the edit of one's own post or comment, and a new comment. */
export function InlineEditor({
  label,
  initial,
  max,
  empty,
  save,
  done,
  keepOpen = false,
  submitLabel = WALL_TEXTS.save,
  busyLabel = submitLabel,
}: InlineEditorProps) {
  const toast = useToast();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDirtyText(text.trim() !== initial.trim() && !busy);
  const blocked = textBlocked(text, max, empty);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || busy) return;
    setBusy(true);
    try {
      await save(text);
      toast.info(WALL_TEXTS.saved);
      if (keepOpen) setText('');
      else done();
    } catch (cause) {
      setError(refusalText(cause, 'text'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ mt: 1 }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        multiline
        minRows={1}
        maxRows={10}
        fullWidth
        size="small"
        autoFocus={!keepOpen}
        error={!!error || text.length > max}
        helperText={error ?? WALL_TEXTS.remaining(max - text.length)}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {keepOpen ? null : (
          <Button onClick={done} sx={{ minHeight: 44 }}>
            {WALL_TEXTS.cancel}
          </Button>
        )}
        <SaveButton blockedReason={blocked} busy={busy} sx={{ minHeight: 44 }}>
          {busy ? busyLabel : submitLabel}
        </SaveButton>
      </Stack>
    </Stack>
  );
}
