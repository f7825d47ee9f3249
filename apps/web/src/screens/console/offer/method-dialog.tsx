import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { describeFreightRule, SHIPPING_METHOD_NAME_MAX_LENGTH, type ShippingMethod } from '@portal/domain';
import { ConsoleDialog } from '../console-dialog';
import { choicesOf, DOLLARS, Field, SelectField } from '../console-fields';
import { FIELDS_NEED_A_CHANGE } from '../form-messages';
import { dialogProps, type DialogState } from '../use-dialog-state';
import { methodForm, readMethodForm, RULE_KIND_WORDS, RULE_KINDS, type MethodForm } from './shipping-draft';
import type { MethodAsk } from './shipping-part';

/** What the amount is called for each kind of rule that has one. */
const AMOUNT_LABELS = {
  flat: 'Amount per order',
  per_unit: 'Amount per unit',
  free_above: 'Amount per order below that total',
} as const;

interface MethodDialogProps {
  dialog: DialogState<MethodAsk>;
  /** The group's methods as the settings form holds them. */
  methods: ShippingMethod[];
  /** Puts the list back in the settings form, which saves it with the settings. */
  onChange: (methods: ShippingMethod[]) => void;
}

function MethodFields({ dialog, methods, onChange, ask }: MethodDialogProps & { ask: MethodAsk }) {
  const [form, setForm] = useState<MethodForm>(() => methodForm(ask.kind === 'edit' ? ask.method : null));
  const [tried, setTried] = useState(false);
  const others = methods.filter((_, index) => ask.kind === 'add' || index !== ask.index).map((method) => method.code);
  const read = readMethodForm(form, others);
  const problems = tried && 'problems' in read ? read.problems : {};
  const set = (patch: Partial<MethodForm>) => setForm({ ...form, ...patch });
  const submit = () => {
    setTried(true);
    if ('problems' in read) {
      dialog.setError(FIELDS_NEED_A_CHANGE);
      return;
    }
    onChange(
      ask.kind === 'add'
        ? [...methods, read.method]
        : methods.map((method, index) => (index === ask.index ? read.method : method)),
    );
    dialog.close();
  };
  return (
    <ConsoleDialog
      title={ask.kind === 'add' ? 'Add a shipping method' : `Edit ${ask.method.code}`}
      submitLabel={ask.kind === 'add' ? 'Add the method' : 'Change the method'}
      {...dialogProps(dialog)}
      onSubmit={submit}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Kept with the settings form: save the settings to put it in the draft.
      </Typography>
      {ask.kind === 'add' && (
        <Field
          label="Code"
          required
          autoFocus
          value={form.code}
          onChange={(code) => set({ code: code.toUpperCase() })}
          problem={problems.code}
          help="What orders record, such as GROUND or 2DAY; it cannot be changed later."
          slotProps={{ htmlInput: { maxLength: 20, spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' } }}
        />
      )}
      <Field
        label="Name"
        required
        autoFocus={ask.kind === 'edit'}
        value={form.name}
        onChange={(name) => set({ name })}
        problem={problems.name}
        help="What buyers read at checkout, such as Ground."
        slotProps={{ htmlInput: { maxLength: SHIPPING_METHOD_NAME_MAX_LENGTH } }}
      />
      <SelectField
        label="Freight"
        value={form.kind}
        onChange={(kind) => set({ kind })}
        options={choicesOf(RULE_KINDS, RULE_KIND_WORDS)}
      />
      {form.kind !== 'free' && (
        <Field
          label={AMOUNT_LABELS[form.kind]}
          required
          value={form.amount}
          onChange={(amount) => set({ amount })}
          problem={problems.amount}
          help="In dollars, such as 15 or 12.50; at most $10,000.00."
          slotProps={DOLLARS}
        />
      )}
      {form.kind === 'free_above' && (
        <Field
          label="Free on orders of"
          required
          value={form.threshold}
          onChange={(threshold) => set({ threshold })}
          problem={problems.threshold}
          help="The goods' total from which it is free, in dollars, such as 250."
          slotProps={DOLLARS}
        />
      )}
      {'method' in read && (
        <Typography sx={{ mt: 1 }} aria-live="polite">
          Buyers read: {describeFreightRule(read.method.rule)}
        </Typography>
      )}
    </ConsoleDialog>
  );
}

/** Adds a shipping method to the settings form, or changes one. */
export function MethodDialog(props: MethodDialogProps) {
  const { ask } = props.dialog;
  if (!ask) return null;
  return <MethodFields key={props.dialog.opening} {...props} ask={ask} />;
}
