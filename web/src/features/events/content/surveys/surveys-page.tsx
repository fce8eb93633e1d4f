import { CONFIRMATIONS, TOASTS, type Survey } from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link';
import { paths } from '@/config/paths';
import { deleteSurvey } from './surveys-api';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useContentDelete } from '@/features/events/shared/use-content-delete';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { ContentListPage } from '../content-page';

const byName = (a: Survey, b: Survey) => a.name.localeCompare(b.name);

/** '/main/event/surveys?e&t' (docs/product.md §2 Surveys): one card per survey, its link in a new tab. */
export function SurveysPage() {
  const { event, canEdit } = useCurrentEvent();
  const live = useLiveChildren(event.id, 'surveys', byName);
  const { remove, message, clearMessage } = useContentDelete(TOASTS.surveyDeleted);
  const ids = { e: event.id, t: event.tenant_id };
  return (
    <ContentListPage
      title="Surveys"
      addLabel="Add Survey"
      addPath={paths.main.event.surveyedit(ids)}
      canEdit={canEdit}
      live={live}
      empty="This event has no surveys yet."
      message={message}
      onCloseMessage={clearMessage}
    >
      {(items) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {items.map((survey) => (
            <Card key={survey.id} component="article" aria-label={survey.name}>
              <CardContent>
                <Typography variant="h2" sx={{ fontWeight: 600, mb: 1 }}>
                  {survey.name}
                </Typography>
                {/* The address is stored http(s) only (contract surveyUrlSchema); noopener keeps the form away from this tab. */}
                <ExternalLink href={survey.url} sx={{ wordBreak: 'break-all' }}>
                  {survey.url}
                </ExternalLink>
              </CardContent>
              {canEdit ? (
                <CardActions sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    component={RouterLink}
                    to={paths.main.event.surveyedit({ ...ids, id: survey.id })}
                    startIcon={<EditOutlined />}
                  >
                    Edit
                  </Button>
                  <Button
                    color="error"
                    startIcon={<DeleteOutline />}
                    onClick={() =>
                      void remove('Delete survey', CONFIRMATIONS.deleteSurvey(survey.name), () =>
                        deleteSurvey(event.id, survey.id),
                      )
                    }
                  >
                    Delete
                  </Button>
                </CardActions>
              ) : null}
            </Card>
          ))}
        </Box>
      )}
    </ContentListPage>
  );
}
