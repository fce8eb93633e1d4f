import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function OverlayBackdrop({ message }: { message: string }) {
  return (
    <Backdrop
      open
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#ffffff', flexDirection: 'column', gap: 2 })}
    >
      <CircularProgress color="inherit" aria-label={message} />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {message}
      </Typography>
    </Backdrop>
  );
}
