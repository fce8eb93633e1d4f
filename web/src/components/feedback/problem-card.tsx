import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface WayBack {
  label: string;
  /** An address of the route table (a `paths` builder's result). */
  to: string;
  icon?: ReactElement;
}

/**
 * A screen that cannot show what was asked for: what happened, in a heading and a
 * sentence, and the ways back as links, the first one the main way.
 */
export function ProblemCard({
  code,
  title,
  children,
  ways,
}: {
  /** A large mark above the title, e.g. "404". */
  code?: string;
  title: string;
  children: ReactNode;
  ways: readonly WayBack[];
}) {
  return (
    <Card sx={{ width: '100%', maxWidth: 520, mx: 'auto' }} data-testid="problem">
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        {code ? (
          <Typography
            component="p"
            aria-hidden
            sx={{ fontSize: '4rem', fontWeight: 800, lineHeight: 1, color: 'primary.main', mb: 1 }}
          >
            {code}
          </Typography>
        ) : null}
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          {ways.map((way, index) => (
            <Button
              key={way.to}
              component={RouterLink}
              to={way.to}
              variant={index === 0 ? 'contained' : 'outlined'}
              startIcon={way.icon}
            >
              {way.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
