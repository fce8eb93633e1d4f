import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearAccessNotice, leaveAccessNotice, readAccessNotice, type AccessNoticeKind } from '@/lib/access-notice';

/**
 * docs/product.md §8's redirect to the home screen for an address the person may not open, with its reason left
 * for the screen they land on (not a silent redirect).
 */
export function RedirectHomeWithNotice({ kind }: { kind: AccessNoticeKind }) {
  const navigate = useNavigate();
  useEffect(() => {
    // Left before leaving: the frame of the screen the home screen forwards to reads it when it mounts.
    leaveAccessNotice(kind);
    void navigate(paths.home(), { replace: true });
  }, [kind, navigate]);
  return null;
}

/** The reason a person was sent here, shown once above the screen until dismissed. */
export function AccessNotice() {
  // Read in the initializer, cleared in an effect: a second render in StrictMode still finds it.
  const [message, setMessage] = useState(readAccessNotice);
  useEffect(() => clearAccessNotice(), []);
  if (!message) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="warning" onClose={() => setMessage(null)} data-testid="access-notice">
        <AlertTitle>That page needs other rights</AlertTitle>
        {message}
      </Alert>
    </Container>
  );
}
