import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

const SIZE = 48;

/**
 * A small preview of a detail's image file. It is decorative (the file's name is written next to
 * it); no address, or one the browser cannot load, shows an image icon instead of a broken picture.
 */
export function DetailFileThumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = {
    width: SIZE,
    height: SIZE,
    flexShrink: 0,
    borderRadius: 1,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'action.hover',
  } as const;
  if (src === null || failed === src) {
    return (
      <Box sx={frame}>
        <ImageOutlined sx={{ color: 'text.secondary' }} aria-hidden />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailed(src)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
