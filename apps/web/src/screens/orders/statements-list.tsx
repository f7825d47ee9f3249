import { formatPrice } from '@portal/domain';
import { statementPdfPath, type BuyerStatement } from './invoices-api';
import { PdfLink } from './pdf-link';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A statement's period 'YYYY-MM' as 'November 2026'. */
export function formatPeriod(period: string): string {
  const start = Date.parse(`${period}-01T00:00:00Z`);
  return Number.isFinite(start) ? monthFormat.format(start) : period;
}

/** The accounts' monthly statements as sent, newest first, each with its PDF. Four short columns: a phone keeps the table. */
export function StatementsList({ statements, group }: { statements: readonly BuyerStatement[]; group: string }) {
  return (
    <section aria-labelledby="invoices-statements-heading" className="invoices-section">
      <h2 id="invoices-statements-heading" className="heading">
        Statements
      </h2>
      {statements.length === 0 ? (
        <p className="panel invoices-empty">
          No statement yet. Each account&apos;s statement of the month is listed here once sent.
        </p>
      ) : (
        <div className="invoices-table-box">
          <table className="invoices-table invoices-statements" aria-labelledby="invoices-statements-heading">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Account</th>
                <th scope="col" className="invoices-number">
                  Closing balance
                </th>
                <th scope="col">
                  <span className="visually-hidden">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {statements.map((statement) => {
                const month = formatPeriod(statement.period);
                return (
                  <tr key={statement.id}>
                    <th scope="row" className="invoices-nowrap">
                      {month}
                    </th>
                    <td className="invoices-account-cell">{statement.account_name}</td>
                    <td className="invoices-number">{formatPrice(statement.closing_balance_cents)}</td>
                    <td>
                      <PdfLink
                        href={statementPdfPath(group, statement.id)}
                        document={`the statement of ${month}, ${statement.account_name}`}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
