import { formatPrice, type StatementSnapshot } from '@portal/domain';
import { billingMessage, questionsTo } from './billing-emails';
import { clean, type MailMessage } from './order-emails';
import { formatShipDate, MONTH_NAMES } from './status-emails';

/** 'October 2026' for '2026-10'. */
export const periodName = (period: string): string => `${MONTH_NAMES[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

/** The e-mail that carries a statement, its PDF attached. Pure: no I/O. */
export function renderStatementEmail(statement: StatementSnapshot, statementId: string, to: readonly string[]): MailMessage {
  const month = periodName(statement.period);
  return billingMessage({
    provider: statement.provider,
    to,
    subject: `Statement for ${month} from ${clean(statement.provider.name)}: ${formatPrice(statement.closing_balance_cents)} due`,
    intro: `Your statement of account ${clean(statement.account.name)} for ${month} is attached as a PDF.`,
    details: [
      ['Opening balance', formatPrice(statement.opening_balance_cents)],
      ['Invoiced', formatPrice(statement.invoiced_cents)],
      ['Credited', formatPrice(statement.credited_cents)],
      ['Paid', formatPrice(statement.paid_cents)],
      [`Balance on ${formatShipDate(statement.to)}`, formatPrice(statement.closing_balance_cents)],
    ],
    closing: questionsTo(statement.provider),
    remitTo: true,
    document: { kind: 'statement', id: statementId, filename: `statement-${statement.period}.pdf` },
  });
}
