import { isHttpUrl } from '@agenda/contract';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/**
 * The address a found link may open: only http and https (a bare "example.com" becomes http://…),
 * never javascript:, data:, mailto: or any other scheme. Null when the link is not one we open.
 */
export function safeLinkHref(href: unknown): string | null {
  return typeof href === 'string' && isHttpUrl(href) ? href : null;
}

/** Only web addresses are links (no e-mail addresses, hashtags or mentions). */
const OPTIONS: Opts = {
  defaultProtocol: 'https',
  validate: { url: (value: string) => !/^[a-z][a-z0-9+.-]*:(?!\/\/)/i.test(value) || /^https?:\/\//i.test(value) },
  render: {
    url: ({ attributes, content }) => {
      const href = safeLinkHref(attributes.href);
      if (!href) return content;
      return (
        // No icon in running text (ExternalLink's): the new tab is said to a screen reader only.
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${content} (opens in a new tab)`}
          sx={{ wordBreak: 'break-all' }}
        >
          {content}
        </Link>
      );
    },
    email: ({ content }) => content,
  },
};

/**
 * Text written by people (news content) with its web addresses as links that open in a new tab
 * (`rel="noopener noreferrer"`), which their accessible names say. The text is React text: no HTML in it
 * is ever interpreted, so `<script>` or `<img onerror>` show as the characters they are.
 */
export function LinkifiedText({ text, ...typography }: { text: string } & Omit<TypographyProps, 'children'>) {
  return (
    <Typography
      component="div"
      {...typography}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...typography.sx }}
    >
      <Linkify options={OPTIONS}>{text}</Linkify>
    </Typography>
  );
}
