import Alert from '@mui/material/Alert';

/** Why a sign-in attempt failed; loaded on demand to keep the home screen's first load small. */
export default function SignInMessage({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ mt: 3, textAlign: 'left' }}>
      {message}
    </Alert>
  );
}
