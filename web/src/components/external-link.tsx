import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '@/components/a11y/visually-hidden';

/**
 * A link that opens in a new tab, without handing this page to the one it opens (`noopener`), and says
 * so to the eye (the icon) and to a screen reader (hidden text: MUI hides an icon's own label from it).
 * The address must already be known safe (http(s) by the contract's schema, or the app's own, such as a
 * stored file's download address); `sx` says how long words break and the space above.
 */
export function ExternalLink({
  href,
  sx,
  color,
  variant,
  onClick,
  children,
}: {
  href: string | undefined;
  sx?: Pick<CSSProperties, 'overflowWrap' | 'wordBreak'> & { mt?: number };
  color?: LinkProps['color'];
  variant?: LinkProps['variant'];
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color={color}
      variant={variant}
      onClick={onClick}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ...sx }}
    >
      {children}
      <OpenInNew fontSize="inherit" />
      <Box component="span" sx={visuallyHidden}>
        {' (opens in a new tab)'}
      </Box>
    </Link>
  );
}
