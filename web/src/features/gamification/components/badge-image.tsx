import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';

/** A badge's image in a square frame, scaled to fit; an empty frame without one. */
export function BadgeImage({ url, alt, size = 96 }: { url: string | null; alt: string; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.divider}`,
        color: 'text.secondary',
      }}
    >
      {url ? (
        <Box component="img" src={url} alt={alt} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      ) : (
        <HideImageOutlined aria-hidden sx={{ fontSize: size / 3 }} />
      )}
    </Box>
  );
}
