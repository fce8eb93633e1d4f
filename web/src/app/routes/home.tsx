import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { CenteredSpinner } from '@/components/centered-spinner';
import { PublicShell } from '@/components/public-shell';
import { paths } from '@/config/paths';
import { chooseLanding } from '@/features/auth/landing';
import { RETURN_TO_PARAM, safeReturnTo } from '@/lib/return-to';
import { useSession } from '@/features/auth/session';
import { prepareSignIn } from '@/features/auth/sign-in';
import { AppNavigate, useAppSearchParams } from '@/lib/app-navigation';
import { readLastCountry } from '@/lib/last-country';
import { useServerStatus } from '@/features/server-status/use-server-status';

const SignInMessage = lazy(() => import('./sign-in-message'));

/**
 * '/': product name and the corporate login; a signed-in user goes back to the address a signed-out
 * visit asked for (`?next=/main/…`), else to the country they used last, else to the
 * signed-in area's landing, which reads their own country (features/auth/landing.ts).
 */
export function HomePage() {
  useServerStatus();
  const { status, signIn, user } = useSession();
  const params = useAppSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const [signingIn, setSigningIn] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'signedIn') {
    return (
      <AppNavigate
        to={chooseLanding({ returnTo, lastCountry: readLastCountry(user?.uid) }) ?? paths.landing()}
        replace
      />
    );
  }

  const login = async () => {
    setSigningIn(true);
    setMessage(null);
    try {
      await signIn();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <PublicShell>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Box
            component="img"
            src={`${import.meta.env.BASE_URL}favicon.svg`}
            alt=""
            width={64}
            height={64}
            sx={{ display: 'block', mx: 'auto', mb: 2 }}
          />
          <Typography variant="h1">Agenda</Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
            Events and agendas of your country
          </Typography>
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => void login()}
            onPointerEnter={prepareSignIn}
            onFocus={prepareSignIn}
            disabled={signingIn}
            startIcon={signingIn ? <CircularProgress size={20} color="inherit" aria-hidden /> : <LoginIcon />}
          >
            Login with corporate account
          </Button>
          {message ? (
            <Suspense fallback={null}>
              <SignInMessage message={message} />
            </Suspense>
          ) : null}
        </CardContent>
      </Card>
    </PublicShell>
  );
}
