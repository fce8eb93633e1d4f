import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

interface BlockedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Why the button cannot be pressed now ("Name: You must enter a value"); null when it can. */
  blockedReason: string | null;
  /** The action is running: disabled without a reason to show. */
  busy?: boolean;
}

/**
 * A button that says why it is disabled (issue 14, item 4): the reason is its tooltip and, for
 * keyboards and screen readers, part of the focusable wrapper's name ("Send: Choose at least one
 * user"), since a disabled button gets no focus and no pointer events.
 */
export function BlockedButton({ blockedReason, busy = false, children, fullWidth, ...props }: BlockedButtonProps) {
  const label = typeof children === 'string' ? children : 'Save';
  return (
    <Tooltip title={blockedReason ?? ''} describeChild>
      <span
        tabIndex={blockedReason ? 0 : -1}
        aria-label={blockedReason ? `${label}: ${blockedReason}` : undefined}
        style={{ display: fullWidth ? 'flex' : 'inline-flex' }}
      >
        <Button {...props} fullWidth={fullWidth} disabled={!!blockedReason || busy}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}

/** A form's Save (issue 30, item 6: the one every form uses): a contained submit button that says why it is disabled. */
export function SaveButton({ children = 'Save', ...props }: BlockedButtonProps) {
  return (
    <BlockedButton type="submit" variant="contained" {...props}>
      {children}
    </BlockedButton>
  );
}
