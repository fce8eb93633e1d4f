import { MESSAGES, NEWS_MESSAGES, OVERLAYS, type News, type TenantSummary } from '@agenda/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { recordSaveOverlay } from '@/lib/save-overlay';
import { FormCard, FormCardSkeleton } from '@/components/form/form-card';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useAdministeredTenants } from '@/hooks/use-administered-tenants';
import { useAsyncData } from '@/hooks/use-async-data';
import { useStoredFileAddress } from '@/hooks/use-stored-file-address';
import { useBlockedReason } from '@/hooks/use-form-errors';
import { useSaveAction } from '@/hooks/use-save-action';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import type { ImageKind } from '@/lib/image-file';
import { useRights } from '@/lib/rights';
import { getNews, saveNews } from '../api/news';
import {
  NEWS_EDIT_TEXTS as TEXTS,
  newsFormDefaults,
  newsResolver,
  newsSavePayload,
  type NewsFormOutput,
  type NewsFormValues,
  type PhotoChoice,
} from '../lib/news-form';
import { checkNewsPhoto, uploadNewsPhoto } from '../lib/news-photo';

interface ChosenPhoto {
  file: File;
  kind: ImageKind;
}

function PhotoField({
  stored,
  chosen,
  removed,
  problem,
  onChoose,
  onRemove,
}: {
  stored: string | null;
  chosen: ChosenPhoto | null;
  removed: boolean;
  problem: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(chosen.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  const shown = preview ?? (removed ? null : stored);
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {TEXTS.photo}
      </Typography>
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt="Photo preview"
          sx={{ maxWidth: '100%', maxHeight: 220, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">{TEXTS.noPhoto}</Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<ImageOutlined />}>
          {TEXTS.choosePhoto}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChoose(file);
              event.target.value = '';
            }}
          />
        </Button>
        {shown ? (
          <Button color="error" startIcon={<DeleteOutline />} onClick={onRemove}>
            {TEXTS.removePhoto}
          </Button>
        ) : null}
      </Stack>
      <FormHelperText error={!!problem} sx={{ m: 0 }} role={problem ? 'alert' : undefined}>
        {problem ?? TEXTS.photoHint}
      </FormHelperText>
    </Stack>
  );
}

interface NewsFormProps {
  item: News | null;
  countries: TenantSummary[];
  defaultTenant: string;
  storage?: FileStorage;
}

/** The fields in screen order (Save's tooltip names the first problem); a refusal lands at its field. */
const NEWS_LABELS = { title: 'Title', content: 'Content', tenant: TEXTS.country } as const;
const NEWS_FIELDS = ['title', 'content', 'tenant'] as const;
/** The loading card: title, content, country. */
const SKELETON = [56, 140, 56];

/** Title, content, country, sticky and photo of a news item; Save says why it is disabled. */
function NewsForm({ item, countries, defaultTenant, storage = firebaseFileStorage }: NewsFormProps) {
  const overlay = useOverlay();
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const [removed, setRemoved] = useState(false);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const storedPhoto = useStoredFileAddress(item?.attachment_ref ?? null, item?.attachment_url ?? null);
  const { control, handleSubmit, formState, setError } = useForm<NewsFormValues, unknown, NewsFormOutput>({
    mode: 'onChange',
    resolver: newsResolver,
    defaultValues: newsFormDefaults(item, defaultTenant),
  });
  const photoChanged = chosen !== null || removed;
  const action = useSaveAction({ dirty: formState.isDirty || photoChanged, setError, fields: NEWS_FIELDS });
  const firstProblem = useBlockedReason(control, newsResolver, formState.errors, NEWS_LABELS);

  const blockedReason = formState.isSubmitting
    ? TEXTS.blockedSaving
    : firstProblem
      ? firstProblem
      : !formState.isValid
        ? TEXTS.blockedIncomplete
        : item && !formState.isDirty && !photoChanged
          ? TEXTS.blockedUnchanged
          : null;

  const choose = async (file: File) => {
    const checked = await checkNewsPhoto(file);
    if (checked.ok && checked.issues.length === 0) {
      setChosen({ file, kind: checked.kind });
      setPhotoProblem(null);
    } else {
      setPhotoProblem(checked.issues.join(' '));
    }
  };

  const save = async (values: NewsFormOutput) => {
    action.setAlert(null);
    let photo: PhotoChoice = removed ? { kind: 'removed' } : { kind: 'kept' };
    // docs/product.md §4: the photo first; a failed upload saves nothing ("Could not update photo file", §5).
    if (chosen) {
      try {
        const uploaded = await overlay.run(OVERLAYS.savingFiles, () =>
          uploadNewsPhoto(chosen.file, chosen.kind, values.tenant, storage),
        );
        photo = { kind: 'new', ...uploaded };
      } catch {
        setPhotoProblem(MESSAGES.photoUploadFailed);
        return;
      }
    }
    const sent = photo;
    await action.run(
      () =>
        saveNews(newsSavePayload(item?.id ?? null, values, item, sent)).catch((error: unknown) => {
          // The new photo belongs to no record now; removing it is best effort (the server keeps the old one).
          if (sent.kind === 'new') void storage.remove(sent.reference).catch(() => undefined);
          throw error;
        }),
      {
        overlay: recordSaveOverlay({
          added: sent.kind === 'new',
          dropped: !!item?.attachment_ref && sent.kind !== 'kept',
        }),
        toast: TEXTS.saved,
        to: (saved) => paths.main.news.newslist({ t: saved.tenant_id }),
      },
    );
  };

  return (
    <FormCard
      onSubmit={(event) => void handleSubmit(save)(event)}
      alert={action.alert}
      onAlertClose={() => action.setAlert(null)}
      actions={
        <>
          <Button component={RouterLink} to={paths.main.news.newslist({ t: item?.tenant_id ?? defaultTenant })}>
            Cancel
          </Button>
          <SaveButton blockedReason={blockedReason} />
        </>
      }
    >
      <FormTextField name="title" control={control} label="Title" required />
      <FormTextField
        name="content"
        control={control}
        label="Content"
        required
        multiline
        minRows={5}
        helperText="Web addresses (http or https) become links."
      />
      <FormSelect
        name="tenant"
        control={control}
        label={TEXTS.country}
        required
        options={countries.map((country) => ({ value: country.id, label: country.country_name }))}
      />
      <FormCheckbox name="sticky" control={control} label={TEXTS.sticky} />
      <PhotoField
        stored={storedPhoto}
        chosen={chosen}
        removed={removed}
        problem={photoProblem}
        onChoose={(file) => void choose(file)}
        onRemove={() => {
          setChosen(null);
          setRemoved(true);
          setPhotoProblem(null);
        }}
      />
    </FormCard>
  );
}

/**
 * '/main/news/editnews?e&t' (docs/product.md §2 Edit news): a new item (no e) or the item e, for the admins of
 * its country; the country list offers the countries the caller administers.
 */
export function EditNewsPage() {
  const [params] = useSearchParams();
  const id = params.get('e');
  const tenant = params.get('t');
  const rights = useRights();
  const load = useCallback(() => (id ? getNews(id) : Promise.resolve(null)), [id]);
  const [data] = useAsyncData(load);
  const administered = useAdministeredTenants();

  let body;
  if (data.status === 'loading' || administered.status === 'loading' || !rights.ready)
    body = <FormCardSkeleton label="Loading the news" blocks={SKELETON} />;
  else if (data.status === 'error') body = <Alert severity="error">{data.error}</Alert>;
  else if (administered.tenants.length === 0) body = <Alert severity="warning">{TEXTS.noCountry}</Alert>;
  else if (data.data && !rights.isAdminOf(data.data.tenant_id))
    body = <Alert severity="warning">{NEWS_MESSAGES.notCountryAdmin}</Alert>;
  else {
    const item = data.data;
    const countries = administered.tenants;
    const defaultTenant = countries.some((country) => country.id === tenant)
      ? (tenant as string)
      : (countries[0]?.id ?? '');
    body = <NewsForm key={item?.id ?? 'new'} item={item} countries={countries} defaultTenant={defaultTenant} />;
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}
      >
        <Typography variant="h1">{id ? TEXTS.titleEdit : TEXTS.titleNew}</Typography>
        <Button component={RouterLink} to={paths.main.news.newslist({ t: tenant })} startIcon={<ArrowBack />}>
          Back
        </Button>
      </Stack>
      {body}
    </Container>
  );
}
