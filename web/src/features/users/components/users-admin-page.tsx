import { OVERLAYS } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { unreportedErrorText } from '@/lib/error-text';
import { createUserFromDirectory } from '../api/directory';
import { addToSelection, type SelectedPerson } from '../lib/selection';
import { DirectorySearch } from './directory-search';
import { ExistingUsersSearch } from './existing-users-search';
import { SelectedUsersTable } from './selected-users-table';

/** Our toast once a directory person became a user (the spec names none). */
export const userCreated = (name: string) => `${name} is now a user`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h3' } }}
        sx={{ px: { xs: 2, md: 3 }, pt: 2.5, pb: 0 }}
      />
      <CardContent sx={{ px: { xs: 2, md: 3 } }}>{children}</CardContent>
    </Card>
  );
}

/** '/main/administration/users': existing users, the corporate directory and the selection (admins). */
export function UsersAdminPage() {
  const navigate = useNavigate();
  const overlay = useOverlay();
  const toast = useToast();
  const [selection, setSelection] = useState<SelectedPerson[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  const isSelected = useCallback((key: string) => selection.some((person) => person.key === key), [selection]);
  const select = useCallback(
    (person: SelectedPerson) => setSelection((current) => addToSelection(current, person)),
    [],
  );

  const act = async (person: SelectedPerson) => {
    if (person.exists) {
      void navigate(paths.main.administration.edituser({ id: person.email }));
      return;
    }
    if (!person.oid) return;
    const oid = person.oid;
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.saving, () => createUserFromDirectory(oid));
    } catch (error) {
      setMessage(unreportedErrorText(error));
      return;
    }
    // The button now offers the new user's rights, and the users table lists them.
    setSelection((current) => current.map((p) => (p.key === person.key ? { ...p, exists: true } : p)));
    setReloadKey((key) => key + 1);
    toast.info(userCreated(person.name));
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Users
      </Typography>
      <Stack spacing={3}>
        <Section title="Existing users">
          <ExistingUsersSearch isSelected={isSelected} onSelect={select} reloadKey={reloadKey} />
        </Section>
        <Section title="Corporate directory">
          <DirectorySearch isSelected={isSelected} onSelect={select} />
        </Section>
        <Section title="Selected users">
          {message ? (
            <Alert severity="error" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
              {message}
            </Alert>
          ) : null}
          <SelectedUsersTable
            people={selection}
            onAction={(person) => void act(person)}
            onRemove={(person) => setSelection((current) => current.filter((p) => p.key !== person.key))}
          />
        </Section>
      </Stack>
    </Container>
  );
}
