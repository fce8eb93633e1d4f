import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useWallPhoto } from '../lib/wall-photo';
import { WALL_TEXTS } from '../lib/wall-texts';

/** A post's photo: a thumbnail read once near the screen, opening full size in a dialog. */
export function WallPhotoView({ reference, author, active }: { reference: string; author: string; active: boolean }) {
  const photo = useWallPhoto(reference, active);
  const [open, setOpen] = useState(false);
  if (photo.status === 'error') return <Alert severity="warning">{WALL_TEXTS.photoError}</Alert>;
  if (photo.status === 'loading')
    return <Skeleton variant="rounded" height={220} aria-label={WALL_TEXTS.loadingPhoto} role="status" />;
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={WALL_TEXTS.openPhoto(author)}
        sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box
          component="img"
          src={photo.url}
          alt={WALL_TEXTS.photoAlt(author)}
          loading="lazy"
          sx={{ display: 'block', width: '100%', maxHeight: 360, objectFit: 'cover' }}
        />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={WALL_TEXTS.photoAlt(author)}>
        <IconButton
          onClick={() => setOpen(false)}
          aria-label={WALL_TEXTS.close}
          sx={{ position: 'absolute', top: 8, right: 8, width: 44, height: 44, bgcolor: 'background.paper' }}
        >
          <Close />
        </IconButton>
        <Box
          component="img"
          src={photo.url}
          alt={WALL_TEXTS.photoAlt(author)}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }}
        />
      </Dialog>
    </>
  );
}
