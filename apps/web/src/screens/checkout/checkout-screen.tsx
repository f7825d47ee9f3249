import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Being built: see the web storefront issue.
export function Component() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        checkout
      </Typography>
    </Container>
  );
}
