import Avatar from '@mui/material/Avatar';
import type { ReactNode } from 'react';

/**
 * A person's avatar: their photo from the corporate directory (`avatar_url`) or,
 * without one, the `fallback` (the default icon of docs/product.md §2 Profile, or initials). A photo that cannot
 * be loaded falls back too (MUI's Avatar shows its children when the image fails).
 */
export function UserAvatar({
  src,
  name,
  size,
  fallback,
}: {
  src: string | null | undefined;
  /** The person's name, the photo's alternative text. */
  name: string;
  size: number;
  fallback: ReactNode;
}) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={src ? name : undefined}
      sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {fallback}
    </Avatar>
  );
}
