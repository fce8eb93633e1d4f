import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

/**
 * A button that says why it is disabled: with a `blockedReason` it is disabled and its tooltip (and
 * the focusable wrapper's label, for keyboards and screen readers) gives the reason.
 */
export function BlockedButton({ blockedReason, ...props }: ButtonProps & { blockedReason: string | null }) {
  return (
    <Tooltip title={blockedReason ?? ''} describeChild>
      <span tabIndex={blockedReason ? 0 : -1} aria-label={blockedReason ? `${String(props.children)}: ${blockedReason}` : undefined}>
        <Button {...props} disabled={!!blockedReason || props.disabled} />
      </span>
    </Tooltip>
  );
}
