import { GLOBAL_TENANT_LOCALE, normaliseSearchText, type Tenant } from '@agenda/contract';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { paths } from '@/config/paths';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { writeSelectedTenant } from '@/lib/selected-tenant';
import { COUNTRY_SWITCH_LABEL } from './country-switch';

/** Countries by name, the global tenant first and named Global (it has no flag: a globe). */
export function switchOptions(tenants: readonly Tenant[], search: string): Tenant[] {
  const wanted = normaliseSearchText(search);
  const label = (tenant: Tenant) => countryLabel(tenant);
  const matching = tenants.filter(
    (tenant) =>
      !wanted || normaliseSearchText(label(tenant)).includes(wanted) || normaliseSearchText(tenant.locale) === wanted,
  );
  return [
    ...matching.filter((tenant) => tenant.id === GLOBAL_TENANT_LOCALE),
    ...matching.filter((tenant) => tenant.id !== GLOBAL_TENANT_LOCALE),
  ];
}

function CountryOptions({ current, onPick }: { current: string | null; onPick: () => void }) {
  const live = useLiveTenants();
  const [search, setSearch] = useState('');
  if (live.status !== 'ready') {
    return (
      <Box role="status" aria-label="Loading the countries" sx={{ p: 2 }}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Box>
    );
  }
  const options = switchOptions(live.tenants, search);
  return (
    <>
      <Box sx={{ p: 1.5, pb: 0.5 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          label="Find a country"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          No country matches “{search.trim()}”.
        </Typography>
      ) : (
        <List component="ul" aria-label="Countries to go to" dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {options.map((tenant) => (
            <li key={tenant.id}>
              <ListItemButton
                component={RouterLink}
                to={paths.main.events.eventslist({ t: tenant.id })}
                selected={tenant.id === current}
                aria-current={tenant.id === current ? 'page' : undefined}
                onClick={() => {
                  writeSelectedTenant(tenant.id);
                  onPick();
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <CountryFlag tenant={tenant} width={27} />
                </ListItemIcon>
                <ListItemText primary={countryLabel(tenant)} />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </>
  );
}

interface CountrySwitchPopoverProps {
  popoverId: string;
  anchor: HTMLElement | null;
  current: string | null;
  onClose: () => void;
}

/** The country selector's searchable list in its popover: loaded at its first opening. */
export default function CountrySwitchPopover({ popoverId, anchor, current, onClose }: CountrySwitchPopoverProps) {
  return (
    <Popover
      id={popoverId}
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': COUNTRY_SWITCH_LABEL,
          sx: { width: 300, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <CountryOptions current={current} onPick={onClose} />
    </Popover>
  );
}
