import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole } from '@portal/domain';
import { generate } from 'otplib';
import { hashSecretAsync, readDemoStaff } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { passwordProblem, type PasswordOwner } from '../staff/password-rule';
import {
  addStaff,
  checkRoleAndGroups,
  findStaffByEmail,
  listStaff,
  removeStaff,
  resetSecondFactor,
  resetStaffPassword,
  updateStaff,
  type StaffActor,
  type StaffRow,
} from '../staff/staff-store';

export const STAFF_USAGE = `usage: npm run staff -- <command>

  list                                             every staff member
  add EMAIL --name "NAME" --role admin|rep|viewer [--groups g1,g2] [--password-stdin]
  reset EMAIL [--password-stdin]                   a new password; their sessions end
  remove EMAIL                                     they can no longer log in
  reset-factor EMAIL                               removes their second factor (a lost phone); their sessions end
  demo-code EMAIL                                  the current code of a demo account's published demo key
  role EMAIL --role admin|rep|viewer [--groups g1,g2]

Without --password-stdin a password is made and printed once; with it, the first line of stdin is the password.`;

/** A command-line mistake: the message and the usage are printed, the exit code is 2. */
export class StaffCommandError extends Error {}

export interface StaffCommandIo {
  db: Database;
  groups: ReadonlySet<string>;
  /** The names of this service a password may not be built on (staff/password-rule.ts contextWords). */
  passwordContext: readonly string[];
  print(line: string): void;
  /** The first line of stdin, for --password-stdin. */
  readPassword(): Promise<string>;
}

const SHELL: StaffActor = { staffId: null, label: 'shell', requestId: 'npm run staff' };

/** A new random password: 16 characters of base64url, about 96 bits. */
const madePassword = () => randomBytes(12).toString('base64url');

/** The password typed on stdin, checked by the console's rule, or one made here that meets it. */
async function passwordFor(
  io: StaffCommandIo,
  fromStdin: boolean,
  owner: PasswordOwner,
): Promise<{ password: string; made: boolean }> {
  if (!fromStdin) {
    // 96 random bits nearly always pass; one that happens to spell the owner's name is drawn again.
    let password = madePassword();
    while (await passwordProblem(password, owner, io.passwordContext)) password = madePassword();
    return { password, made: true };
  }
  const password = (await io.readPassword()).replace(/\r?\n$/, '');
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    throw new StaffCommandError(`the password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  const problem = await passwordProblem(password, owner, io.passwordContext);
  if (problem) throw new StaffCommandError(problem);
  return { password, made: false };
}

function roleOf(value: string | undefined): StaffRole {
  if (!value || !(STAFF_ROLES as readonly string[]).includes(value))
    throw new StaffCommandError(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  return value as StaffRole;
}

const groupsOf = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean)
    : [];

async function accountRow(io: StaffCommandIo, email: string | undefined): Promise<StaffRow> {
  if (!email) throw new StaffCommandError('name the staff member by e-mail');
  const row = await findStaffByEmail(io.db, email);
  if (!row) throw new StaffCommandError(`no staff member has the e-mail ${email}`);
  return row;
}

const accountId = async (io: StaffCommandIo, email: string | undefined): Promise<string> => (await accountRow(io, email)).id;

/**
 * `npm run staff -- …`: manages staff accounts from the shell, on the database the server opens.
 * Every change is audited as made by 'shell'. Passwords are hashed at once and printed only when
 * made here.
 */
export async function runStaffCommand(argv: readonly string[], io: StaffCommandIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      role: { type: 'string' },
      groups: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  const [command, email] = positionals;
  try {
    switch (command) {
      case 'list': {
        for (const { row, groups } of await listStaff(io.db))
          io.print(`${row.email}\t${row.name}\t${row.role}${groups.length ? `\t${groups.join(',')}` : ''}`);
        return;
      }
      case 'add': {
        if (!email) throw new StaffCommandError('name the new staff member by e-mail');
        if (!values.name?.trim()) throw new StaffCommandError('--name is required');
        const role = roleOf(values.role);
        const groups = checkRoleAndGroups(role, groupsOf(values.groups), io.groups);
        const { password, made } = await passwordFor(io, values['password-stdin'], { email, name: values.name.trim() });
        const added = await addStaff(
          io.db,
          { email, name: values.name.trim(), role, groups, passwordHash: await hashSecretAsync(password) },
          SHELL,
        );
        io.print(`Added ${added.row.email} (${role}${groups.length ? ` of ${groups.join(', ')}` : ''}).`);
        if (made) io.print(`Password: ${password}\nIt is shown once: hand it over safely.`);
        return;
      }
      case 'reset': {
        const row = await accountRow(io, email);
        const { password, made } = await passwordFor(io, values['password-stdin'], row);
        await resetStaffPassword(io.db, row.id, await hashSecretAsync(password), SHELL);
        io.print(`New password set for ${email}; their sessions have ended.`);
        if (made) io.print(`Password: ${password}\nIt is shown once: hand it over safely.`);
        return;
      }
      case 'reset-factor': {
        await resetSecondFactor(io.db, await accountId(io, email), SHELL);
        io.print(`Second factor removed for ${email}; their sessions have ended. They set it up again at their next login.`);
        return;
      }
      case 'demo-code': {
        // Only a key published with the demo data: the command reads no account's key from the database.
        const key = readDemoStaff().find((member) => member.email === email?.toLowerCase())?.totp_secret;
        if (!key)
          throw new StaffCommandError(`${email ?? 'that account'} has no published demo key (packages/tenants/demo-staff.json)`);
        io.print(await generate({ secret: key }));
        return;
      }
      case 'remove': {
        await removeStaff(io.db, await accountId(io, email), SHELL);
        io.print(`Removed ${email}: they can no longer log in.`);
        return;
      }
      case 'role': {
        const id = await accountId(io, email);
        const role = roleOf(values.role);
        const updated = await updateStaff(io.db, id, { role, groups: groupsOf(values.groups) }, io.groups, SHELL);
        io.print(`${updated.row.email} is now ${role}${updated.groups.length ? ` of ${updated.groups.join(', ')}` : ''}.`);
        return;
      }
      default:
        throw new StaffCommandError(command ? `unknown command '${command}'` : 'name a command');
    }
  } catch (error) {
    // The store's refusals (an e-mail taken, the last admin) are the shell user's mistakes too.
    if (error instanceof AppError && error.status < 500) throw new StaffCommandError(error.message);
    throw error;
  }
}
