import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useRouteError } from 'react-router';
import { ApiError } from '../api/api-client';

/** A group that does not exist, or a storefront that could not load. */
export function GroupError() {
  const error = useRouteError();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Container component="main" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {missing ? 'We could not find that dealership group' : 'The catalogue could not be loaded'}
      </Typography>
      <Alert severity={missing ? 'info' : 'error'} sx={{ mb: 3 }}>
        {missing
          ? 'Check the address, or log in from the home page.'
          : error instanceof Error
            ? error.message
            : 'Unexpected error. Please try again.'}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Container>
  );
}
