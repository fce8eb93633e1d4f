import { ERROR_DIALOG_WIDTH, MESSAGES } from '@agenda/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ApiErrorReport } from '@/lib/error-bus';

interface ErrorDialogViewProps {
  report: ApiErrorReport;
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product.md §8: "Exception", then "ERROR OCCURED" followed by the error text. The stack text is never a
 * server's (it names the server's files; web/src/lib/api.ts drops it), so the dialog shows the text only.
 */
export default function ErrorDialogView({ report, open, onClose }: ErrorDialogViewProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: ERROR_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{MESSAGES.errorDialogTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography component="p" sx={{ fontWeight: 700, color: 'error.main' }}>
          {MESSAGES.errorDialogPrefix}
        </Typography>
        <Typography component="p" sx={{ mt: 1, wordBreak: 'break-word' }}>
          {report.error}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
