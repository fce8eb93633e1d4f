import { OVERLAYS, TOASTS, type Survey, type SurveySave } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useEditForm } from '@/hooks/use-form-errors';
import { getSurvey, saveSurvey } from './surveys-api';
import { surveyResolver, type SurveyFormValues } from '../content-forms';
import { ContentEditScreen } from '../content-page';

const LABELS = { name: 'Survey Name', url: 'Survey url' } as const;

function SurveyForm({ survey, eventId, back }: { survey: Survey | null; eventId: string; back: string }) {
  const overlay = useOverlay();
  const form = useForm<SurveyFormValues, unknown, SurveySave>({
    mode: 'onChange',
    resolver: surveyResolver,
    defaultValues: { id: survey?.id ?? null, eventId, name: survey?.name ?? '', url: survey?.url ?? '' },
  });
  const { control, handleSubmit, formState } = form;
  const edit = useEditForm(form, surveyResolver, { labels: LABELS });
  const save = async (values: SurveySave) => {
    edit.setAlert(null);
    try {
      await overlay.run(OVERLAYS.saving, () => saveSurvey(values));
    } catch (error) {
      edit.show(error);
      return;
    }
    edit.saved(TOASTS.surveySaved, back);
  };
  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={(e) => void handleSubmit(save)(e)} sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => <TextField {...field} label="Survey Name" required error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
          <Controller
            name="url"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Survey url" type="url" required error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          {edit.alert ? <Alert severity="error">{edit.alert}</Alert> : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SaveButton blockedReason={edit.blockedReason} busy={formState.isSubmitting} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** '/main/event/surveyedit?id&e&t': "Edit Survey"; back to the list after a successful save. */
export function SurveyEditPage() {
  return (
    <ContentEditScreen title={() => 'Edit Survey'} list={paths.main.event.surveys} load={getSurvey}>
      {(item, { eventId, back }) => <SurveyForm survey={item} eventId={eventId} back={back} />}
    </ContentEditScreen>
  );
}
