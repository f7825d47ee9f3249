import type { ReactNode } from 'react';
import { useNarrowScreen } from '../../common/use-narrow-screen';

interface InvoicesSectionProps {
  headingId: string;
  title: string;
  /** What the panel says when there is nothing to list; null when there is something. */
  empty: ReactNode;
  /** The list as cards below sm (nothing scrolls sideways on a phone), and as a table from sm up. */
  cards: ReactNode;
  table: ReactNode;
}

/** A section of the Invoices view: its heading, then its list as fits the screen, or why there is none. */
export function InvoicesSection({ headingId, title, empty, cards, table }: InvoicesSectionProps) {
  const narrow = useNarrowScreen();
  return (
    <section aria-labelledby={headingId} className="invoices-section">
      <h2 id={headingId} className="heading">
        {title}
      </h2>
      {empty !== null ? <p className="panel invoices-empty">{empty}</p> : narrow ? cards : table}
    </section>
  );
}

interface InvoicesTableProps {
  /** The id of the section's heading, which names the table. */
  labelledBy: string;
  /** The header cells before the PDF links' column. */
  columns: ReactNode;
  children: ReactNode;
}

/** A section's table from sm up: its columns, then one for the PDF links, named for screen readers only. */
export function InvoicesTable({ labelledBy, columns, children }: InvoicesTableProps) {
  return (
    <div className="invoices-table-box">
      <table className="invoices-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns}
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
