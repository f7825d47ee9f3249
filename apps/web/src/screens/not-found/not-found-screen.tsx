import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGroupPaths } from '../../core/group';
import { withMuiTheme } from '../../core/mui/mui-screen';

function NotFoundScreen() {
  const paths = useGroupPaths();
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        This page does not exist
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Back to the store
      </Button>
    </Container>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(NotFoundScreen);
