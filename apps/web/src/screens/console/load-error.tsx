import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** Asking again cannot help a refusal that stands: not this staff member's (403), or no such thing (404). */
export const unlessRefused = (status: number) => status !== 403 && status !== 404;

/** Asking again helps only when it was the server's fault (5xx). */
export const whenServerFailed = (status: number) => status >= 500;

interface LoadErrorProps {
  error: { status: number; message: string };
  /** Whether 'Try again' is offered for the error's status: always, unless this says otherwise. */
  retryWhen?: (status: number) => boolean;
  /** What 'Try again' does: by default the page's loaders read again. */
  onRetry?: () => void;
  /** 'warning' when the page is shown all the same and only a part of it is missing. */
  severity?: 'error' | 'warning';
  /** The words, when more than the server's are said. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * Why something could not be read, as an alert read out at once, with 'Try again' where asking
 * again may help. Every console page says a failed read this way.
 */
export function LoadError(props: LoadErrorProps) {
  const { onRetry } = props;
  return onRetry ? <LoadErrorAlert {...props} onRetry={onRetry} /> : <ReadAgainError {...props} />;
}

function ReadAgainError(props: LoadErrorProps) {
  const revalidator = useRevalidator();
  return <LoadErrorAlert {...props} onRetry={() => void revalidator.revalidate()} />;
}

function LoadErrorAlert({
  error,
  retryWhen,
  onRetry,
  severity = 'error',
  children,
  sx,
}: LoadErrorProps & { onRetry: () => void }) {
  const retry = retryWhen ? retryWhen(error.status) : true;
  return (
    <Alert
      severity={severity}
      role="alert"
      sx={sx}
      action={
        retry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {children ?? error.message}
    </Alert>
  );
}
