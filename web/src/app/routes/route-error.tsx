import { APP_BASE_PATH } from '@agenda/contract';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PublicShell } from '@/components/public-shell';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Shown when a screen fails to load or render, for example after a deployment replaced its chunk or
 * when its chunk did not load within CHUNK_LOAD_TIMEOUT_MS (lib/chunk-timeout.ts). It is part of the
 * first chunk, so it keeps to components the home screen loads anyway. The way back is a full page
 * load (not the router's), so the app starts over with its current chunks.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <PublicShell>
      <Card sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Something went wrong
          </Typography>
          <Typography role="alert" color="error" sx={{ mb: 3, wordBreak: 'break-word' }}>
            {describe(error)}
          </Typography>
          <CardActions disableSpacing sx={{ p: 0, gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<Refresh />} onClick={() => window.location.reload()}>
              Reload
            </Button>
            <Button href={`${APP_BASE_PATH}/`} startIcon={<HomeOutlined />}>
              Back to home
            </Button>
          </CardActions>
        </CardContent>
      </Card>
    </PublicShell>
  );
}
