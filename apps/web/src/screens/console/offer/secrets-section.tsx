import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OfferSettingsAnswer } from '@portal/domain';
import type { SecretAsk } from './secret-dialog';

interface SecretRowProps {
  name: string;
  state: string;
  children: React.ReactNode;
}

function SecretRow({ name, state, children }: SecretRowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {state}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>
    </Box>
  );
}

/** The group's secrets, never shown: whether each is set, and the buttons that set, clear or replace them (admins only). */
export function SecretsSection({
  secrets,
  onSecret,
}: {
  secrets: OfferSettingsAnswer['secrets'];
  onSecret: (ask: SecretAsk) => void;
}) {
  return (
    <Box component="section" aria-labelledby="secrets-heading" sx={{ mt: 5, maxWidth: 900 }}>
      <Typography id="secrets-heading" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Secrets
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        A secret is typed once and never shown again. A new one takes effect when the draft is published; the old one stops
        working then.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <SecretRow
          name="Group password"
          state={secrets.group_password_set ? 'Set: buyers type it to open the storefront.' : 'None: the storefront is open.'}
        >
          <Button variant="outlined" size="small" onClick={() => onSecret({ kind: 'group-password' })}>
            Set the group password
          </Button>
          {secrets.group_password_set && (
            <Button size="small" onClick={() => onSecret({ kind: 'clear-group-password' })}>
              Clear the group password
            </Button>
          )}
        </SecretRow>
        <SecretRow name="Admin password" state="The group's own admin password.">
          <Button variant="outlined" size="small" onClick={() => onSecret({ kind: 'admin-password' })}>
            Set the admin password
          </Button>
        </SecretRow>
        <SecretRow
          name="Bypass codes"
          state={
            secrets.bypass_codes === 1
              ? '1 code: buyers pay with it instead of PayPal.'
              : `${secrets.bypass_codes} codes: buyers pay with one instead of PayPal.`
          }
        >
          <Button variant="outlined" size="small" onClick={() => onSecret({ kind: 'bypass-codes' })}>
            Replace the bypass codes
          </Button>
        </SecretRow>
      </Box>
    </Box>
  );
}
