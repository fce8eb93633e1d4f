import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import CheckCircle from '@mui/icons-material/CheckCircle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface SelectPersonButtonProps {
  name: string;
  selected: boolean;
  onSelect: () => void;
}

/** Adds a search result to "Selected users"; shows a tick once it is there. */
export function SelectPersonButton({ name, selected, onSelect }: SelectPersonButtonProps) {
  const label = selected ? `${name} is selected` : `Select ${name}`;
  return (
    <Tooltip title={selected ? 'Selected' : 'Add to selected users'}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton aria-label={label} onClick={onSelect} disabled={selected} color="primary">
          {selected ? <CheckCircle /> : <AddCircleOutline />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
