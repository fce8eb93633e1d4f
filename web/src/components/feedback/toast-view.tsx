import { INFO_TOAST_MS } from '@agenda/contract';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';

interface ToastViewProps {
  message: string;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

export default function ToastView({ message, open, onClose, onExited }: ToastViewProps) {
  return (
    <Snackbar
      open={open}
      message={message}
      autoHideDuration={INFO_TOAST_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the event's bottom bar on a phone while it shows (features/events/layout/event-bottom-bar.tsx).
      sx={{ mb: 'var(--bottom-bar-height, 0px)' }}
      // A confirmation ("Saved!") is a polite status, not an alert that interrupts (WCAG 4.1.3);
      // errors stay alerts where they are shown.
      slotProps={{ transition: { onExited }, content: { role: 'status', 'aria-live': 'polite' } }}
      action={
        <IconButton aria-label="Close notification" color="inherit" size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    />
  );
}
