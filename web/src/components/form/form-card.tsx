import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';

/** The edit pages' inner spacing: tighter on a phone. */
const PADDING = { p: { xs: 2.5, md: 4 } } as const;

export interface FormCardProps {
  /** Submitting the form (Enter in a field, a submit button); the browser's own validation is off. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name ("Badge"), when the page's heading does not give it one. */
  'aria-label'?: string;
  /** A heading inside the card, which then names the form (a form among others on the page). */
  title?: ReactNode;
  /** The form's own alert (a refusal that belongs to no field), or null. */
  alert?: string | null;
  /** Closes the alert; without it the alert stays until the next save. */
  onAlertClose?: () => void;
  /** The buttons under the fields (Cancel, Delete, Save), at the end of the row. */
  actions: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The layout the edit pages share: a card holding the form, its fields one under
 * the other, the form's alert, then the actions right-aligned (they wrap on a phone).
 */
export function FormCard({
  onSubmit,
  'aria-label': label,
  title,
  alert = null,
  onAlertClose,
  actions,
  children,
}: FormCardProps) {
  const titleId = useId();
  return (
    <Card>
      <CardContent
        component="form"
        noValidate
        aria-label={label}
        aria-labelledby={title && !label ? titleId : undefined}
        onSubmit={onSubmit}
        sx={PADDING}
      >
        <Stack spacing={3}>
          {title ? (
            <Typography id={titleId} component="h2" variant="h6">
              {title}
            </Typography>
          ) : null}
          {children}
          {alert ? (
            <Alert severity="error" onClose={onAlertClose}>
              {alert}
            </Alert>
          ) : null}
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One block of the stand-in: a field's height, or an image's width and height. */
export type SkeletonBlock = number | { width: number; height: number };

/** The card's stand-in while the record loads: one rounded block per field. */
export function FormCardSkeleton({ label, blocks }: { label: string; blocks: readonly SkeletonBlock[] }) {
  return (
    <Card role="status" aria-busy="true" aria-label={label}>
      <CardContent sx={PADDING}>
        <Stack spacing={3}>
          {blocks.map((block, index) =>
            typeof block === 'number' ? (
              <Skeleton key={index} variant="rounded" height={block} />
            ) : (
              <Skeleton key={index} variant="rounded" width={block.width} height={block.height} />
            ),
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
