import { SCROLL_TOP_THRESHOLD_PX } from '@contract';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';

/** Spec §2: appears once the page is scrolled by more than 100 px. */
export function ScrollTopButton() {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD_PX });
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
