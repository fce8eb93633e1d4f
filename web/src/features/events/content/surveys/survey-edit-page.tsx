import { OVERLAYS, TOASTS, type Survey, type SurveySave } from '@agenda/contract';
import { useForm } from 'react-hook-form';
import { FormCard } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useEditForm } from '@/hooks/use-form-errors';
import { getSurvey, saveSurvey } from './surveys-api';
import { surveyResolver, type SurveyFormValues } from '../content-forms';
import { ContentEditScreen } from '../content-page';

const LABELS = { name: 'Survey Name', url: 'Survey url' } as const;

function SurveyForm({ survey, eventId, back }: { survey: Survey | null; eventId: string; back: string }) {
  const form = useForm<SurveyFormValues, unknown, SurveySave>({
    mode: 'onChange',
    resolver: surveyResolver,
    defaultValues: { id: survey?.id ?? null, eventId, name: survey?.name ?? '', url: survey?.url ?? '' },
  });
  const { control, handleSubmit, formState } = form;
  const edit = useEditForm(form, surveyResolver, { labels: LABELS });
  const save = (values: SurveySave) =>
    edit.run(() => saveSurvey(values), { toast: TOASTS.surveySaved, to: back, overlay: OVERLAYS.saving });
  return (
    <FormCard
      onSubmit={(e) => void handleSubmit(save)(e)}
      alert={edit.alert}
      actions={<SaveButton blockedReason={edit.blockedReason} busy={formState.isSubmitting} />}
    >
      <FormTextField name="name" control={control} label="Survey Name" required />
      <FormTextField name="url" control={control} label="Survey url" type="url" required />
    </FormCard>
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
