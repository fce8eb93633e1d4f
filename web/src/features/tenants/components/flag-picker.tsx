import { COUNTRY_IMAGE_MAX_BYTES } from '@agenda/contract';
import { usePreviewUrl } from '@/hooks/use-preview-url';
import Close from '@mui/icons-material/Close';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { ImageKind } from '@/lib/image-file';
import { checkFlagFile } from '../lib/flag-file';

/** A flag chosen in the picker, checked but not uploaded yet. */
export interface ChosenFlag {
  file: File;
  kind: ImageKind;
}

interface FlagPickerProps {
  /** The flag stored now, shown until another is chosen. */
  currentUrl: string | null;
  chosen: ChosenFlag | null;
  onChange: (chosen: ChosenFlag | null) => void;
  disabled?: boolean;
}

/** The country's flag image: png or jpeg, at most COUNTRY_IMAGE_MAX_BYTES, previewed before saving. */
export function FlagPicker({ currentUrl, chosen, onChange, disabled = false }: FlagPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const messageId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const preview = usePreviewUrl(chosen?.file ?? null);
  const shown = preview ?? currentUrl;

  const pick = async (file: File | undefined) => {
    // The same file may be picked again after a refusal: clear the input each time.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const check = await checkFlagFile(file);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    onChange({ file, kind: check.kind });
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Flag image
      </Typography>
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <Box
          sx={{
            width: 120,
            height: 80,
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.divider}`,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={chosen ? 'Preview of the new flag' : 'Current flag'}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <PublicOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
              aria-describedby={messageId}
            >
              {shown ? 'Change flag' : 'Choose flag'}
            </Button>
            {chosen ? (
              <Button startIcon={<Close />} disabled={disabled} onClick={() => onChange(null)}>
                Discard new flag
              </Button>
            ) : null}
          </Stack>
          {chosen ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {chosen.file.name}
            </Typography>
          ) : null}
          <FormHelperText id={messageId} error={!!message} role={message ? 'alert' : undefined} sx={{ m: 0 }}>
            {message ?? `png or jpeg, at most ${Math.round(COUNTRY_IMAGE_MAX_BYTES / 1000)} KB`}
          </FormHelperText>
        </Stack>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
        aria-label="Flag image file"
        hidden
        onChange={(event) => void pick(event.target.files?.[0])}
      />
    </Box>
  );
}
