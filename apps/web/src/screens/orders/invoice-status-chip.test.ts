import { INVOICE_STATUS_LABELS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS_WORDS } from './invoice-status-chip';

describe("the orders screen's invoice status chip", () => {
  it("says each status in the domain's words", () => {
    expect(INVOICE_STATUS_WORDS).toEqual(INVOICE_STATUS_LABELS);
  });
});
