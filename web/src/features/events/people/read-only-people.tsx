import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PickedUser } from '@/components/user-picker';

const READ_ONLY_PEOPLE_TEXTS = { none: 'No one yet.' } as const;

/**
 * A people list for those who may not edit it: the names, nothing to pick, remove or save
 * (the picker, disabled, with its remove chevrons, read as if it could be used).
 */
export function ReadOnlyPeople({ title, people }: { title: string; people: readonly PickedUser[] }) {
  if (people.length === 0) return <Typography color="text.secondary">{READ_ONLY_PEOPLE_TEXTS.none}</Typography>;
  const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <List dense aria-label={title} sx={{ columnWidth: 260, columnGap: 3 }}>
      {sorted.map((person) => (
        <ListItem key={person.id} disableGutters sx={{ breakInside: 'avoid' }}>
          <ListItemText primary={person.name} />
        </ListItem>
      ))}
    </List>
  );
}
