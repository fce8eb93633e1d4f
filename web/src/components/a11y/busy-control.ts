/**
 * The props of a control whose action runs: drawn disabled (MUI's Mui-disabled look, which also stops the
 * pointer) and announced busy, but not natively disabled, which would drop the keyboard focus to the page
 * (WCAG 2.4.3; docs/features.md "Keyboard and screen readers"). Its handler ignores presses meanwhile
 * (Enter and Space still reach it).
 */
export function busyControl(busy: boolean): { 'aria-disabled'?: true; 'aria-busy'?: true; className?: string } {
  return busy ? { 'aria-disabled': true, 'aria-busy': true, className: 'Mui-disabled' } : {};
}
