import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import {
  exemptionFor,
  isUsState,
  type ConsoleTaxExemptionsAnswer,
  type TaxExemption,
  type TaxExemptionCertificate,
} from '@portal/domain';
import type { Settled } from '../../../core/api/api-client';
import { taxCertificateHref } from '../api/billing';
import { formatDay, NONE, useConsoleTimes } from '../console-format';
import { Cards, ConsoleTable, Empty, Facts, usePhone } from '../console-table';
import { LoadError } from '../load-error';
import { WARNING_CHIP } from './accounts-table';

// An account's tax exemption certificates (docs/billing.md#freight-and-sales-tax): on its page, the
// certificates on file and withdrawn, and a warning where one ran out with none to replace it.

/**
 * The certificates that speak for the account in a state and ran out, with no good one beside them
 * (the rule the server charges by, exemptionFor): orders shipped there are taxed again.
 */
export function expiredExemptions(answer: ConsoleTaxExemptionsAnswer): TaxExemptionCertificate[] {
  const open = answer.exemptions.filter((certificate) => certificate.withdrawn_at === null);
  const states = [...new Set(open.map((certificate) => certificate.state))].filter(isUsState).sort();
  return states.flatMap((state) => {
    const found = exemptionFor(open as readonly (TaxExemption & TaxExemptionCertificate)[], state, answer.today);
    return found && 'expired' in found ? [found.expired as TaxExemptionCertificate] : [];
  });
}

/** At the top of the account's page: each certificate that ran out with none to replace it. */
export function ExpiredExemptionWarnings({ exemptions }: { exemptions: Settled<ConsoleTaxExemptionsAnswer> }) {
  if (!exemptions.ok) return null;
  return (
    <>
      {expiredExemptions(exemptions.answer).map((certificate) => (
        <Alert key={certificate.id} severity="warning" sx={{ mb: 2 }}>
          The tax exemption certificate {certificate.certificate_number} ({certificate.state}) expired on{' '}
          {formatDay(certificate.expires_on)}: orders shipped to {certificate.state} are charged sales tax until a new certificate
          is on file.
        </Alert>
      ))}
    </>
  );
}

/** Whether a certificate counts: withdrawn, run out, or in force. */
function CertificateStanding({ certificate }: { certificate: TaxExemptionCertificate }) {
  if (certificate.withdrawn_at !== null) return <Chip size="small" variant="outlined" label="Withdrawn" />;
  if (certificate.expired) return <Chip size="small" label="Expired" sx={WARNING_CHIP} />;
  return <Chip size="small" color="success" variant="outlined" label="In force" />;
}

/** Who withdrew it, when and why. */
function Withdrawal({ certificate }: { certificate: TaxExemptionCertificate }) {
  const times = useConsoleTimes();
  if (certificate.withdrawn_at === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      Withdrawn {times.date(certificate.withdrawn_at)} by {certificate.withdrawn_by ?? 'system'}
      {certificate.withdrawn_reason ? `: ${certificate.withdrawn_reason}` : ''}
    </Typography>
  );
}

function PdfLink({ certificate }: { certificate: TaxExemptionCertificate }) {
  if (!certificate.has_file) return <>{NONE}</>;
  return (
    <Link
      href={taxCertificateHref(certificate.account_id, certificate.id)}
      download={certificate.file_name ?? undefined}
      aria-label={`The PDF of ${certificate.certificate_number}`}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {certificate.file_name ?? 'PDF'}
    </Link>
  );
}

function WithdrawButton({ certificate, onWithdraw }: { certificate: TaxExemptionCertificate; onWithdraw: Withdraw }) {
  if (certificate.withdrawn_at !== null) return null;
  return (
    <Button
      size="small"
      color="error"
      variant="outlined"
      aria-haspopup="dialog"
      aria-label={`Withdraw ${certificate.certificate_number} (${certificate.state})`}
      onClick={() => onWithdraw(certificate)}
    >
      Withdraw
    </Button>
  );
}

type Withdraw = (certificate: TaxExemptionCertificate) => void;

/** The certificates: a table, or a card each on a phone. */
function CertificatesList({
  certificates,
  onWithdraw,
}: {
  certificates: readonly TaxExemptionCertificate[];
  onWithdraw: Withdraw | null;
}) {
  const phone = usePhone();
  const times = useConsoleTimes();
  const label = 'Tax exemption certificates';
  if (phone) {
    return (
      <Cards label={label} rows={certificates}>
        {(certificate) => (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {certificate.certificate_number}
              </Typography>
              <CertificateStanding certificate={certificate} />
            </Box>
            <Withdrawal certificate={certificate} />
            <Facts
              sx={{ my: 1 }}
              items={[
                ['State', certificate.state],
                ['Last day', formatDay(certificate.expires_on)],
                ['PDF', <PdfLink key="pdf" certificate={certificate} />],
                ['Added', `${times.date(certificate.added_at)} by ${certificate.added_by}`],
              ]}
            />
            {onWithdraw && <WithdrawButton certificate={certificate} onWithdraw={onWithdraw} />}
          </>
        )}
      </Cards>
    );
  }
  return (
    <ConsoleTable
      label={label}
      inSection
      rows={certificates}
      columns={[
        { header: 'Certificate', rowHeader: true, cell: (certificate) => certificate.certificate_number },
        { header: 'State', cell: (certificate) => certificate.state },
        { header: 'Last day', kind: 'nowrap', cell: (certificate) => formatDay(certificate.expires_on) },
        {
          header: 'Standing',
          cell: (certificate) => (
            <>
              <CertificateStanding certificate={certificate} />
              <Withdrawal certificate={certificate} />
            </>
          ),
        },
        { header: 'PDF', cell: (certificate) => <PdfLink certificate={certificate} /> },
        { header: 'Added', cell: (certificate) => `${times.date(certificate.added_at)} by ${certificate.added_by}` },
        !!onWithdraw && {
          header: 'Actions',
          headerHidden: true,
          cell: (certificate) => <WithdrawButton certificate={certificate} onWithdraw={onWithdraw} />,
        },
      ]}
    />
  );
}

/**
 * The account's 'Tax exemption' section: its certificates, and for staff who may change billing
 * 'Add a certificate' and each open one's 'Withdraw'.
 */
export function TaxExemptionsSection({
  exemptions,
  onAdd,
  onWithdraw,
}: {
  exemptions: Settled<ConsoleTaxExemptionsAnswer>;
  onAdd: (() => void) | null;
  onWithdraw: Withdraw | null;
}) {
  if (!exemptions.ok) {
    return (
      <LoadError error={exemptions.error} severity="warning">
        The tax exemption certificates could not be read: {exemptions.error.message}
      </LoadError>
    );
  }
  const { exemptions: certificates } = exemptions.answer;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: '75ch' }}>
        Orders shipped to a state where the account has a certificate in force are charged no sales tax, through its last day.
      </Typography>
      {onAdd && (
        <Button variant="outlined" startIcon={<AddOutlined />} aria-haspopup="dialog" onClick={onAdd} sx={{ mb: 1.5 }}>
          Add a certificate
        </Button>
      )}
      {certificates.length === 0 ? (
        <Empty>No certificate on file: orders are charged sales tax wherever it is collected.</Empty>
      ) : (
        <CertificatesList certificates={certificates} onWithdraw={onWithdraw} />
      )}
    </>
  );
}
