import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, type AwaitingPriceOrder } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consoleSetLinePrice } from '../api/billing';
import { lineKey, pricedText, readUnitPrice } from './line-price';

type Line = AwaitingPriceOrder['lines'][number];

/** What the page says after a price was sent: what it did (and the invoice it issued), or the server's refusal. */
export type PriceNotice =
  { severity: 'success'; text: string; invoiceNumber: string | null } | { severity: 'error'; text: string };

/**
 * The price fields of the lines on quote, and setting one. After a price is set the list is read
 * again (the line leaves it, and the order with its last line); a 409 (priced meanwhile, or
 * invoiced) reads it again too, and the server's words are said.
 */
export function useLinePrices() {
  const revalidator = useRevalidator();
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  // A field says what is wrong with it once its price was sent, then as it is typed.
  const [tried, setTried] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<string | null>(null);
  const [notice, setNotice] = useState<PriceNotice | null>(null);

  const setPrice = async (order: AwaitingPriceOrder, line: Line) => {
    const key = lineKey(order.order_id, line.line_no);
    const read = readUnitPrice(drafts[key] ?? '');
    setTried((keys) => new Set(keys).add(key));
    if (!read.ok) return;
    setSending(key);
    setNotice(null);
    try {
      const answer = await consoleSetLinePrice(order.order_id, line.line_no, { unit_price_cents: read.cents });
      await revalidator.revalidate();
      setDrafts(({ [key]: _priced, ...rest }) => rest);
      setNotice({ severity: 'success', text: pricedText(order, line, answer), invoiceNumber: answer.invoice_number });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) await revalidator.revalidate();
      setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE });
    } finally {
      setSending(null);
    }
  };

  return {
    /** The text of a line's price field. */
    draftOf: (key: string) => drafts[key] ?? '',
    change: (key: string, text: string) => setDrafts((current) => ({ ...current, [key]: text })),
    /** What is wrong with a line's price, once it was sent. */
    problemOf: (key: string) => {
      if (!tried.has(key)) return undefined;
      const read = readUnitPrice(drafts[key] ?? '');
      return read.ok ? undefined : read.problem;
    },
    /** The line whose price is being sent. */
    sending,
    setPrice: (order: AwaitingPriceOrder, line: Line) => void setPrice(order, line),
    notice,
    clearNotice: () => setNotice(null),
  };
}

export type LinePrices = ReturnType<typeof useLinePrices>;
