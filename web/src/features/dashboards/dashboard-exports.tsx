import { api, type EventFeedbackAnswer } from '@agenda/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { call } from '@/lib/api';
import { everyPage } from '@/lib/every-page';
import { downloadSheet, feedbackRows, participantRows, programmeRows, sheetFileName } from './export-sheet';
import { FEEDBACK_SECTION_TEXTS } from './feedback';
import type { DashboardAgenda } from './use-live-docs';

/**
 * Export of the participants (names from the API, which answers the addresses the viewer may see), of
 * the programme (from the agendas already read) and of the sessions' feedback (as the section shows it)
 * to spreadsheets. A button waiting for its data says
 * so; a finished download is confirmed.
 */
export function DashboardExports({
  eventId,
  eventName,
  zone,
  agendas,
  rooms,
  feedback,
}: {
  eventId: string;
  eventName: string;
  zone: string;
  agendas: DashboardAgenda[] | null;
  rooms: ReadonlyMap<string, string> | null;
  feedback: EventFeedbackAnswer | null;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<'participants' | 'programme' | 'feedback' | null>(null);
  const exportParticipants = async () => {
    setBusy('participants');
    try {
      const pages = await everyPage((offset) => call(api.participants.eventParticipants, { e: eventId, offset }));
      const participants = pages.flatMap((page) => page.participants);
      const fileName = sheetFileName(eventName, 'participants');
      await downloadSheet(fileName, 'Participants', participantRows(participants));
      toast.info(`Exported ${participants.length} participants to ${fileName}`);
    } finally {
      setBusy(null);
    }
  };
  const exportProgramme = async () => {
    if (!agendas || !rooms) return;
    setBusy('programme');
    try {
      const fileName = sheetFileName(eventName, 'programme');
      await downloadSheet(fileName, 'Programme', programmeRows(agendas, rooms, zone));
      toast.info(`Exported ${agendas.length} sessions to ${fileName}`);
    } finally {
      setBusy(null);
    }
  };
  const exportFeedback = async () => {
    if (!feedback) return;
    setBusy('feedback');
    try {
      const fileName = sheetFileName(eventName, 'feedback');
      await downloadSheet(
        fileName,
        FEEDBACK_SECTION_TEXTS.sheet,
        feedbackRows(feedback.sessions, zone, feedback.names),
      );
      toast.info(`Exported the feedback of ${feedback.sessions.length} sessions to ${fileName}`);
    } finally {
      setBusy(null);
    }
  };
  const programmeReady = agendas !== null && rooms !== null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={busy !== null} onClick={() => void exportParticipants()}>
        {busy === 'participants' ? 'Exporting participants…' : 'Export participants'}
      </Button>
      <Button
        variant="outlined"
        disabled={busy !== null || !programmeReady}
        onClick={() => void exportProgramme()}
        aria-describedby={programmeReady ? undefined : 'dashboard-programme-wait'}
      >
        {busy === 'programme' ? 'Exporting programme…' : 'Export programme'}
      </Button>
      <Button variant="outlined" disabled={busy !== null || !feedback} onClick={() => void exportFeedback()}>
        {busy === 'feedback' ? 'Exporting feedback…' : 'Export feedback'}
      </Button>
      {!programmeReady && (
        <Typography id="dashboard-programme-wait" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          The programme is still being read.
        </Typography>
      )}
    </Stack>
  );
}
