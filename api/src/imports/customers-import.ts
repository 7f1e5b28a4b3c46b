import type { CustomerImportRow, ImportError } from '@fcs/shared/contract';
import type { UserRow } from '../repositories/users-repository';
import { usersRepository } from '../repositories/users-repository';
import type { Planner } from './import-plan';

/**
 * Customers (issue 32): keyed by the FCS ID when the row has one, else by the phone. A new one is
 * invited (or joined) with the FCS ID kept or the next one made; a known one gets the name, e-mail
 * and status the file gives (a status only moves from invited to joined). A phone of someone else,
 * of a staff member, or twice in the file is an error of its row.
 */
export const planCustomers: Planner<CustomerImportRow> = async (t, rows) => {
  const users = usersRepository(t);
  const errors: ImportError[] = [];
  const existing = await users.findByFcsIdsOrPhones(
    rows.flatMap((r) => (r.row.fcs_id ? [r.row.fcs_id] : [])),
    rows.map((r) => r.row.phone),
  );
  const byFcs = new Map(existing.map((u) => [u.fcs_id, u]));
  const byPhone = new Map(existing.filter((u) => u.phone_number).map((u) => [u.phone_number!, u]));
  const seenPhone = new Map<string, number>();
  const seenFcs = new Map<string, number>();
  const creates: CustomerImportRow[] = [];
  const updates: { user: UserRow; row: CustomerImportRow }[] = [];
  let unchanged = 0;

  for (const { line, row } of rows) {
    const error = (column: string, message: string) => errors.push({ row: line, column, message });
    if (seenPhone.has(row.phone)) {
      error('phone', `The phone ${row.phone} is also on line ${seenPhone.get(row.phone)}`);
      continue;
    }
    seenPhone.set(row.phone, line);
    if (row.fcs_id && seenFcs.has(row.fcs_id)) {
      error('fcs_id', `${row.fcs_id} is also on line ${seenFcs.get(row.fcs_id)}`);
      continue;
    }
    if (row.fcs_id) seenFcs.set(row.fcs_id, line);
    const byId = row.fcs_id ? byFcs.get(row.fcs_id) : undefined;
    const owner = byPhone.get(row.phone);
    const user = byId ?? (row.fcs_id ? undefined : owner);
    if (owner && owner.id !== user?.id) {
      error('phone', `The phone ${row.phone} belongs to ${owner.fcs_id}${owner.is_employee ? ', a staff member' : ''}`);
      continue;
    }
    if (!user) {
      creates.push(row);
      continue;
    }
    if (user.is_employee) {
      error(row.fcs_id ? 'fcs_id' : 'phone', `${user.fcs_id} is a staff member: staff are added with pnpm fcs staff add`);
      continue;
    }
    if (user.phone_number !== row.phone && user.status !== 'invited') {
      error('phone', `${user.fcs_id} has joined: their phone number stays ${user.phone_number ?? '(none)'}`);
      continue;
    }
    const joins = row.status === 'joined' && user.status === 'invited';
    const changed =
      user.user_name !== row.name || user.phone_number !== row.phone || (row.email !== undefined && user.email !== row.email) || joins;
    if (changed) updates.push({ user, row });
    else unchanged++;
  }

  return {
    created: creates.length,
    updated: updates.length,
    unchanged,
    errors,
    async write(progress) {
      let done = 0;
      await users.importCustomers(t, creates, (n) => progress((done += n)));
      await users.updateImported(
        t,
        updates.map(({ user, row }) => ({
          id: user.id,
          user_name: row.name,
          phone_number: row.phone,
          email: row.email ?? null,
          joins: row.status === 'joined' && user.status === 'invited',
        })),
      );
      progress((done += updates.length));
    },
  };
};
