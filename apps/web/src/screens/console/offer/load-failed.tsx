import { useRevalidator } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A catalogue page whose data could not be read: the server's words, and a retry when it was the server's fault (5xx). */
export function LoadFailed({ error }: { error: { status: number; message: string } }) {
  const revalidator = useRevalidator();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        error.status >= 500 ? (
          <Button color="inherit" size="small" onClick={() => void revalidator.revalidate()}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );
}
