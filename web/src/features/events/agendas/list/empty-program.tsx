import Add from '@mui/icons-material/Add';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export const EMPTY_PROGRAM = 'This event has no agendas yet';

/** An event without agendas: its editors are offered New agenda, everyone else is told to come back. */
export function EmptyProgram({ canEdit, newPath }: { canEdit: boolean; newPath: string }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <CalendarMonthOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {EMPTY_PROGRAM}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: canEdit ? 2 : 0 }}>
          {canEdit
            ? 'Add the first session with New agenda: its name, times, room and tags.'
            : 'The organizers have not published the programme yet. Check back later.'}
        </Typography>
        {canEdit ? (
          <Button component={RouterLink} to={newPath} variant="contained" startIcon={<Add />}>
            New agenda
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
