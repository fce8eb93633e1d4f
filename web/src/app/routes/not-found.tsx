import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Container from '@mui/material/Container';
import { ProblemCard } from '@/components/feedback/problem-card';
import { PublicShell } from '@/components/public-shell';
import { paths } from '@/config/paths';

function NotFoundCard() {
  return (
    <ProblemCard
      code="404"
      title="Page not found"
      ways={[{ label: 'Back to home', to: paths.home(), icon: <HomeOutlined /> }]}
    >
      The address you opened does not exist in Agenda.
    </ProblemCard>
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
