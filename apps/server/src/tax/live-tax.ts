import type { TaxExemption } from '@portal/domain';
import type { Database, DatabaseHandle } from '../db/database';
import { TAX_CHANGED } from './tax-channel';
import { accountKey, readOpenExemptions, readTaxSettings, type TaxSettingsInForce } from './tax-book';

/** How often an instance reads the tax settings and certificates again, for a notice it missed. */
export const TAX_POLL_MS = 2_000;

/**
 * The provider's tax settings in force and the certificates on file per billing account, held in
 * memory by each instance, so charging an order costs no query: read again at once when a change
 * notifies TAX_CHANGED (LISTEN), and every TAX_POLL_MS besides (a notice lost with its connection,
 * a billing account opened). A reader gets one whole reading: each refresh swaps both in together.
 */
export class LiveTax {
  private reading: { inForce: TaxSettingsInForce; exemptions: Map<string, TaxExemption[]> };
  private refreshing: Promise<void> | null = null;
  private again = false;

  private constructor(
    private readonly db: Database,
    start: LiveTax['reading'],
  ) {
    this.reading = start;
  }

  static async open(db: Database): Promise<LiveTax> {
    const [inForce, exemptions] = await Promise.all([readTaxSettings(db), readOpenExemptions(db)]);
    return new LiveTax(db, { inForce, exemptions });
  }

  /** The settings in force and their version (which an order keeps), read together; NO_TAX_SETTINGS and null before any was saved. */
  current(): TaxSettingsInForce {
    return this.reading.inForce;
  }

  /**
   * The certificates of the billing account an order for `storeCode` ('' for none) of `groupKey`
   * bills to: the store's own account where it has one, else the group's (as accountForOrder
   * finds it); none where neither is opened.
   */
  exemptionsFor(groupKey: string, storeCode: string): readonly TaxExemption[] {
    const { exemptions } = this.reading;
    return (
      (storeCode ? exemptions.get(accountKey(groupKey, storeCode)) : undefined) ?? exemptions.get(accountKey(groupKey, '')) ?? []
    );
  }

  /** Reads the settings and certificates again; a refresh asked for while one runs runs once more after it. */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        do {
          this.again = false;
          const [inForce, exemptions] = await Promise.all([readTaxSettings(this.db), readOpenExemptions(this.db)]);
          this.reading = { inForce, exemptions };
        } while (this.again);
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }
}

/**
 * Keeps an instance's LiveTax current: at once when a change notifies TAX_CHANGED, and every
 * `pollMs` besides. Answers the function that stops it.
 */
export async function followTaxChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  tax: LiveTax,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): Promise<() => Promise<void>> {
  const refresh = () => {
    tax.refresh().catch((error: unknown) => options.onError?.(error));
  };
  const unlisten = await database.listen(TAX_CHANGED, refresh);
  const poll = setInterval(refresh, options.pollMs ?? TAX_POLL_MS);
  poll.unref();
  return async () => {
    clearInterval(poll);
    await unlisten();
  };
}
