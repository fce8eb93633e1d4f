import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { cssImage, defaultPosterGradient, initialsOf } from './event-art';

/*
 * The event's images as the screens draw them: a poster shown whole,
 * its logo, and the default poster for an event without one.
 */

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx ? [sx] : []);

/*
 * What differs from one event to the next (its image, its poster's colours) is an inline style, and the
 * rest one class that every card shares: a class per card made the list's first draw compile and insert
 * 24 more style rules in one task (long tasks).
 */

/**
 * The whole image, never cropped (a landscape poster in a portrait frame, or the reverse): scaled to
 * fit, on a blurred, darkened copy of itself that fills the rest of the frame.
 */
export function WholeImage({ src, alt, sx }: { src: string; alt: string; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ position: 'relative', overflow: 'hidden', bgcolor: 'grey.900', flexShrink: 0 }, ...asArray(sx)]}>
      <Box
        aria-hidden
        style={{ backgroundImage: cssImage(src) }}
        sx={{
          position: 'absolute',
          inset: -24,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          filter: 'blur(16px) brightness(0.7)',
        }}
      />
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{ position: 'relative', display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

/** The event's logo (square by docs/product.md §5), scaled into a `size` px box. */
export function EventLogo({ src, name, size }: { src: string; name: string; size: number | Record<string, number> }) {
  return (
    <Box
      component="img"
      src={src}
      alt={`Logo of ${name}`}
      sx={{ width: size, height: size, objectFit: 'contain', flexShrink: 0, display: 'block' }}
    />
  );
}

/**
 * The default poster of an event without one: its name on a gradient chosen by the name, like a
 * printed poster; as a thumbnail (`small`), its initials. Drawn, not downloaded.
 */
export function DefaultPoster({ name, small = false, sx }: { name: string; small?: boolean; sx?: SxProps<Theme> }) {
  const [from, to] = defaultPosterGradient(name);
  return (
    <Box
      data-testid="poster-placeholder"
      aria-hidden
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          flexShrink: 0,
          color: '#fff',
          display: 'flex',
          alignItems: small ? 'center' : 'flex-end',
          justifyContent: small ? 'center' : 'flex-start',
          p: small ? 0 : 2,
        },
        ...asArray(sx),
      ]}
      style={{
        background: [
          // Two soft discs, like a printed poster's shapes.
          'radial-gradient(circle at 85% 15%, rgba(255,255,255,0.22) 0 18%, transparent 19%)',
          'radial-gradient(circle at 10% 35%, rgba(255,255,255,0.12) 0 28%, transparent 29%)',
          `linear-gradient(150deg, ${from} 0%, ${to} 100%)`,
        ].join(', '),
      }}
    >
      {small ? (
        <Typography component="span" sx={{ fontWeight: 800, fontSize: 'inherit', letterSpacing: 0.5 }}>
          {initialsOf(name)}
        </Typography>
      ) : (
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: '1.5rem',
            lineHeight: 1.15,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            textShadow: '0 1px 2px rgba(0,0,0,0.35)',
          }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}
