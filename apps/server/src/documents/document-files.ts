import { eq } from 'drizzle-orm';
import type { CreditNoteSnapshot, InvoiceSnapshot, StatementSnapshot } from '@portal/domain';
import type { Database } from '../db/database';
import { creditNotes, invoices, statements } from '../db/schema';
import type { DocumentArtSource } from './document-art';
import { drawCreditNotePdf, drawInvoicePdf } from './invoice-pdf';
import { drawStatementPdf } from './statement-pdf';

/** A money document a message carries: drawn from its snapshot, which never changes, so a resend attaches the same file. */
export interface DocumentAttachment {
  kind: 'invoice' | 'credit_note' | 'statement';
  id: string;
  filename: string;
}

/**
 * The PDF of a money document, drawn from its snapshot whenever it is asked for (an e-mail being
 * sent, a download): the snapshot never changes, so every drawing is the same document, and no
 * file has to be kept.
 */
export class DocumentFiles {
  constructor(
    private readonly db: Database,
    private readonly art: DocumentArtSource,
    private readonly timeZone: string,
  ) {}

  async invoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
    return drawInvoicePdf(snapshot, await this.art.artFor(snapshot.group.logo), { timeZone: this.timeZone });
  }

  async creditNotePdf(snapshot: CreditNoteSnapshot): Promise<Buffer> {
    return drawCreditNotePdf(snapshot, await this.art.artFor(snapshot.group.logo));
  }

  async statementPdf(snapshot: StatementSnapshot): Promise<Buffer> {
    return drawStatementPdf(snapshot, await this.art.artFor(snapshot.group.logo));
  }

  /** The file an e-mail attaches; throws when the document is not there, so the e-mail is tried again rather than sent without it. */
  async attachment(document: DocumentAttachment): Promise<Buffer> {
    if (document.kind === 'invoice') {
      const [row] = await this.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, document.id));
      if (row) return this.invoicePdf(row.snapshot as InvoiceSnapshot);
    } else if (document.kind === 'credit_note') {
      const [row] = await this.db
        .select({ snapshot: creditNotes.snapshot })
        .from(creditNotes)
        .where(eq(creditNotes.id, document.id));
      if (row) return this.creditNotePdf(row.snapshot as CreditNoteSnapshot);
    } else if (document.kind === 'statement') {
      const [row] = await this.db
        .select({ snapshot: statements.snapshot })
        .from(statements)
        .where(eq(statements.id, document.id));
      if (row) return this.statementPdf(row.snapshot as StatementSnapshot);
    }
    throw new Error(`no ${document.kind} ${document.id} to attach`);
  }
}
