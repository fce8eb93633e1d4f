import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { busyControl } from '@/components/a11y/busy-control';
import { touchTarget } from '@/components/a11y/touch-target';
import { setStar } from './programme-api';

/**
 * Follow a session without taking a seat: a toggle whose state is the live star list
 * (users/{uid}/stars/{eventId}), so every open tab shows it; the API checks the event may be seen.
 * Refusals reach the error dialog through the API client.
 */
export function StarButton({
  eventId,
  agendaId,
  name,
  starred,
  size = 'medium',
}: {
  eventId: string;
  agendaId: string;
  name: string;
  starred: boolean;
  size?: 'small' | 'medium';
}) {
  const [busy, setBusy] = useState(false);
  const label = starred ? `Unstar ${name}` : `Star ${name}`;
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await setStar(eventId, agendaId, !starred);
    } catch {
      // Reported by the API client's error dialog; the live list keeps the stored state.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip
      title={
        starred
          ? 'Starred: in My agenda without a seat. Tap to unstar'
          : 'Star: follow it in My agenda without taking a seat'
      }
    >
      <IconButton
        aria-label={label}
        aria-pressed={starred}
        // Busy, not disabled, while the star is saved: the keyboard focus stays on it.
        {...busyControl(busy)}
        size={size}
        onClick={() => void toggle()}
        sx={[{ position: 'relative', zIndex: 1, color: starred ? 'warning.main' : undefined }, touchTarget]}
      >
        {starred ? <Star fontSize="inherit" /> : <StarBorder fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  );
}
