import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PublicShell } from '@/components/public-shell';
import { paths } from '@/config/paths';

function NotFoundCard() {
  return (
    <Card sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography
          component="p"
          aria-hidden
          sx={{ fontSize: '4rem', fontWeight: 800, lineHeight: 1, color: 'primary.main', mb: 1 }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The address you opened does not exist in Agenda.
        </Typography>
        <Button component={RouterLink} to={paths.home()} variant="contained" startIcon={<HomeOutlined />}>
          Back to home
        </Button>
      </CardContent>
    </Card>
  );
}

/** Any path under /v2 that the route table does not know. */
export function NotFoundPage() {
  return (
    <PublicShell>
      <NotFoundCard />
    </PublicShell>
  );
}

/** The same, inside the signed-in layout (which already has its header and main landmarks). */
export function NotFoundInLayout() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <NotFoundCard />
    </Container>
  );
}
