import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FocusEvent } from 'react';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { useAsyncData } from '@/hooks/use-async-data';
import { unreportedErrorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/zoned-time';
import { createFeedAddress, getFeedStatus, revokeFeedAddress, type FeedStatus } from '../api/calendar-feed';

/** "Tue 12 May 2026, 09:30 CEST": an instant in the viewer's zone, named (the app's one style). */
const when = (iso: string) => formatDateTime(new Date(iso));

/**
 * The signed-in person's "my agenda" calendar feed: a secret address a calendar app
 * subscribes to. Only a fingerprint of it is kept, so the address is shown once, when it is made;
 * a new address retires the old one, and turning it off retires it too.
 */
export function CalendarFeedCard() {
  const confirm = useConfirm();
  const toast = useToast();
  const load = useCallback(() => getFeedStatus(), []);
  const [state, setStatus] = useAsyncData<FeedStatus>(load);
  const [address, setAddress] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(unreportedErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const create = (replacing: boolean) =>
    run(async () => {
      if (
        replacing &&
        !(await confirm(
          'New feed address',
          'Calendars subscribed to the current address stop receiving updates. Create a new address?',
          { label: 'Create new address', destructive: true },
        ))
      )
        return;
      const created = await createFeedAddress();
      setAddress(created.url);
      setStatus({ active: true, created_at: created.created_at });
      toast.info('Feed address created: copy it into your calendar app');
    });

  const revoke = () =>
    run(async () => {
      if (
        !(await confirm(
          'Turn off the feed',
          'Calendars subscribed to this address stop receiving updates. Turn it off?',
          { label: 'Turn off', destructive: true },
        ))
      )
        return;
      await revokeFeedAddress();
      setAddress(null);
      setStatus({ active: false, created_at: null });
      toast.info('Feed address turned off');
    });

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.info('Feed address copied');
    } catch {
      setError('Could not copy: select the address and copy it yourself');
    }
  };

  return (
    <Card>
      <CardHeader
        avatar={<CalendarMonthOutlined color="primary" />}
        title="Calendar feed"
        slotProps={{ title: { component: 'h2', variant: 'h3' } }}
        sx={{ px: { xs: 2, md: 3 }, pt: 2.5, pb: 0 }}
      />
      <CardContent sx={{ px: { xs: 2, md: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Subscribe to your agenda in Outlook, Google Calendar or Apple Calendar: the sessions you speak at, take part
          in or must attend. Your calendar app shows changes at its next refresh.
        </Typography>
        {state.status === 'loading' ? (
          <Stack spacing={1} role="status" aria-label="Loading the calendar feed">
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={40} width={200} />
          </Stack>
        ) : state.status === 'error' ? (
          <Alert severity="error">{state.error}</Alert>
        ) : (
          <Stack spacing={2}>
            {address ? (
              <>
                <TextField
                  label="Your feed address"
                  value={address}
                  fullWidth
                  slotProps={{
                    input: {
                      readOnly: true,
                      endAdornment: (
                        <InputAdornment position="end">
                          <Tooltip title="Copy the address">
                            <IconButton aria-label="Copy the address" onClick={() => void copy()} edge="end">
                              <ContentCopy />
                            </IconButton>
                          </Tooltip>
                        </InputAdornment>
                      ),
                    },
                    htmlInput: {
                      'aria-describedby': 'feed-address-hint',
                      onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select(),
                    },
                  }}
                />
                <Alert severity="warning" id="feed-address-hint">
                  Shown only now: we keep only a fingerprint of it. Anyone with this address can read your agenda, so
                  share it with no one.
                </Alert>
              </>
            ) : state.data.active && state.data.created_at ? (
              <Typography>
                Your feed address has been active since {when(state.data.created_at)}. It was shown when it was made; to
                see an address again, create a new one.
              </Typography>
            ) : (
              <Typography>You have no feed address.</Typography>
            )}
            {error ? (
              <Alert severity="error" onClose={() => setError(null)}>
                {error}
              </Alert>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {state.data.active ? (
                <>
                  <Button variant="outlined" disabled={busy} onClick={() => void create(true)}>
                    New address
                  </Button>
                  <Button color="error" disabled={busy} onClick={() => void revoke()}>
                    Turn off
                  </Button>
                </>
              ) : (
                <Button variant="contained" disabled={busy} onClick={() => void create(false)}>
                  Create feed address
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
