import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  CERTIFICATE_FILE_NAME_MAX_LENGTH,
  CERTIFICATE_NUMBER_MAX_LENGTH,
  CERTIFICATE_PDF_MAX_BYTES,
  CERTIFICATE_PDF_TOO_LARGE,
  TAX_EXEMPTION_STATES,
  TAX_NOTE_MAX_LENGTH,
  US_STATES,
  type BillingAccount,
  type TaxExemptionCertificate,
} from '@portal/domain';
import { consoleTaxExemptionAdd, consoleTaxExemptionWithdraw } from '../api/billing';
import { ConsoleDialog } from '../console-dialog';
import { DayField, Field, FileButton, ReasonField, SelectField } from '../console-fields';
import { formatDay } from '../console-format';
import { base64Of } from '../file-base64';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { dialogProps } from '../use-dialog-state';
import type { LedgerChanges } from './use-ledger-changes';

/** The certificate's fields, and the PDF read in the browser. */
interface CertificateDraft {
  number: string;
  state: string;
  expiresOn: string;
  pdf: { name: string; base64: string } | null;
}

type CertificateField = 'number' | 'state' | 'expiresOn' | 'pdf';
type CertificateProblems = Partial<Record<CertificateField, string>>;

export const CERTIFICATE_MESSAGES = {
  number: 'Enter the certificate’s number.',
  state: 'Choose the state it exempts the account in.',
  expiresOn: 'Enter the certificate’s last day.',
  passed: 'That day has passed: put on file a certificate that is good today.',
  pdf: 'Choose the certificate’s PDF.',
  notPdf: 'Choose a PDF file.',
} as const;

/** What is wrong with the fields, by field. */
export function certificateProblems(draft: CertificateDraft, today: string): CertificateProblems {
  const problems: CertificateProblems = {};
  if (!draft.number.trim()) problems.number = CERTIFICATE_MESSAGES.number;
  if (!draft.state) problems.state = CERTIFICATE_MESSAGES.state;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expiresOn)) problems.expiresOn = CERTIFICATE_MESSAGES.expiresOn;
  else if (draft.expiresOn < today) problems.expiresOn = CERTIFICATE_MESSAGES.passed;
  if (!draft.pdf) problems.pdf = CERTIFICATE_MESSAGES.pdf;
  return problems;
}

/** The field a refusal of the server names ('Expires on: …'), so it is said there; null for the dialog's own. */
export function fieldOfRefusal(message: string): CertificateField | null {
  if (message.startsWith('Certificate number:')) return 'number';
  if (message.startsWith('State:')) return 'state';
  if (message.startsWith('Expires on:')) return 'expiresOn';
  if (/not a PDF|over 5 MB/.test(message)) return 'pdf';
  return null;
}

/** The PDF: chosen with the file chooser, read here; its name, or what is wrong with it, under the button. */
function PdfChoice({
  pdf,
  problem,
  onChoose,
}: {
  pdf: CertificateDraft['pdf'];
  problem: string | undefined;
  onChoose: (file: File | undefined) => void;
}) {
  const helpId = useId();
  return (
    <Box component="fieldset" aria-describedby={helpId} sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 1, typography: 'subtitle2' }}>
        The certificate’s PDF *
      </Box>
      <FileButton variant="outlined" accept="application/pdf,.pdf" onChoose={onChoose}>
        {pdf ? 'Choose another PDF' : 'Choose the PDF'}
      </FileButton>
      <FormHelperText id={helpId} error={problem !== undefined} role={problem ? 'alert' : undefined}>
        {problem ?? (pdf ? `Chosen: ${pdf.name}` : 'A scan of the signed certificate, at most 5 MB.')}
      </FormHelperText>
    </Box>
  );
}

/** 'Add a certificate': its number, state, last day and PDF, put on file for the account. */
function AddCertificateFields({ changes, account, today }: { changes: LedgerChanges; account: BillingAccount; today: string }) {
  const [draft, setDraft] = useState<CertificateDraft>({ number: '', state: '', expiresOn: '', pdf: null });
  const [tried, setTried] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<CertificateProblems>({});
  const problems: CertificateProblems = { ...(tried ? certificateProblems(draft, today) : {}), ...refusal };
  if (fileProblem) problems.pdf = fileProblem;
  const edit = (patch: Partial<CertificateDraft>) => {
    setDraft({ ...draft, ...patch });
    setRefusal({});
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setRefusal({});
    if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return setFileProblem(CERTIFICATE_MESSAGES.notPdf);
    if (file.size > CERTIFICATE_PDF_MAX_BYTES) return setFileProblem(CERTIFICATE_PDF_TOO_LARGE);
    setFileProblem(null);
    setDraft((now) => ({ ...now, pdf: null }));
    const base64 = await base64Of(file);
    setDraft((now) => ({ ...now, pdf: { name: file.name.slice(-CERTIFICATE_FILE_NAME_MAX_LENGTH), base64 } }));
  };
  const submit = () => {
    setTried(true);
    const { pdf } = draft;
    if (Object.keys(certificateProblems(draft, today)).length > 0 || fileProblem || !pdf)
      return changes.setError(FIELDS_NEED_A_CHANGE);
    const number = draft.number.trim();
    void changes.attempt(
      async () => {
        await consoleTaxExemptionAdd(account.id, {
          certificate_number: number,
          state: draft.state,
          expires_on: draft.expiresOn,
          file_name: pdf.name,
          pdf_base64: pdf.base64,
        });
        return `The certificate ${number} (${draft.state}) is on file: orders shipped to ${draft.state} are charged no sales tax through ${formatDay(draft.expiresOn)}.`;
      },
      {
        refused: (message) => {
          const field = fieldOfRefusal(message);
          if (!field) return changes.setError(message);
          setRefusal({ [field]: message });
          changes.setError(FIELDS_NEED_A_CHANGE);
        },
      },
    );
  };
  return (
    <ConsoleDialog
      title={`Add a tax exemption certificate for ${account.name}`}
      submitLabel="Put it on file"
      {...dialogProps(changes)}
      onSubmit={submit}
    >
      <Typography sx={{ mb: 1 }}>
        Orders of this account shipped to the certificate’s state are charged no sales tax through its last day.
      </Typography>
      <Field
        label="Certificate number"
        required
        autoFocus
        value={draft.number}
        onChange={(number) => edit({ number })}
        problem={problems.number}
        slotProps={{ htmlInput: { maxLength: CERTIFICATE_NUMBER_MAX_LENGTH, autoComplete: 'off' } }}
      />
      <SelectField
        label="State"
        required
        value={draft.state}
        onChange={(state) => edit({ state })}
        options={[['', 'Choose a state'], ...TAX_EXEMPTION_STATES.map((code) => [code, `${US_STATES[code]} (${code})`] as const)]}
        problem={problems.state}
      />
      <DayField
        label="Last day"
        required
        min={today}
        value={draft.expiresOn}
        onChange={(expiresOn) => edit({ expiresOn })}
        problem={problems.expiresOn}
        help="The last day it is good, as printed on it."
      />
      <PdfChoice pdf={draft.pdf} problem={problems.pdf} onChoose={(file) => void choose(file)} />
    </ConsoleDialog>
  );
}

export function AddCertificateDialog(props: { changes: LedgerChanges; account: BillingAccount; today: string }) {
  return <AddCertificateFields key={props.changes.opening} {...props} />;
}

export const WITHDRAW_REASON_PROBLEM = 'Say why it is withdrawn, such as ‘Replaced by the renewed certificate’.';

/** 'Withdraw': the certificate stops counting, with the reason kept. */
function WithdrawCertificateFields({ changes, certificate }: { changes: LedgerChanges; certificate: TaxExemptionCertificate }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const named = `${certificate.certificate_number} (${certificate.state})`;
  const submit = () => {
    setTried(true);
    if (!reason.trim()) return changes.setError(FIELDS_NEED_A_CHANGE);
    changes.send(async () => {
      await consoleTaxExemptionWithdraw(certificate.account_id, certificate.id, { reason: reason.trim() });
      return `The certificate ${named} was withdrawn.`;
    });
  };
  return (
    <ConsoleDialog title={`Withdraw ${named}`} submitLabel="Withdraw it" danger {...dialogProps(changes)} onSubmit={submit}>
      <Typography sx={{ mb: 1 }}>
        Orders shipped to {certificate.state} from now on are charged sales tax, unless another certificate for{' '}
        {certificate.state} is on file. Orders placed already keep what they were charged.
      </Typography>
      <ReasonField
        autoFocus
        maxLength={TAX_NOTE_MAX_LENGTH}
        value={reason}
        onChange={setReason}
        problem={tried && !reason.trim() ? WITHDRAW_REASON_PROBLEM : null}
      />
    </ConsoleDialog>
  );
}

export function WithdrawCertificateDialog(props: { changes: LedgerChanges; certificate: TaxExemptionCertificate }) {
  return <WithdrawCertificateFields key={props.changes.opening} {...props} />;
}
