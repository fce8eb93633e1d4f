import { COUNTRY_IMAGE_MAX_BYTES, MESSAGES } from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { checkImageFile, type ImageKind } from '@/lib/image-file';

/** A poster chosen in the form, checked, not yet uploaded. */
export interface ChosenPoster {
  file: File;
  kind: ImageKind;
}

interface PosterPickerProps {
  /** The stored poster's address, or null. */
  currentUrl: string | null;
  chosen: ChosenPoster | null;
  removed: boolean;
  onChoose: (poster: ChosenPoster | null) => void;
  onRemove: () => void;
}

/** docs/product.md §2: a png or jpeg poster, bounded by the country and event image size (docs/product.md §5, §9). */
export function PosterPicker({ currentUrl, chosen, removed, onChoose, onRemove }: PosterPickerProps) {
  const inputId = useId();
  const [issues, setIssues] = useState<string[]>([]);
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

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const checked = await checkImageFile(file, {
      maxBytes: COUNTRY_IMAGE_MAX_BYTES,
      tooLargeMessage: MESSAGES.countryImageTooLarge,
    });
    setIssues(checked.issues);
    onChoose(checked.ok && checked.issues.length === 0 ? { file, kind: checked.kind } : null);
  };

  const shown = preview ?? (removed ? null : currentUrl);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Poster
      </Typography>
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt="Poster preview"
          sx={{ maxWidth: '100%', maxHeight: 220, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">No poster: the list shows the default image.</Typography>
      )}
      <Stack direction="row" spacing={1.5}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<ImageOutlined />}>
          Choose poster
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {shown ? (
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => {
              onChoose(null);
              onRemove();
            }}
          >
            Remove poster
          </Button>
        ) : null}
      </Stack>
      {issues.map((issue) => (
        <Alert key={issue} severity="error">
          {issue}
        </Alert>
      ))}
    </Stack>
  );
}
