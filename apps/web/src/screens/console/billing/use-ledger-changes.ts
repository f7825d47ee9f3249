import type { Payment, TaxExemptionCertificate } from '@portal/domain';
import { useDialogState } from '../use-dialog-state';

/**
 * The account page's dialogs: recording a payment, the changes of one payment or one of its
 * allocations, lifting a credit hold, putting a tax exemption certificate on file or withdrawing one.
 */
export type LedgerDialog =
  | { kind: 'record' }
  | { kind: 'lift-hold' }
  | { kind: 'allocate'; payment: Payment }
  | { kind: 'take-back'; payment: Payment; allocation: Payment['allocations'][number] }
  | { kind: 'reverse'; payment: Payment }
  | { kind: 'add-certificate' }
  | { kind: 'withdraw-certificate'; certificate: TaxExemptionCertificate };

/**
 * The account page's changes: which dialog is open, sending its change, the ledger read again and
 * what the page then says, as one transition (the dialog stays busy until the page shows the
 * change). A refusal stays in the dialog; a 409 (the ledger changed meanwhile) reads the ledger
 * again too, so the dialog's figures are the ones the server checked.
 */
export function useLedgerChanges() {
  const dialog = useDialogState<LedgerDialog>();
  return {
    ...dialog,
    dialog: dialog.ask,
    /** Sends a change; `action` answers what the page says once it is done. */
    send: (action: () => Promise<string>) => void dialog.attempt(action, { readAgainOn: [409] }),
  };
}

export type LedgerChanges = ReturnType<typeof useLedgerChanges>;
