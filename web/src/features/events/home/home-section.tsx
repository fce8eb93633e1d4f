import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LiveChildren } from '@/features/events/shared/use-live-children';

/** A card of the home page with its heading and, beside it, an action. */
export function HomeSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Two lines of placeholder while a section loads. */
export function Lines() {
  return (
    <Stack spacing={1} aria-busy="true">
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="50%" />
    </Stack>
  );
}

/** A live list's loading lines, error or empty text, else its items as `children` draws them. */
export function LiveList<T>({
  live,
  empty,
  children,
}: {
  live: LiveChildren<T>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (live.status === 'loading') return <Lines />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  if (live.items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return <>{children(live.items)}</>;
}
