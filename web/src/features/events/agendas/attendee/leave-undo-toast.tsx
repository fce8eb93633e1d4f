import { SESSION_ACTION_TEXTS } from '@agenda/contract';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import type { KeyboardEvent, Ref } from 'react';
import { touchTarget } from '@/components/a11y/touch-target';

/**
 * "Leaving {session}… Undo" while a leave waits to be sent (LEAVE_UNDO_MS): drawn over the page (a portal,
 * out of the card's stacking), its Undo one Tab from the pending Leave (the button hands the focus over),
 * Shift+Tab back. The announcer has said it; the toast itself is a labelled group, not a second alert.
 */
export function LeaveUndoToast({
  name,
  undoRef,
  onUndo,
  onBack,
}: {
  name: string;
  undoRef: Ref<HTMLButtonElement>;
  onUndo: () => void;
  /** Shift+Tab from Undo: back to the session's button. */
  onBack: () => void;
}) {
  const back = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && event.shiftKey) {
      event.preventDefault();
      onBack();
    }
  };
  return (
    <Portal>
      <Snackbar
        open
        // The scroll-to-top button moves above it rather than under it (scroll-top-button.tsx).
        data-bottom-action
        message={SESSION_ACTION_TEXTS.leaving(name)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // Closed by its timer or Undo only: a tap elsewhere or Escape leaves the leave as it is.
        onClose={() => undefined}
        slotProps={{
          content: { role: 'group', 'aria-label': SESSION_ACTION_TEXTS.leaving(name) },
        }}
        action={
          <Button ref={undoRef} color="inherit" onClick={onUndo} onKeyDown={back} sx={touchTarget}>
            {SESSION_ACTION_TEXTS.undo}
          </Button>
        }
      />
    </Portal>
  );
}
