import { providerImagePath, type StorefrontProvider } from '@portal/domain';
import { FallbackImage } from '../../common/fallback-image';
import { Icon } from '../../common/icons';
import { emailPath, phonePath } from '../../common/icon-paths';

// What frames the landing: the support banner above, the provider's header, its footer below.

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** How to reach support, above everything else. */
export function SupportBanner({ provider }: { provider: StorefrontProvider }) {
  return (
    <aside aria-label="Support" className="landing-support">
      <span className="landing-support-title">Need help with an order?</span>
      {/* One way to reach support: icon, word and link stay together on one line when they fit. */}
      <span className="landing-contact">
        <Icon path={phonePath} />
        <span>Call</span>
        <a href={telHref(provider.support_phone)}>{provider.support_phone}</a>
      </span>
      <span className="landing-contact">
        <Icon path={emailPath} />
        <span>E-mail</span>
        <a href={`mailto:${provider.support_email}`} className="landing-contact-email">
          {provider.support_email}
        </a>
      </span>
    </aside>
  );
}

/** The provider's logo and address. */
export function LandingHeader({ provider }: { provider: StorefrontProvider }) {
  return (
    <header className="landing-header">
      <div className="container landing-header-row">
        <FallbackImage
          src={providerImagePath(provider.logo)}
          alt={provider.name}
          width={480}
          height={160}
          loading="eager"
          className="landing-logo"
        />
        <address className="landing-address">
          <p className="small landing-strong">{provider.name}</p>
          {provider.address.map((line) => (
            <p key={line} className="small">
              {line}
            </p>
          ))}
          <p className="small">
            <a href={telHref(provider.main_phone)} className="landing-link">
              {provider.main_phone}
            </a>
          </p>
        </address>
      </div>
    </header>
  );
}

/** The provider's address and phone numbers, again, at the foot. */
export function LandingFooter({ provider }: { provider: StorefrontProvider }) {
  return (
    <footer className="landing-footer">
      <div className="container landing-footer-row">
        <address>
          <h2 className="heading">{provider.name}</h2>
          {provider.address.map((line) => (
            <p key={line} className="small">
              {line}
            </p>
          ))}
        </address>
        <div>
          <p className="small">
            Phone: <a href={telHref(provider.main_phone)}>{provider.main_phone}</a>
          </p>
          <p className="small">
            Support: <a href={telHref(provider.support_phone)}>{provider.support_phone}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
