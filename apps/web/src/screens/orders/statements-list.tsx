import { formatPrice } from '@portal/domain';
import { useNarrowScreen } from '../../common/use-narrow-screen';
import { statementPdfPath, type BuyerStatement } from './invoices-api';
import { PdfLink } from './pdf-link';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A statement's period 'YYYY-MM' as 'November 2026'. */
export function formatPeriod(period: string): string {
  const start = Date.parse(`${period}-01T00:00:00Z`);
  return Number.isFinite(start) ? monthFormat.format(start) : period;
}

interface StatementsProps {
  statements: readonly BuyerStatement[];
  group: string;
}

/** What a statement's PDF link is called: its month and account. */
const documentName = (statement: BuyerStatement) =>
  `the statement of ${formatPeriod(statement.period)}, ${statement.account_name}`;

function StatementsTable({ statements, group }: StatementsProps) {
  return (
    <div className="invoices-table-box">
      <table className="invoices-table" aria-labelledby="invoices-statements-heading">
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
          {statements.map((statement) => (
            <tr key={statement.id}>
              <th scope="row" className="invoices-nowrap">
                {formatPeriod(statement.period)}
              </th>
              <td className="invoices-account-cell">{statement.account_name}</td>
              <td className="invoices-number">{formatPrice(statement.closing_balance_cents)}</td>
              <td>
                <PdfLink href={statementPdfPath(group, statement.id)} document={documentName(statement)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card per statement below sm: the account's name would not fit a column there. */
function StatementCards({ statements, group }: StatementsProps) {
  return (
    <ul className="bare-list orders-cards" aria-labelledby="invoices-statements-heading">
      {statements.map((statement) => (
        <li key={statement.id} className="orders-card">
          <div className="invoices-card-head">
            <span className="invoices-card-number">{formatPeriod(statement.period)}</span>
            <PdfLink href={statementPdfPath(group, statement.id)} document={documentName(statement)} />
          </div>
          <dl className="orders-card-values">
            <dt>Account</dt>
            <dd>{statement.account_name}</dd>
            <dt>Closing balance</dt>
            <dd>{formatPrice(statement.closing_balance_cents)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The accounts' monthly statements as sent, newest first, each with its PDF. */
export function StatementsList(props: StatementsProps) {
  const narrow = useNarrowScreen();
  return (
    <section aria-labelledby="invoices-statements-heading" className="invoices-section">
      <h2 id="invoices-statements-heading" className="heading">
        Statements
      </h2>
      {props.statements.length === 0 ? (
        <p className="panel invoices-empty">
          No statement yet. Each account&apos;s statement of the month is listed here once sent.
        </p>
      ) : narrow ? (
        <StatementCards {...props} />
      ) : (
        <StatementsTable {...props} />
      )}
    </section>
  );
}
