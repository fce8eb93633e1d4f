import { describe, expect, it } from 'vitest';
import { createAppTheme, HEADING_SIZES } from './theme';

describe('app theme', () => {
  it.each(['light', 'dark'] as const)('sets the headings smaller on a phone than from md up (%s)', (mode) => {
    const theme = createAppTheme(mode);
    const wide = theme.breakpoints.up('md');
    for (const variant of ['h1', 'h2', 'h3'] as const) {
      const style = theme.typography[variant] as unknown as Record<string, unknown>;
      expect(style.fontSize).toBe(HEADING_SIZES[variant].phone);
      expect(style[wide]).toEqual({ fontSize: HEADING_SIZES[variant].wide });
    }
    // A page title keeps its weight and the font.
    expect(theme.typography.h1.fontWeight).toBe(700);
    expect(theme.typography.h1.fontFamily).toContain('Inter');
  });
});
