import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADDRESS_MAX_LENGTH } from '@portal/domain';
import { consoleOfferStoreRemove, consoleOfferStoreSave } from '../api/offer';
import { ConsoleDialog } from '../console-dialog';
import { dialogProps } from '../use-dialog-state';
import { storeAddressCheck } from './shipping-draft';
import type { Store } from './stores-section';
import { draftHolds, type DraftDialog } from './use-draft-dialog';

export type StoreAsk = { kind: 'add' } | { kind: 'edit'; store: Store } | { kind: 'remove'; store: Store };

const STORE_CODE = /^[A-Z0-9]{6}$/;

/** The fields of a store added or changed; its code only when it is new. */
function StoreFields({
  dialog,
  group,
  ask,
}: {
  dialog: DraftDialog<StoreAsk>;
  group: string;
  ask: Exclude<StoreAsk, { kind: 'remove' }>;
}) {
  const [code, setCode] = useState(ask.kind === 'edit' ? ask.store.code : '');
  const [name, setName] = useState(ask.kind === 'edit' ? ask.store.name : '');
  const [address, setAddress] = useState(ask.kind === 'edit' ? ask.store.address : '');
  const [tried, setTried] = useState(false);
  const codeProblem = STORE_CODE.test(code) ? null : 'Six capital letters or digits, such as HPM001.';
  const nameProblem = name.trim() ? null : 'Type the store’s name.';
  const addressCheck = storeAddressCheck({ name: name.trim(), address });
  const submit = () => {
    setTried(true);
    if (codeProblem || nameProblem) {
      dialog.setError('Some fields need a change: each says why.');
      return;
    }
    void dialog.run(
      () => consoleOfferStoreSave(group, code, { name: name.trim(), address: address.trim() }),
      (changes) => `${ask.kind === 'add' ? `Store ${code} added` : `Store ${code} changed`} in the draft. ${draftHolds(changes)}`,
    );
  };
  return (
    <ConsoleDialog
      title={ask.kind === 'add' ? 'Add a store' : `Edit ${ask.store.code}`}
      submitLabel="Save to the draft"
      {...dialogProps(dialog)}
      onSubmit={submit}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Saved to the group&rsquo;s draft: buyers see it once the draft is published.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {ask.kind === 'add' && (
          <TextField
            label="Code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            error={tried && Boolean(codeProblem)}
            helperText={tried && codeProblem ? codeProblem : 'Six capital letters or digits; it cannot be changed later.'}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 6, spellCheck: false, autoCapitalize: 'characters' } }}
          />
        )}
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={tried && Boolean(nameProblem)}
          helperText={tried ? nameProblem : null}
          required
          autoFocus={ask.kind === 'edit'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="6102 Brambleton Rd, Port Alder, ME 04010"
          helperText={
            addressCheck.ok
              ? addressCheck.text
              : `Street, city, ST ZIP on one line. ${addressCheck.problem} It can still be saved.`
          }
          slotProps={{
            htmlInput: { maxLength: ADDRESS_MAX_LENGTH, spellCheck: false, autoComplete: 'off' },
          }}
        />
      </Box>
    </ConsoleDialog>
  );
}

/** Add, change or remove a store, each in the draft. */
export function StoreDialog({ dialog, group }: { dialog: DraftDialog<StoreAsk>; group: string }) {
  const { ask } = dialog;
  if (!ask) return null;
  if (ask.kind !== 'remove') return <StoreFields key={dialog.opening} dialog={dialog} group={group} ask={ask} />;
  const { code, name } = ask.store;
  return (
    <ConsoleDialog
      title={`Remove ${code}?`}
      submitLabel={`Remove ${code}`}
      danger
      {...dialogProps(dialog)}
      onSubmit={() =>
        void dialog.run(
          () => consoleOfferStoreRemove(group, code),
          (changes) => `Store ${code} removed from the draft. ${draftHolds(changes)}`,
        )
      }
    >
      <Typography>
        {name} ({code}) leaves the draft: once it is published, buyers can no longer choose it at the checkout. An item limited to
        this store keeps it from being removed.
      </Typography>
    </ConsoleDialog>
  );
}
