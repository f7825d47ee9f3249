import { Link as RouterLink, useRouteError } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';
import { ApiError } from '../core/api/api-client';
import { Icon } from '../common/icons';

/** A group that does not exist, or a storefront that could not load. */
export function GroupError() {
  const error = useRouteError();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <main className="container group-error">
      <h1 className="title">{missing ? 'We could not find that dealership group' : 'The catalogue could not be loaded'}</h1>
      <div className={`notice ${missing ? 'notice-info' : 'notice-error'}`} role="alert">
        <span className="notice-icon">
          <Icon name={missing ? 'info' : 'error'} />
        </span>
        <p>
          {missing
            ? 'Check the address, or log in from the home page.'
            : error instanceof Error
              ? error.message
              : UNEXPECTED_ERROR_MESSAGE}
        </p>
      </div>
      <RouterLink to="/" className="button button-contained">
        Go to the home page
      </RouterLink>
    </main>
  );
}
