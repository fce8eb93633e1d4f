import type { FailedMail } from '@agenda/contract';
import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { RedirectHomeWithNotice } from '@/components/feedback/access-notice';
import { useToast } from '@/components/feedback/toast-provider';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageSpinner } from '@/components/page-spinner';
import { stackOnPhone } from '@/components/stacked-table';
import { useAsyncData } from '@/hooks/use-async-data';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import { formatDateTime } from '@/lib/zoned-time';
import { listFailedMail, retryFailedMail } from '../api/failed-mail';

/** Our texts (the spec names none). */
export const FAILED_MAIL_TEXTS = {
  title: 'Failed mail',
  intro:
    'Mails the server could not send, after retrying for more than a day, or that it refused. Retry queues one again: it is sent within a minute.',
  empty: 'No failed mail: every mail was sent, or is still being retried.',
  loading: 'Loading the failed mail',
  queued: 'Mail queued again: it is sent within a minute',
} as const;

function FailedMailTable({
  mails,
  busy,
  onRetry,
}: {
  mails: readonly FailedMail[];
  busy: string | null;
  onRetry: (mail: FailedMail) => void;
}) {
  return (
    <TableContainer component={Card}>
      <Table aria-label={FAILED_MAIL_TEXTS.title} sx={stackOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>To</TableCell>
            <TableCell>Subject</TableCell>
            <TableCell>Failed</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell align="right">Attempts</TableCell>
            <TableCell align="right">Retry</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mails.map((mail) => (
            <TableRow key={mail.id}>
              <TableCell data-label="To" sx={{ overflowWrap: 'anywhere' }}>
                {mail.to.join(', ')}
              </TableCell>
              <TableCell data-label="Subject">{mail.subject}</TableCell>
              <TableCell data-label="Failed" sx={{ whiteSpace: { sm: 'nowrap' } }}>
                {formatDateTime(Date.parse(mail.failed_at))}
              </TableCell>
              <TableCell data-label="Reason" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {mail.error}
              </TableCell>
              <TableCell data-label="Attempts" align="right">
                {mail.attempts}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Replay />}
                  aria-label={`Retry the mail to ${mail.to.join(', ')}: ${mail.subject}`}
                  disabled={busy !== null}
                  onClick={() => onRetry(mail)}
                >
                  {busy === mail.id ? 'Queuing…' : 'Retry'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function FailedMailList() {
  const load = useCallback(() => listFailedMail(), []);
  const [state, setData] = useAsyncData(load);
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const retry = async (mail: FailedMail, mails: readonly FailedMail[]) => {
    setBusy(mail.id);
    setMessage(null);
    try {
      await retryFailedMail(mail.id);
      // Queued again, it is no longer a failed mail: it leaves the list.
      setData(mails.filter((other) => other.id !== mail.id));
      toast.info(FAILED_MAIL_TEXTS.queued);
    } catch (error) {
      setMessage(unreportedErrorText(error));
    } finally {
      setBusy(null);
    }
  };

  if (state.status === 'loading') return <ListSkeleton label={FAILED_MAIL_TEXTS.loading} />;
  if (state.status === 'error') return <Alert severity="error">{state.error}</Alert>;
  const mails = state.data;
  return (
    <Stack spacing={2}>
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      {mails.length > 0 ? (
        <FailedMailTable mails={mails} busy={busy} onRetry={(mail) => void retry(mail, mails)} />
      ) : (
        <Alert severity="success">{FAILED_MAIL_TEXTS.empty}</Alert>
      )}
    </Stack>
  );
}

/** '/main/administration/failedMail': the mails of the outbox that failed for good (root only). */
export function FailedMailPage() {
  const rights = useRights();
  if (!rights.ready) return <PageSpinner />;
  if (!rights.isRoot) return <RedirectHomeWithNotice kind="failedMail" />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {FAILED_MAIL_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {FAILED_MAIL_TEXTS.intro}
      </Typography>
      <FailedMailList />
    </Container>
  );
}
