import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import { ADDRESS_MAX_LENGTH, describeFreightRule, SHIPPING_METHODS_MAX, type ShippingMethod } from '@portal/domain';
import { Cards, ConsoleTable, Empty, usePhone } from '../console-table';
import { Field } from '../console-fields';
import type { PartProps } from './settings-form';
import { Part } from './settings-part';
import { groupAddressCheck, moveMethod } from './shipping-draft';

/** What the shipping method dialog is opened for: a new method, or one of the list by its place. */
export type MethodAsk = { kind: 'add' } | { kind: 'edit'; index: number; method: ShippingMethod };

interface MethodListProps {
  methods: ShippingMethod[];
  readOnly: boolean;
  onMethod: (ask: MethodAsk) => void;
  onChange: (methods: ShippingMethod[]) => void;
  /**
   * Where the focus goes once the list is drawn again: the first of these buttons there and enabled
   * (a move to the end disables the button pressed; a removal takes it away).
   */
  focusNext: (selectors: string[]) => void;
}

/** Edit, remove, and move one place up or down: the order is the order checkout offers them in. */
function MethodButtons({
  method,
  index,
  methods,
  onMethod,
  onChange,
  focusNext,
}: Omit<MethodListProps, 'readOnly'> & { method: ShippingMethod; index: number }) {
  const move = (way: 'up' | 'down') => {
    onChange(moveMethod(methods, index, way === 'up' ? -1 : 1));
    const other = way === 'up' ? 'down' : 'up';
    focusNext([`[data-move="${method.code} ${way}"]`, `[data-move="${method.code} ${other}"]`]);
  };
  const remove = () => {
    onChange(methods.filter((_, at) => at !== index));
    const next = methods[index + 1] ?? methods[index - 1];
    focusNext([...(next ? [`[data-edit="${next.code}"]`] : []), '#add-shipping-method']);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Edit ${method.code}`}
        data-edit={method.code}
        onClick={() => onMethod({ kind: 'edit', index, method })}
      >
        Edit
      </Button>
      <Button size="small" color="error" aria-label={`Remove ${method.code}`} onClick={remove}>
        Remove
      </Button>
      <IconButton
        size="small"
        aria-label={`Move ${method.code} up`}
        disabled={index === 0}
        data-move={`${method.code} up`}
        onClick={() => move('up')}
      >
        <ArrowUpwardOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${method.code} down`}
        disabled={index === methods.length - 1}
        data-move={`${method.code} down`}
        onClick={() => move('down')}
      >
        <ArrowDownwardOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The group's shipping methods: a table, or a card each on a phone. */
function MethodList(given: Omit<MethodListProps, 'focusNext'>) {
  const { methods, readOnly } = given;
  const phone = usePhone();
  const box = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<string[] | null>(null);
  useEffect(() => {
    if (!focus) return;
    const scope = box.current?.closest('fieldset') ?? document;
    const found = focus
      .map((selector) => scope.querySelector<HTMLButtonElement>(selector))
      .find((button) => button && !button.disabled);
    found?.focus();
    setFocus(null);
  }, [focus]);
  const props: MethodListProps = { ...given, focusNext: setFocus };
  const rows = methods.map((method, index) => ({ method, index }));
  const rowKey = (row: (typeof rows)[number]) => row.method.code;
  if (methods.length === 0) return <Empty>None: no freight is charged, and buyers pick no method at checkout.</Empty>;
  return (
    <Box ref={box}>
      {phone ? (
        <Cards label="Shipping methods" rows={rows} rowKey={rowKey}>
          {({ method, index }) => (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {method.name} ({method.code})
              </Typography>
              <Typography variant="body2" sx={{ mb: readOnly ? 0 : 1 }}>
                {describeFreightRule(method.rule)}
              </Typography>
              {!readOnly && <MethodButtons {...props} method={method} index={index} />}
            </>
          )}
        </Cards>
      ) : (
        <ConsoleTable
          label="Shipping methods"
          inSection
          rows={rows}
          rowKey={rowKey}
          columns={[
            { header: 'Code', rowHeader: true, kind: 'nowrap', cell: ({ method }) => method.code },
            { header: 'Name', cell: ({ method }) => method.name },
            { header: 'Freight', cell: ({ method }) => describeFreightRule(method.rule) },
            !readOnly && {
              header: 'Actions',
              headerHidden: true,
              alignRight: true,
              cell: ({ method, index }) => <MethodButtons {...props} method={method} index={index} />,
            },
          ]}
        />
      )}
    </Box>
  );
}

/**
 * Where orders ship and what freight costs: the group's own address (checked as orders will read
 * it, kept even when it does not parse), whether buyers may type one, and the shipping methods,
 * each changed in its dialog. All of it is saved with the settings.
 */
export function Shipping({ state, readOnly, onMethod }: PartProps & { onMethod: (ask: MethodAsk) => void }) {
  const { form, setForm } = state;
  const check = groupAddressCheck(form.shipToAddress, form.title.trim() || 'The group');
  const full = form.methods.length >= SHIPPING_METHODS_MAX;
  return (
    <Part legend="Shipping" help="Where orders go when no store is chosen, and how they may ship. Saved with the settings.">
      <Field
        label="Ship-to address of the group"
        value={form.shipToAddress}
        onChange={(shipToAddress) => setForm({ ...form, shipToAddress })}
        disabled={readOnly}
        placeholder="12 Dock St, Port Alder, ME 04011"
        problem={!check.ok && form.shipToAddress.trim() ? check.problem : null}
        help={check.ok ? check.text : check.problem}
        slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTH, spellCheck: false, autoComplete: 'off' } }}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={form.typedShipTo}
            disabled={readOnly}
            onChange={(event) => setForm({ ...form, typedShipTo: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'typed-ship-to-help' } }}
          />
        }
        label="Buyers may type an address"
      />
      <Typography id="typed-ship-to-help" variant="body2" sx={{ color: 'text.secondary', ml: { xs: 0, sm: 6 }, mb: 2 }}>
        At checkout, buyers may ship to an address of their own (name, street, city, state and ZIP) instead of a store&rsquo;s or
        the group&rsquo;s.
      </Typography>
      <Typography component="h3" variant="subtitle2" id="shipping-methods-heading" sx={{ mb: 0.5 }}>
        Shipping methods
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Buyers pick one at checkout and see its freight before paying; the first is picked for them first. At most{' '}
        {SHIPPING_METHODS_MAX}.
      </Typography>
      <MethodList
        methods={form.methods}
        readOnly={readOnly}
        onMethod={onMethod}
        onChange={(methods) => setForm({ ...form, methods })}
      />
      {!readOnly && (
        <Button
          id="add-shipping-method"
          startIcon={<AddOutlined />}
          sx={{ mt: 1 }}
          disabled={full}
          onClick={() => onMethod({ kind: 'add' })}
          aria-describedby={full ? 'shipping-methods-full' : undefined}
        >
          Add a shipping method
        </Button>
      )}
      {!readOnly && full && (
        <Typography id="shipping-methods-full" variant="body2" sx={{ color: 'text.secondary' }}>
          The group has {SHIPPING_METHODS_MAX} methods, the most it may have: remove one to add another.
        </Typography>
      )}
    </Part>
  );
}
