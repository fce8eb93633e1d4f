import { OVERLAYS, type Survey, type SurveySave } from '@contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { paths } from '@/config/paths';
import { unreportedErrorText } from '@/lib/error-text';
import { getSurvey, saveSurvey } from '../api/surveys';
import { surveyResolver, type SurveyFormValues } from '../lib/content-forms';
import { ContentEditScreen } from './content-page';

function SurveyForm({ survey, eventId, back }: { survey: Survey | null; eventId: string; back: string }) {
  const navigate = useNavigate();
  const overlay = useOverlay();
  const [message, setMessage] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<SurveyFormValues, unknown, SurveySave>({
    mode: 'onChange',
    resolver: surveyResolver,
    defaultValues: { id: survey?.id ?? null, eventId, name: survey?.name ?? '', url: survey?.url ?? '' },
  });
  const save = async (values: SurveySave) => {
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.saving, () => saveSurvey(values));
      void navigate(back);
    } catch (error) {
      setMessage(unreportedErrorText(error));
    }
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
          {message ? <Alert severity="error">{message}</Alert> : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
              Save
            </Button>
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
