import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { TOUCH_TARGET_PX, touchTarget, touchTargetChip } from './touch-target';

describe('touchTarget', () => {
  const theme = createTheme();
  it('makes a control 44 × 44 px below 600 px only', () => {
    expect(TOUCH_TARGET_PX).toBe(44);
    expect(touchTarget(theme)).toEqual({
      '@media (max-width:599.95px)': { minHeight: 44, '&:not(.MuiButton-root)': { minWidth: 44 } },
    });
    expect(touchTargetChip(theme)).toEqual({
      '@media (max-width:599.95px)': { minWidth: 44, minHeight: 44, borderRadius: '22px' },
    });
  });
});
