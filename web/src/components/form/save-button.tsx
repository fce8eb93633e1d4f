import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

interface SaveButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Why the button cannot be pressed now ("Name: You must enter a value"); null when it can. */
  blockedReason: string | null;
  /** The save is running: disabled without a reason to show. */
  busy?: boolean;
}

/**
 * A form's Save that says why it is disabled (issue 14, item 4): the reason is its tooltip and, for
 * keyboards and screen readers, part of the focusable wrapper's name (a disabled button gets no focus).
 */
export function SaveButton({ blockedReason, busy = false, children = 'Save', ...props }: SaveButtonProps) {
  const label = typeof children === 'string' ? children : 'Save';
  return (
    <Tooltip title={blockedReason ?? ''} describeChild>
      <span tabIndex={blockedReason ? 0 : -1} aria-label={blockedReason ? `${label}: ${blockedReason}` : undefined} style={{ display: 'inline-flex' }}>
        <Button type="submit" variant="contained" {...props} disabled={!!blockedReason || busy}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
