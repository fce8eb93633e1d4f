import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, useId, useState } from 'react';
import { OnFirstOpen } from '@/components/on-first-open';

const CountrySwitchPopover = lazy(() => import('./country-switch-popover'));

/** docs/product.md §2's top-bar country selector. */
export const COUNTRY_SWITCH_LABEL = 'Go to country events';

/**
 * The top bar's country selector (docs/product.md §2 "Go to country events"): a searchable list of the countries,
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
      <OnFirstOpen open={!!anchor}>
        <CountrySwitchPopover popoverId={popoverId} anchor={anchor} current={current} onClose={() => setAnchor(null)} />
      </OnFirstOpen>
    </>
  );
}

/** How the bar marks the section one is in (with aria-current on its link). */
export const CURRENT_SECTION = {
  bgcolor: 'rgba(255, 255, 255, 0.16)',
  boxShadow: 'inset 0 -3px 0 0 currentColor',
} as const;
