import { COMMAND_LINE_ACTOR, normalizeAllowedPhone, PRIVILEGES, type Privilege } from '@fcs/shared/contract';
import { actAs } from '../audit/audit-context';
import type { Db } from '../db/db';
import { claimsFor, type Identity } from '../identity/identity';
import { usersRepository, type UserRow } from '../repositories/users-repository';
import { CliError, type CliOutput } from './cli-output';

export interface StaffOptions {
  phone?: string;
  name?: string;
  privileges?: string;
}

const PHONE_HELP = 'an E.164 number of an allowed country (us, mm, sg, gb, th), e.g. +15551234567';

function phoneOf(value: string | undefined): string {
  if (!value) throw new CliError(`--phone is required: ${PHONE_HELP}`);
  const phone = normalizeAllowedPhone(value);
  if (!phone) throw new CliError(`"${value}" is not a phone number the portal takes: give ${PHONE_HELP}`);
  return phone;
}

function privilegesOf(value: string | undefined): Privilege[] {
  const codes = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (codes.length === 0) throw new CliError(`--privileges is required: one or more of ${PRIVILEGES.join(', ')}, comma-separated`);
  const unknown = codes.filter((c) => !(PRIVILEGES as readonly string[]).includes(c));
  if (unknown.length) throw new CliError(`Unknown privilege ${unknown.map((u) => `"${u}"`).join(', ')}: use ${PRIVILEGES.join(', ')}`);
  return [...new Set(codes)] as Privilege[];
}

const describe = (u: UserRow) => `${u.fcs_id} ${u.user_name || '(no name)'} ${u.phone_number ?? ''}`.trim();
const list = (p: readonly string[]) => (p.length ? [...p].sort().join(',') : '(none)');

/** What changed between two rows of a staff member, in words. */
function changesOf(before: UserRow, after: UserRow): string[] {
  const out: string[] = [];
  if (before.user_name !== after.user_name) out.push(`name "${before.user_name}" → "${after.user_name}"`);
  if (list(before.privileges) !== list(after.privileges)) out.push(`privileges ${list(before.privileges)} → ${list(after.privileges)}`);
  if (!before.is_employee) out.push('now staff');
  if (before.status !== after.status) out.push(`status ${before.status} → ${after.status}`);
  if (before.enabled !== after.enabled) out.push(after.enabled ? 'enabled' : 'disabled');
  return out;
}

/**
 * `pnpm fcs staff add|list|disable` (issue 32): the staff of a portal from the command line, the
 * first super-admin above all. Writes run as "command line" in the audit log. A staff member who
 * has signed in already gets their new claims (and a disabled one loses their sessions) when an
 * identity provider is configured; the api reads their privileges from the database on every call
 * anyway.
 */
export async function staffCommand(
  sub: string | undefined,
  options: StaffOptions,
  { db, out, identity }: { db: Db; out: CliOutput; identity: Identity | null },
): Promise<void> {
  const users = usersRepository(db);
  const syncClaims = async (row: UserRow, revoke: boolean) => {
    if (!identity || !row.auth_uid) return;
    try {
      await identity.setClaims(row.auth_uid, claimsFor(row));
      if (revoke) await identity.revokeRefreshTokens(row.auth_uid);
    } catch (e) {
      out.error(
        `Warning: the sign-in claims of ${row.fcs_id} could not be updated (${(e as Error).message}); they follow at the next sign-in.`,
      );
    }
  };

  if (sub === 'list') {
    const rows = await users.staff();
    if (rows.length === 0) {
      out.line('No staff yet. Add the first super-admin: pnpm fcs staff add --phone <E.164> --name "<name>" --privileges sa');
      return;
    }
    const table = rows.map((r) => [
      r.fcs_id,
      r.user_name,
      r.phone_number ?? '',
      list(r.privileges),
      r.enabled && r.status !== 'disabled' ? 'yes' : 'no',
    ]);
    const head = ['FCS ID', 'Name', 'Phone', 'Privileges', 'Enabled'];
    const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    const fmt = (r: string[]) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd();
    out.line(fmt(head));
    for (const r of table) out.line(fmt(r));
    return;
  }

  if (sub === 'add') {
    const phone = phoneOf(options.phone);
    const privileges = privilegesOf(options.privileges);
    const name = options.name?.trim() || null;
    if (name && name.length > 100) throw new CliError('--name is too long (at most 100 characters)');
    const { before, after } = await actAs({ id: null, name: COMMAND_LINE_ACTOR, action: 'staff add' }, () =>
      db.tx(async (t) => {
        const existing = await users.findByPhone(phone, t);
        if (!existing && !name) throw new CliError('--name is required for a new staff member');
        return users.upsertStaff(t, { phone, name, privileges });
      }),
    );
    if (!before) out.line(`${describe(after)}: added, joined staff with ${list(after.privileges)}`);
    else {
      const changes = changesOf(before, after);
      out.line(`${describe(after)}: ${changes.length ? `updated: ${changes.join('; ')}` : 'unchanged'}`);
    }
    if (before !== after) await syncClaims(after, false);
    if (!after.auth_uid)
      out.line(`They sign in with ${phone} on the portal; the api matches the sign-in to this record by the phone number.`);
    return;
  }

  if (sub === 'disable') {
    const phone = phoneOf(options.phone);
    const done = await actAs({ id: null, name: COMMAND_LINE_ACTOR, action: 'staff disable' }, () =>
      db.tx((t) => users.disableStaff(t, phone)),
    );
    if (!done) throw new CliError(`No staff member has the phone number ${phone} (pnpm fcs staff list shows them)`);
    out.line(`${describe(done.after)}: ${done.before === done.after ? 'disabled already' : 'disabled: the api refuses their next call'}`);
    if (done.before !== done.after) await syncClaims(done.after, true);
    return;
  }
  throw new CliError(
    'Use: pnpm fcs staff add --phone <E.164> --name "<name>" --privileges <codes> | staff list | staff disable --phone <E.164>',
  );
}
