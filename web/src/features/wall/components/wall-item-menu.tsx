import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { WALL_TEXTS } from '../lib/wall-texts';

export interface WallItemAction {
  label: string;
  run: () => void;
  destructive?: boolean;
}

/** The "⋮" menu of a post or comment: what the viewer may do with it (nothing: no menu). */
export function WallItemMenu({ what, actions }: { what: string; actions: readonly (WallItemAction | null)[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const shown = actions.filter((action): action is WallItemAction => action !== null);
  if (shown.length === 0) return null;
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={WALL_TEXTS.more(what)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {shown.map((action) => (
          <MenuItem
            key={action.label}
            sx={{ minHeight: 44, color: action.destructive ? 'error.main' : undefined }}
            onClick={() => {
              setAnchor(null);
              action.run();
            }}
          >
            <ListItemText primary={action.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
