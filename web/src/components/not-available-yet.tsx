import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Placeholder for screens of the route table that later releases deliver. */
export function NotAvailableYet() {
  const { pathname } = useLocation();
  const countries = paths.main.selectcountry();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <ConstructionOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} />
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1.5 }}>
            Not available yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            This screen is coming in a later release.
          </Typography>
          {pathname !== countries ? (
            <Button component={RouterLink} to={countries} variant="contained" startIcon={<PublicOutlined />}>
              Back to countries
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </Container>
  );
}
