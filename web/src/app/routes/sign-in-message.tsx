import Alert from '@mui/material/Alert';

/** The outcome of a sign-in attempt; loaded on demand to keep the home screen's first load small. */
export default function SignInMessage({ message }: { message: string }) {
  return (
    <Alert severity="info" sx={{ mt: 3, textAlign: 'left' }}>
      {message}
    </Alert>
  );
}
