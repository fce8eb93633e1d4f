import { WALL_REPORT_REASON_MAX } from '@agenda/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { SaveButton } from '@/components/form/save-button';
import { useToast } from '@/components/feedback/toast-provider';
import { reportItem } from '../api/wall';
import { WALL_TEXTS } from '../lib/wall-texts';
import { refusalText, textBlocked } from './wall-composer';

interface ReportDialogProps {
  eventId: string;
  postId: string;
  /** The comment reported, null for the post. */
  commentId: string | null;
  onClose: () => void;
}

/** Reports a post or comment to the event's editors with a reason (once per person; again replaces it). */
export function ReportDialog({ eventId, postId, commentId, onClose }: ReportDialogProps) {
  const toast = useToast();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blocked = textBlocked(reason, WALL_REPORT_REASON_MAX, WALL_TEXTS.emptyReason);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || busy) return;
    setBusy(true);
    try {
      await reportItem(eventId, postId, commentId, reason);
      toast.info(WALL_TEXTS.reported);
      onClose();
    } catch (cause) {
      setError(refusalText(cause, 'reason'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{WALL_TEXTS.reportTitle(commentId ? 'comment' : 'post')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{WALL_TEXTS.reportHint}</DialogContentText>
          <TextField
            label={WALL_TEXTS.reason}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            error={!!error || reason.length > WALL_REPORT_REASON_MAX}
            helperText={error ?? WALL_TEXTS.remaining(WALL_REPORT_REASON_MAX - reason.length)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {WALL_TEXTS.cancel}
          </Button>
          <SaveButton blockedReason={blocked} busy={busy} sx={{ minHeight: 44 }}>
            {WALL_TEXTS.sendReport}
          </SaveButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
