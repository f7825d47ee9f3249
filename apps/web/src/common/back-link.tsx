import { Link as RouterLink, type To } from 'react-router';
import { Icon } from './icons';

/** The link back at the top of a buyer's screen: 'Back to home', 'Back to Polos'. */
export function BackLink({ to, label }: { to: To; label: string }) {
  return (
    <RouterLink to={to} className="button back-link">
      <span className="button-icon">
        <Icon name="arrowBack" />
      </span>
      Back to {label}
    </RouterLink>
  );
}
