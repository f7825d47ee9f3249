import type { StorefrontAnswer } from '@portal/domain';

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** Main phone, account reps, the three flip-book catalogues and the section links with their pages. */
export function Footer({ storefront }: { storefront: StorefrontAnswer }) {
  const { provider, account_reps } = storefront;
  const book = provider.flip_books;
  return (
    <footer className="footer">
      <div className="container footer-columns">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="heading">
            {provider.name}
          </h2>
          <p className="text">
            Main line: <a href={telHref(provider.main_phone)}>{provider.main_phone}</a>
          </p>
          {account_reps.length > 0 && (
            <>
              <p className="footer-strong">Your account representatives</p>
              <ul className="bare-list">
                {account_reps.map((rep) => (
                  <li key={rep.name}>
                    {rep.name}: <a href={telHref(rep.phone)}>{rep.phone}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <nav aria-labelledby="footer-catalogues">
          <h2 id="footer-catalogues" className="heading">
            Catalogues
          </h2>
          <ul className="bare-list footer-links">
            <li>
              <a href={book.auto} target="_blank" rel="noopener">
                Auto supplies catalogue
              </a>
            </li>
            <li>
              <a href={book.apparel} target="_blank" rel="noopener">
                Apparel catalogue
              </a>
            </li>
            <li>
              <a href={book.promotional} target="_blank" rel="noopener">
                Promotional catalogue
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections" className="heading">
            Catalogue sections
          </h2>
          <ul className="bare-list footer-links footer-sections">
            {provider.section_links.map((section) => (
              <li key={section.label}>
                <a href={`${book.auto}#page/${section.page}`} target="_blank" rel="noopener">
                  {section.label} (p. {section.page})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <hr className="footer-rule" />
      <div className="container">
        <p className="small">{provider.address.join(' · ')}</p>
      </div>
    </footer>
  );
}
