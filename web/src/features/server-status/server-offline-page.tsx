import { MESSAGES } from '@agenda/contract';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PublicShell } from '@/components/public-shell';
import { useOfflineRecovery } from './use-offline-recovery';

/** /serveroffline: shown while the status check (`api.status.ping`) does not answer "success". */
export function ServerOfflinePage() {
  const { retry, checking } = useOfflineRecovery();
  return (
    <PublicShell>
      <Card sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <CloudOffOutlined color="primary" sx={{ fontSize: 40 }} />
            <Typography variant="h1">Agenda</Typography>
          </Box>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" startIcon={<Refresh />} onClick={retry} disabled={checking}>
                Retry
              </Button>
            }
          >
            {MESSAGES.serverOffline}
          </Alert>
        </CardContent>
      </Card>
    </PublicShell>
  );
}
