import type { AgendaFile } from '@agenda/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ExternalLink } from '@/components/external-link';
import { AGENDA_FILES_PAGE_TEXTS, useDownloadAddresses } from './agenda-files';
import { FileTypeIcon, storedKind } from './file-type-icon';

/** The files as everyone sees them: each opens in a new tab. */
function ReadOnlyFiles({
  files,
  addresses,
}: {
  files: readonly AgendaFile[];
  addresses: ReadonlyMap<string, string | null>;
}) {
  if (files.length === 0)
    return <Typography color="text.secondary">{AGENDA_FILES_PAGE_TEXTS.emptyReadOnly}</Typography>;
  return (
    <List aria-label="Agenda files" disablePadding>
      {files.map((file) => {
        const href = addresses.get(file.reference) ?? null;
        return (
          <ListItem key={file.reference} divider disableGutters>
            <ListItemIcon sx={{ mr: 1.5 }}>
              <FileTypeIcon kind={storedKind(file)} />
            </ListItemIcon>
            <ListItemText
              primary={href ? <ExternalLink href={href}>{file.name}</ExternalLink> : file.name}
              secondary={storedKind(file)?.label}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** The agenda's files for those who may not edit them, with fresh download addresses. */
export function ReadOnlyAgendaFiles({ files }: { files: readonly AgendaFile[] }) {
  const references = useMemo(() => files.map((file) => file.reference), [files]);
  const addresses = useDownloadAddresses(references);
  return <ReadOnlyFiles files={files} addresses={addresses} />;
}
