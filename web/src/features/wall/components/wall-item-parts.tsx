import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { useToast } from '@/components/feedback/toast-provider';
import { formatMoment } from '@/lib/zoned-time';
import type { WallAuthor } from '@agenda/contract';
import { WALL_TEXTS } from '../lib/wall-texts';
import { refusalText } from './wall-composer';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** "10:42 CET" today, "Tue 12 May 2026, 10:42 CEST" another day, on the viewer's clock. */
export const shownTime = (instant: number, zone: string): string => formatMoment(instant, zone);

interface ItemHeaderProps {
  author: WallAuthor;
  created: number;
  edited: number | null;
  zone: string;
  size: number;
  pinned?: boolean;
  /** Hidden by the editors: "Hidden by the organizers" for its author, "Hidden" for the editors. */
  hidden: 'author' | 'editor' | null;
}

/** Who wrote a post or comment, when (named zone), and its marks (pinned, edited, hidden). */
export function ItemHeader({ author, created, edited, zone, size, pinned = false, hidden }: ItemHeaderProps) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <UserAvatar src={author.avatar_url} name={author.name} size={size} fallback={initials(author.name)} />
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {author.name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 0.75, alignItems: 'center' }}>
          <Typography
            variant="body2"
            color="text.secondary"
            component="time"
            dateTime={new Date(created).toISOString()}
          >
            {shownTime(created, zone)}
          </Typography>
          {edited !== null ? (
            <Typography variant="body2" color="text.secondary" title={shownTime(edited, zone)}>
              · {WALL_TEXTS.edited}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      {pinned || hidden ? (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          {pinned ? <Chip size="small" color="primary" icon={<PushPinOutlined />} label={WALL_TEXTS.pinned} /> : null}
          {hidden ? (
            <Chip
              size="small"
              variant="outlined"
              icon={<VisibilityOffOutlined />}
              label={hidden === 'author' ? WALL_TEXTS.hiddenByOrganizers : WALL_TEXTS.hidden}
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * Runs a wall action (a like, a pin, a deletion): its confirmation snackbar when done, its refusal kept
 * to show beside the item (a 429 says when to try again).
 */
export function useWallAction(): {
  error: string | null;
  busy: boolean;
  run: (action: () => Promise<unknown>, done?: string) => Promise<void>;
} {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>, done?: string) => {
      setBusy(true);
      setError(null);
      try {
        await action();
        if (done) toast.info(done);
      } catch (cause) {
        setError(refusalText(cause, 'id'));
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { error, busy, run };
}
