import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '@/components/a11y/visually-hidden';

/**
 * A link that opens in a new tab, without handing this page to the one it opens (`noopener`), and says
 * so to the eye (the icon) and to a screen reader (hidden text: MUI hides an icon's own label from it).
 * The address must already be known safe (http(s) by the contract's schema, or the app's own); `sx` says
 * how long words break.
 */
export function ExternalLink({
  href,
  sx,
  children,
}: {
  href: string | undefined;
  sx?: Pick<CSSProperties, 'overflowWrap' | 'wordBreak'>;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
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
