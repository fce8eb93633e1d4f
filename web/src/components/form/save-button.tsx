import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';

interface BlockedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Why the button cannot be pressed now ("Name: You must enter a value"); null when it can. */
  blockedReason: string | null;
  /** The action is running: disabled without a reason to show. */
  busy?: boolean;
}

/**
 * A button that says why it cannot be pressed (docs/features.md, Keyboard and screen readers). Blocked, it stays a
 * button: `aria-disabled`, still focusable and hoverable, with its reason as its accessible description
 * and its tooltip, drawn as disabled, and a press (a click, Enter in its form) does nothing. Only while
 * its action runs (`busy`) is it natively disabled, as there is nothing to explain.
 */
export function BlockedButton({ blockedReason, busy = false, onClick, className, sx, ...props }: BlockedButtonProps) {
  const blocked = blockedReason !== null && !busy;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Cancels a submit button's activation too, so a blocked form is not sent by Enter in a field.
    if (blocked) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Tooltip title={blocked ? blockedReason : ''} describeChild>
      <Button
        {...props}
        onClick={press}
        disabled={busy}
        aria-disabled={blocked || undefined}
        aria-description={blocked ? blockedReason : undefined}
        className={[className, blocked ? 'Mui-disabled' : null].filter(Boolean).join(' ') || undefined}
        // Mui-disabled draws the disabled look; the pointer still reaches the button for its tooltip.
        sx={[
          { '&.Mui-disabled[aria-disabled="true"]': { pointerEvents: 'auto', cursor: 'not-allowed' } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    </Tooltip>
  );
}

/** A form's Save (the one every form uses): a contained submit button that says why it is blocked. */
export function SaveButton({ children = 'Save', ...props }: BlockedButtonProps) {
  return (
    <BlockedButton type="submit" variant="contained" {...props}>
      {children}
    </BlockedButton>
  );
}
