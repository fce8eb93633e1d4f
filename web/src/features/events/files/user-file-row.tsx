import type { UserFile } from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { ExternalLink } from '@/components/external-link';
import { useStoredFileAddress } from '@/hooks/use-stored-file-address';
import { USER_FILES_TEXTS } from './user-files';

/** One stored file, opened through a fresh address (storage.rules: its owner and the event's editors). */
export function FileRow({ file, onDelete }: { file: UserFile; onDelete?: () => void }) {
  const href = useStoredFileAddress(file.reference, file.url);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        onDelete ? (
          <Tooltip title={USER_FILES_TEXTS.deleteTitle}>
            <IconButton edge="end" color="error" aria-label={`Delete ${file.name}`} onClick={onDelete}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        ) : null
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <InsertDriveFileOutlined />
      </ListItemIcon>
      <ListItemText
        primary={
          <ExternalLink href={href ?? undefined} sx={{ wordBreak: 'break-all' }}>
            {file.name}
          </ExternalLink>
        }
      />
    </ListItem>
  );
}

/** The list's placeholder while the files load. */
export function ListSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading the files">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="text" height={36} />
      ))}
    </Stack>
  );
}
