import { ERROR_DIALOG_WIDTH, MESSAGES } from '@agenda/contract';
import Box from '@mui/material/Box';
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

/** Spec §8: "Exception", then "ERROR OCCURED" followed by the error text and the stack text. */
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
        {report.stack ? (
          <Box
            component="pre"
            tabIndex={0}
            aria-label="Stack trace"
            sx={{
              mt: 2,
              mb: 0,
              p: 1.5,
              maxHeight: 320,
              overflow: 'auto',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
              fontSize: '0.8125rem',
              whiteSpace: 'pre',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {report.stack}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
