import type { CSSObject, Theme } from '@mui/material/styles';

/** The smallest tap target on a phone, in CSS pixels (WCAG 2.5.5's 44 × 44; Apple's and Android's guides). */
export const TOUCH_TARGET_PX = 44;

/**
 * An `sx` entry that makes a control at least 44 × 44 px on screens below MUI's `sm` breakpoint (600 px):
 * the programme's and My agenda's Join / Leave, star, Add to calendar, day chips and menu buttons
 * (docs/features.md, "Keyboard and screen readers"). Wider screens keep the compact sizes a pointer
 * hits easily. Only the box grows (min sizes): the icon or text keeps its size, centred.
 */
export const touchTarget = (theme: Theme): CSSObject => ({
  [theme.breakpoints.down('sm')]: {
    minHeight: TOUCH_TARGET_PX,
    // A text button keeps its own wider minimum (MUI's 64 px): only an icon button needs the width.
    '&:not(.MuiButton-root)': { minWidth: TOUCH_TARGET_PX },
  },
});

/** The same for a chip, whose pill keeps its round ends at the taller height. */
export const touchTargetChip = (theme: Theme): CSSObject => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: TOUCH_TARGET_PX,
    minHeight: TOUCH_TARGET_PX,
    borderRadius: `${TOUCH_TARGET_PX / 2}px`,
  },
});
