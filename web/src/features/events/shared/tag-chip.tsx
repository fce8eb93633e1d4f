import Chip from '@mui/material/Chip';

const channel = (hex: string) => {
  const value = parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (color: string) =>
  0.2126 * channel(color.slice(1, 3)) + 0.7152 * channel(color.slice(3, 5)) + 0.0722 * channel(color.slice(5, 7));

/** Black or white, whichever reads better on `color` (WCAG contrast ratio). */
export function readableTextOn(color: string): '#000' | '#fff' {
  const l = luminance(color);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}

/** A tag as a chip in its colour, with a text colour that stays readable on it. */
export function TagChip({ text, color }: { text: string; color: string }) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(color);
  return (
    <Chip
      label={text || ' '}
      sx={
        valid
          ? { bgcolor: color, color: readableTextOn(color), fontWeight: 600, transition: 'none' }
          : { fontWeight: 600 }
      }
    />
  );
}
