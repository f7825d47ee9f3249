import { Link as RouterLink } from 'react-router';
import { useGroupPaths } from '../../core/group';

/** An address the group has no screen for: drawn with plain elements (app/styles/landing.css), no MUI. */
export function Component() {
  const paths = useGroupPaths();
  return (
    <div className="container not-found">
      <h1 className="title">This page does not exist</h1>
      <RouterLink to={paths.home} className="button button-contained">
        Back to the store
      </RouterLink>
    </div>
  );
}
