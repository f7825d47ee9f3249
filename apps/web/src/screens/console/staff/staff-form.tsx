import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type ConsoleGroup, type StaffRole } from '@portal/domain';
import { choicesOf, Field, SelectField } from '../console-fields';
import { ROLE_HELP, ROLE_LABELS } from '../console-session';

/** What the add and edit dialogs ask. */
export interface StaffDraft {
  email: string;
  name: string;
  role: StaffRole;
  groups: string[];
  password: string;
}

export const EMPTY_DRAFT: StaffDraft = { email: '', name: '', role: 'rep', groups: [], password: '' };

/** What the form must have before it is sent; the server checks it all again. */
export function draftProblem(draft: StaffDraft, fields: { email: boolean; password: boolean }): string | null {
  if (fields.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) return 'Enter the staff member’s e-mail address.';
  if (draft.name.trim() === '') return 'Enter the staff member’s name.';
  if (draft.role === 'rep' && draft.groups.length === 0) return 'Choose at least one group for an account rep.';
  if (fields.password && draft.password.length < STAFF_PASSWORD_MIN_LENGTH)
    return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
  return null;
}

/** A new password, with the rule it must meet: the length is checked here, the rest by the server, whose refusal the dialog shows. */
export function PasswordField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete="new-password"
      required
      value={value}
      onChange={onChange}
      help={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, not a common password, without their name or e-mail. Give it to them by a way other than e-mail.`}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

interface StaffFieldsProps {
  draft: StaffDraft;
  onChange: (draft: StaffDraft) => void;
  groups: readonly ConsoleGroup[];
  /** Which fields the dialog asks: adding asks them all, editing neither the e-mail nor the password. */
  fields: { email: boolean; password: boolean };
}

/** The fields of a staff member: e-mail, name, role, the groups of a rep, and a first password. */
export function StaffFields({ draft, onChange, groups, fields }: StaffFieldsProps) {
  const set = (patch: Partial<StaffDraft>) => onChange({ ...draft, ...patch });
  const toggleGroup = (key: string, on: boolean) =>
    set({ groups: on ? [...draft.groups, key] : draft.groups.filter((group) => group !== key) });
  return (
    <>
      {fields.email && (
        <Field
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          autoFocus
          value={draft.email}
          onChange={(email) => set({ email })}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
      )}
      <Field
        label="Name"
        required
        autoFocus={!fields.email}
        value={draft.name}
        onChange={(name) => set({ name })}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <SelectField
        label="Role"
        value={draft.role}
        onChange={(role) => set({ role })}
        help={ROLE_HELP[draft.role]}
        options={choicesOf(STAFF_ROLES, ROLE_LABELS)}
      />
      {draft.role === 'rep' && (
        <FormControl component="fieldset" margin="normal" fullWidth>
          <FormLabel component="legend">Groups</FormLabel>
          <FormHelperText sx={{ mx: 0 }}>An account rep sees and changes the orders of these groups only.</FormHelperText>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {groups.map((group) => (
              <FormControlLabel
                key={group.key}
                control={
                  <Checkbox
                    checked={draft.groups.includes(group.key)}
                    onChange={(event) => toggleGroup(group.key, event.target.checked)}
                  />
                }
                label={group.title}
              />
            ))}
          </Box>
        </FormControl>
      )}
      {fields.password && (
        <PasswordField label="First password" value={draft.password} onChange={(password) => set({ password })} />
      )}
    </>
  );
}
