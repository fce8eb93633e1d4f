import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { busyControl } from '@/components/a11y/busy-control';
import { touchTarget } from '@/components/a11y/touch-target';
import { agendaCalendarFile } from './programme-api';

/** Hands a text to the browser as a file download. */
function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once clicked.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Add to calendar": the session as an .ics file, built by the server's one calendar
 * builder (the same UID as its invites and feeds, so a later invite updates the entry), with its Teams
 * link and location.
 */
export function AddToCalendarButton({
  eventId,
  agendaId,
  name,
  size = 'small',
}: {
  eventId: string;
  agendaId: string;
  name: string;
  size?: 'small' | 'medium';
}) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const file = await agendaCalendarFile(eventId, agendaId);
      download(file.filename, file.ics);
    } catch {
      // Reported by the API client's error dialog.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      startIcon={<EventAvailableOutlined />}
      // Busy, not disabled, while the file is built: the keyboard focus stays on it.
      {...busyControl(busy)}
      onClick={() => void add()}
      aria-label={`Add to calendar: ${name}`}
      sx={[{ position: 'relative', zIndex: 1 }, touchTarget]}
    >
      Add to calendar
    </Button>
  );
}
