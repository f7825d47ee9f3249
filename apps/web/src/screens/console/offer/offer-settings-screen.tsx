import { useState } from 'react';
import { type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import type { OfferBypassCodesAnswer, OfferGroupAnswer, OfferSettingsAnswer, OfferSpendingAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleOfferBypassCodes, consoleOfferGroup, consoleOfferSettings, consoleOfferSpending } from '../api/offer';
import { LoadError } from '../load-error';
import { fromLoader } from '../api/request';
import { useStaff } from '../console-session';
import { DraftNotice } from './draft-notice';
import { SecretDialog, type SecretAsk } from './secret-dialog';
import { SecretsSection } from './secrets-section';
import { SettingsFormArea } from './settings-form';
import { StoreDialog, type StoreAsk } from './store-dialog';
import { StoresSection } from './stores-section';
import { useDraftDialog } from './use-draft-dialog';
import { useSettingsForm } from './use-settings-form';
import { MethodDialog } from './method-dialog';
import type { MethodAsk } from './shipping-part';
import { useDialogState } from '../use-dialog-state';
import { groupPage, GroupPageHeading } from './group-page-frame';
import { SpendingSection, type CodeRulesAsk, type StoreRulesAsk } from './spending-part';
import { CodeCapsDialog, StoreRulesDialog } from './spending-dialogs';
import { useSpendingForm } from './use-spending-form';
import { CodeTrailSection } from './code-trail-section';

interface SettingsPage {
  group: OfferGroupAnswer;
  settings: OfferSettingsAnswer;
  /**
   * The spending rules and the codes' trail: a part of the page each, which says so itself when it
   * could not be read. The rules name the approvers (personal data): read for admins and the
   * group's reps only (null for the others).
   */
  spending: Settled<OfferSpendingAnswer> | null;
  trail: Settled<OfferBypassCodesAnswer>;
}

/**
 * The group (its title, whether this staff member may edit) and its settings, stores and secrets as
 * the draft has them, its spending rules, and the published bypass codes' use.
 */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Settled<SettingsPage>> {
  const caller = fromLoader(request);
  const key = params.group ?? '';
  const group = consoleOfferGroup(key, caller);
  // Who may edit the group (admins and its reps) are who read its rules: asked once the group says so.
  const spending = group.then((answer) => (answer.may_edit ? settle(consoleOfferSpending(key, caller)) : null));
  return settle(
    Promise.all([group, consoleOfferSettings(key, caller), spending, settle(consoleOfferBypassCodes(key, caller))]).then(
      ([group, settings, spending, trail]) => ({ group, settings, spending, trail }),
    ),
  );
}

/** The spending rules' part: its own form, and the dialogs of a store's rules and a code's caps (admins change them). */
function SpendingArea({
  group,
  spending,
  admin,
  onDone,
}: {
  group: string;
  spending: OfferSpendingAnswer;
  admin: boolean;
  onDone: (text: string) => void;
}) {
  const form = useSpendingForm(group, spending.rules, onDone);
  // A store's or a code's rules are changed in the form, which saves them all: nothing to read again.
  const store = useDialogState<StoreRulesAsk>({ readAgain: false });
  const code = useDialogState<CodeRulesAsk>({ readAgain: false });
  return (
    <>
      <SpendingSection
        state={form}
        readOnly={!admin}
        stores={spending.stores}
        codes={spending.codes}
        onStore={store.show}
        onCode={code.show}
      />
      {admin && <StoreRulesDialog dialog={store} form={form.form} onChange={form.setForm} />}
      {admin && <CodeCapsDialog dialog={code} form={form.form} onChange={form.setForm} />}
    </>
  );
}

function GroupSettings({ page }: { page: SettingsPage }) {
  const { group, settings, spending, trail } = page;
  const admin = useStaff().staff.role === 'admin';
  const [done, setDone] = useState<string | null>(null);
  const form = useSettingsForm(group.key, settings.settings, setDone);
  const stores = useDraftDialog<StoreAsk>(setDone);
  const secrets = useDraftDialog<SecretAsk>(setDone);
  // A shipping method is changed in the form, which saves it with the settings: nothing to read again.
  const method = useDialogState<MethodAsk>({ readAgain: false });
  return (
    <>
      <GroupPageHeading group={group} name="Settings" />
      {!admin && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {group.may_edit
            ? 'You can read these settings; changing them and the secrets needs an admin. You can add, change and remove stores.'
            : 'You can read these settings; changing them needs an admin.'}
        </Alert>
      )}
      <DraftNotice text={done} group={group.key} onClose={() => setDone(null)} />
      <SettingsFormArea
        state={form}
        readOnly={!admin}
        staffReps={settings.staff_reps}
        groupKey={group.key}
        onMethod={method.show}
      />
      <StoresSection
        stores={settings.stores}
        onStore={group.may_edit ? stores.show : null}
        onSecret={admin ? secrets.show : null}
      />
      {spending === null ? (
        <Alert severity="info" role="note" sx={{ mt: 5, maxWidth: 900 }}>
          The group&rsquo;s spending rules name its approvers, whose e-mails are personal data: admins and the group&rsquo;s reps
          read them.
        </Alert>
      ) : spending.ok ? (
        <SpendingArea group={group.key} spending={spending.answer} admin={admin} onDone={setDone} />
      ) : (
        <LoadError error={spending.error} sx={{ mt: 5 }} />
      )}
      {trail.ok ? <CodeTrailSection trail={trail.answer} /> : <LoadError error={trail.error} sx={{ mt: 5 }} />}
      {admin && <SecretsSection secrets={settings.secrets} onSecret={secrets.show} />}
      {group.may_edit && <StoreDialog dialog={stores} group={group.key} />}
      {admin && <SecretDialog dialog={secrets} group={group.key} />}
      {admin && (
        <MethodDialog
          dialog={method}
          methods={form.form.methods}
          onChange={(methods) => form.setForm({ ...form.form, methods })}
        />
      )}
    </>
  );
}

/** A group's settings, stores and secrets (docs/catalogue.md#settings), each change saved to its draft. */
export const Component = groupPage<SettingsPage>('Settings', GroupSettings);
