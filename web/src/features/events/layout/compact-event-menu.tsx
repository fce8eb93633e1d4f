import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { paths } from '@/config/paths';
import type { EventItem } from '@/lib/event-item';
import { EVENT_HEADER_TEXTS, type useEventTenant } from './event-header-parts';

interface CompactEventMenuProps {
  event: EventItem;
  /** The event's country as the header read it (undefined while loading, null if unknown). */
  tenant: ReturnType<typeof useEventTenant>;
  canEdit: boolean;
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  close: () => void;
}

/**
 * The phone header's menu: the way back to the country and, for editors, Edit event and Event style.
 * Loaded at its first opening: Menu brings MUI's Select, Popover and Modal, which the event's
 * home and most of its tabs do not otherwise load.
 */
export default function CompactEventMenu({
  event,
  tenant,
  canEdit,
  menuId,
  buttonId,
  anchor,
  close,
}: CompactEventMenuProps) {
  const ids = { e: event.id, t: event.tenant_id };
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={!!anchor}
      onClose={close}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem component={RouterLink} to={paths.main.events.eventslist({ t: event.tenant_id })} onClick={close}>
        <ListItemIcon>
          {tenant ? <CountryFlag tenant={tenant} width={21} /> : <ArrowBack fontSize="small" />}
        </ListItemIcon>
        <ListItemText primary={EVENT_HEADER_TEXTS.backTo(tenant ? countryLabel(tenant) : event.tenant_id)} />
      </MenuItem>
      {canEdit ? (
        <MenuItem component={RouterLink} to={paths.main.events.editevent(ids)} onClick={close}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={EVENT_HEADER_TEXTS.editEvent} />
        </MenuItem>
      ) : null}
      {canEdit ? (
        <MenuItem component={RouterLink} to={paths.main.events.editeventstyle(ids)} onClick={close}>
          <ListItemIcon>
            <PaletteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={EVENT_HEADER_TEXTS.eventStyle} />
        </MenuItem>
      ) : null}
    </Menu>
  );
}
