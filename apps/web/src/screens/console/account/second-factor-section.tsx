import { useEffect, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { secondFactorRequired, type StaffMember } from '@portal/domain';
import { OWN_401 } from '../api/request';
import { RecoveryCodes } from '../recovery-codes';
import { SecondFactorSetup } from '../second-factor-setup';
import { useSecondFactorSetup } from '../use-second-factor-setup';
import { FactorProofDialog } from './factor-proof-dialog';

type Phase = { kind: 'status' } | { kind: 'setup' } | { kind: 'codes'; codes: string[] };

function FactorStatus({ staff, onSetUp, opener }: { staff: StaffMember; onSetUp: () => void; opener: Ref<HTMLButtonElement> }) {
  const on = staff.second_factor;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip label={on ? 'On' : 'Off'} color={on ? 'success' : 'default'} variant="outlined" />
        <Typography>
          {on ? 'After your password, you enter a code from your authenticator app.' : 'Your password alone opens your account.'}
        </Typography>
      </Box>
      {secondFactorRequired(staff.role) && (
        <Typography sx={{ mb: 1 }}>Admins must have one: it cannot be turned off, only set up again.</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: '70ch' }}>
        {on
          ? 'A new phone or app? Set it up again: a new key and new recovery codes. Your old key and codes stop working once the new key is confirmed.'
          : 'Set it up to be asked for a code from an app on your phone after your password: someone who learns your password still cannot log in.'}
      </Typography>
      <Button ref={opener} variant={on ? 'outlined' : 'contained'} onClick={onSetUp}>
        {on ? 'Set up again' : 'Set up'}
      </Button>
    </>
  );
}

/**
 * The staff member's second factor: whether it is on; 'Set up' where the role leaves it optional
 * and it is off, 'Set up again' (a new key) where it is on; the set-up and its recovery codes in
 * place. `reload` reads the account again once the factor has changed.
 */
export function SecondFactorSection({ staff, reload }: { staff: StaffMember; reload: () => Promise<void> }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'status' });
  const opener = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  const [asking, setAsking] = useState(false);
  // A wrong password answers 401: this page's to say, not the end of the session.
  const setup = useSecondFactorSetup(
    OWN_401,
    (answer) => {
      setPhase({ kind: 'codes', codes: answer.recovery_codes });
      void reload();
    },
    () => setAsking(true),
  );
  // Back from the set-up or the codes, the keyboard carries on from the button that opened them.
  useEffect(() => {
    if (phase.kind === 'status' && back.current) opener.current?.focus();
  }, [phase.kind]);
  const toStatus = () => {
    back.current = true;
    setup.forget();
    setPhase({ kind: 'status' });
  };

  return (
    <Box component="section" aria-labelledby="second-factor" sx={{ mb: 4 }}>
      <Typography id="second-factor" variant="h5" component="h2" sx={{ mb: 1 }}>
        Second factor
      </Typography>
      {phase.kind === 'status' && <FactorStatus staff={staff} opener={opener} onSetUp={() => setAsking(true)} />}
      <FactorProofDialog
        open={asking}
        factorOn={staff.second_factor}
        onProof={async (proof) => {
          const refused = await setup.begin(proof);
          if (refused) return refused;
          setAsking(false);
          setPhase({ kind: 'setup' });
          return null;
        }}
        onClose={() => setAsking(false)}
      />
      {phase.kind === 'setup' && (
        <Box sx={{ maxWidth: 560 }}>
          <SecondFactorSetup
            setup={setup}
            component="h3"
            title={staff.second_factor ? 'Set up a new key' : 'Set up your second factor'}
            onCancel={toStatus}
          />
        </Box>
      )}
      {phase.kind === 'codes' && (
        <Box sx={{ maxWidth: 560 }}>
          <RecoveryCodes
            codes={phase.codes}
            email={staff.email}
            component="h3"
            continueLabel="Done: I have saved them"
            onContinue={toStatus}
          />
        </Box>
      )}
    </Box>
  );
}
