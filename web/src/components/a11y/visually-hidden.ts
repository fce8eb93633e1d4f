/**
 * Kept in the accessibility tree, out of sight (a screen reader's hint or live region). Sizes are written in
 * pixels: in an `sx` prop a bare 1 is read as 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
