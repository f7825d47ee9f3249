import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGroupPaths } from '../core/group';
import { Icon } from './icons';

/**
 * The checkout and success pages: one 800 px column under a back-to-home button and the page's
 * heading (app/controls.css `.narrow-page`). `after` goes outside the column, e.g. the screen's toast.
 */
export function NarrowPage({ title, after, children }: { title?: string; after?: ReactNode; children: ReactNode }) {
  const paths = useGroupPaths();
  return (
    <div className="container narrow-page">
      <div className="narrow-page-column">
        <div className="narrow-page-head">
          <RouterLink to={paths.home} className="icon-button narrow-page-back" aria-label="Back to home">
            <Icon name="arrowBack" />
          </RouterLink>
          {title && <h1 className="narrow-page-title">{title}</h1>}
        </div>
        {children}
      </div>
      {after}
    </div>
  );
}
