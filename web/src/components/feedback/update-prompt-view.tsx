import { APP_UPDATE_TEXTS } from '@agenda/contract';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { applyUpdate } from '@/lib/service-worker';

/**
 * The update prompt's Snackbar: it stays until answered (no timeout, no click-away), announced politely, and
 * its buttons are ordinary buttons in the tab order, after the page.
 */
export default function UpdatePromptView({ onLater }: { onLater: () => void }) {
  return (
    <Snackbar
      open
      message={APP_UPDATE_TEXTS.ready}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the event's bottom bar on a phone while it shows (features/events/layout/event-bottom-bar.tsx).
      sx={{ mb: 'var(--bottom-bar-height, 0px)' }}
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onLater}>
            {APP_UPDATE_TEXTS.later}
          </Button>
          <Button color="secondary" variant="contained" size="small" onClick={() => applyUpdate()}>
            {APP_UPDATE_TEXTS.reload}
          </Button>
        </>
      }
    />
  );
}
