import { GLOBAL_TENANT_LOCALE, normaliseSearchText, type Tenant } from '@agenda/contract';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { paths } from '@/config/paths';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { writeSelectedTenant } from '@/lib/selected-tenant';

/** Spec §2's top-bar country selector. */
export const COUNTRY_SWITCH_LABEL = 'Go to country events';

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

/**
 * The top bar's country selector (spec §2 "Go to country events"): a searchable list of the countries,
 * each a link to that country's event list (so it opens in a new tab as well). On a phone it is an
 * icon button.
 */
export function CountrySwitch({ compact, current }: { compact: boolean; current: string | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const open = (event: { currentTarget: HTMLElement }) => setAnchor(event.currentTarget);
  const common = {
    'aria-haspopup': 'dialog' as const,
    'aria-controls': anchor ? popoverId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: open,
  };
  return (
    <>
      {compact ? (
        <IconButton color="inherit" aria-label={COUNTRY_SWITCH_LABEL} {...common}>
          <PublicOutlined />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          startIcon={<PublicOutlined />}
          endIcon={<ArrowDropDown />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, ...(current ? CURRENT_SECTION : {}) }}
          {...common}
        >
          {COUNTRY_SWITCH_LABEL}
        </Button>
      )}
      <Popover
        id={popoverId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': COUNTRY_SWITCH_LABEL,
            sx: { width: 300, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <CountryOptions current={current} onPick={() => setAnchor(null)} />
      </Popover>
    </>
  );
}

/** How the bar marks the section one is in (with aria-current on its link). */
export const CURRENT_SECTION = {
  bgcolor: 'rgba(255, 255, 255, 0.16)',
  boxShadow: 'inset 0 -3px 0 0 currentColor',
} as const;
