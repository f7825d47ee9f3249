import { formatPrice } from '@portal/domain';
import { statementPdfPath, type BuyerStatement } from './invoices-api';
import { InvoicesSection, InvoicesTable } from './invoices-section';
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

const HEADING = 'invoices-statements-heading';

function StatementsTable({ statements, group }: StatementsProps) {
  const columns = (
    <>
      <th scope="col">Month</th>
      <th scope="col">Account</th>
      <th scope="col" className="invoices-number">
        Closing balance
      </th>
    </>
  );
  return (
    <InvoicesTable labelledBy={HEADING} columns={columns}>
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
    </InvoicesTable>
  );
}

/** A card per statement below sm: the account's name would not fit a column there. */
function StatementCards({ statements, group }: StatementsProps) {
  return (
    <ul className="bare-list orders-cards" aria-labelledby={HEADING}>
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
  return (
    <InvoicesSection
      headingId={HEADING}
      title="Statements"
      empty={
        props.statements.length === 0 ? "No statement yet. Each account's statement of the month is listed here once sent." : null
      }
      cards={<StatementCards {...props} />}
      table={<StatementsTable {...props} />}
    />
  );
}
