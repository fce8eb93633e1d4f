import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import type { UserAuthorityView } from '../api/user-schema';

const CHIP_COLOR = { ROOT: 'secondary', ADMIN: 'primary', USER: 'default' } as const;

interface AuthorityListProps {
  authorities: readonly UserAuthorityView[];
  /** A control at the end of each row (the rights screen's delete button). */
  action?: (authority: UserAuthorityView, index: number) => ReactNode;
}

/** docs/product.md §2: each authority with its flag, its country (or Global) and the authority id. */
export function AuthorityList({ authorities, action }: AuthorityListProps) {
  if (authorities.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
        No authorities.
      </Typography>
    );
  }
  return (
    <List aria-label="Authorities">
      {authorities.map((authority, index) => (
        <ListItem
          key={`${authority.authority_id}:${authority.tenant_id ?? ''}:${index}`}
          secondaryAction={action?.(authority, index)}
          divider={index < authorities.length - 1}
        >
          <ListItemAvatar sx={{ minWidth: 48 }}>
            <CountryFlag tenant={authority.tenant} />
          </ListItemAvatar>
          <ListItemText primary={countryLabel(authority.tenant)} />
          <Chip
            label={authority.authority_id}
            color={CHIP_COLOR[authority.authority_id]}
            variant={authority.authority_id === 'USER' ? 'outlined' : 'filled'}
            size="small"
            sx={{ fontWeight: 600, ml: 2 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
