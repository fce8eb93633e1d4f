import { CONFIRM_DIALOG_WIDTH } from '@agenda/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ConfirmAction } from './confirm-action';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  action: ConfirmAction;
  onAnswer: (confirmed: boolean) => void;
}

/**
 * A question before a consequential action. Its button names the action ("Delete", "Leave"), and the focus
 * starts on the safe choice, so that Enter or a stray key press never deletes anything.
 */
export default function ConfirmDialog({ title, message, action, onAnswer }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open
      onClose={() => onAnswer(false)}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {action.keepLabel ?? 'Cancel'}
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained" color={action.destructive ? 'error' : 'primary'}>
          {action.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
