import type { UserFilesEntry } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useAsyncData } from '@/hooks/use-async-data';
import { FileRow, ListSkeleton } from './user-file-row';
import { USER_FILES_TEXTS } from './user-files';
import { getUserFiles } from './user-files-api';

/** The event's editors see everyone's files, grouped by person (read only). */
export function EveryonesFiles({ eventId }: { eventId: string }) {
  const load = useCallback(() => getUserFiles(eventId, true), [eventId]);
  const [data] = useAsyncData(load);
  return (
    <Card component="section" aria-label={USER_FILES_TEXTS.everyone}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" sx={{ fontWeight: 600 }}>
            {USER_FILES_TEXTS.everyone}
          </Typography>
          {data.status === 'loading' ? <ListSkeleton /> : null}
          {data.status === 'error' ? <Alert severity="error">{data.error}</Alert> : null}
          {data.status === 'ready' && data.data.length === 0 ? (
            <Typography color="text.secondary">{USER_FILES_TEXTS.emptyEveryone}</Typography>
          ) : null}
          {data.status === 'ready'
            ? data.data.map((entry: UserFilesEntry) => {
                const name = `${entry.user.first_name} ${entry.user.last_name}`.trim() || entry.user.id;
                return (
                  <Stack key={entry.user.id} spacing={0.5}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {name}
                    </Typography>
                    <List aria-label={`Files of ${name}`} dense>
                      {entry.files.map((file) => (
                        <FileRow key={file.reference} file={file} />
                      ))}
                    </List>
                  </Stack>
                );
              })
            : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
