import { MAIN_SEARCH_MIN_CHARS } from '@agenda/contract';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { paths } from '@/config/paths';

/** docs/product.md §5: the main search starts only at MAIN_SEARCH_MIN_CHARS characters. */
export function MainSearch() {
  const navigate = useNavigate();
  const hintId = useId();
  const [text, setText] = useState('');
  // A phone's bar leaves the field about 80 px of text: "Search events" would be cut to "Search even". The
  // field's accessible name stays "Search events".
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const query = text.trim();
    if (query.length < MAIN_SEARCH_MIN_CHARS) return;
    event.preventDefault();
    void navigate(paths.main.events.eventslist({ q: query }));
  };

  return (
    <Box
      role="search"
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        flex: '1 1 220px',
        minWidth: 120,
        maxWidth: 420,
        borderRadius: 2,
        bgcolor: alpha(theme.palette.common.white, 0.14),
        '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.22) },
        '&:focus-within': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 1 },
      })}
    >
      <SearchIcon sx={{ mx: 1.25, flexShrink: 0 }} />
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={phone ? 'Search' : 'Search events'}
        type="search"
        inputProps={{ 'aria-label': 'Search events', 'aria-describedby': hintId }}
        sx={{
          color: 'inherit',
          flex: 1,
          '& .MuiInputBase-input': { py: 1, pr: 1.5 },
          '& .MuiInputBase-input::placeholder': { color: 'inherit', opacity: 0.85 },
        }}
      />
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {`Type at least ${MAIN_SEARCH_MIN_CHARS} characters and press Enter`}
      </Box>
    </Box>
  );
}
