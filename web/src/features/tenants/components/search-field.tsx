import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The filter box above the countries' grid and table: results follow each key stroke. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
