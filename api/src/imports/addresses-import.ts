import type { AddressImportRow, ImportError } from '@fcs/shared/contract';
import { addressFieldsOf } from '../lib/address-fields';
import { addressesRepository, type AddressFields, type AddressRow } from '../repositories/addresses-repository';
import type { Planner } from './import-plan';
import { findPeople, unknownPersonMessage } from './people';

/** An address's key within its customer's book: the first line and the zip code. */
const keyOf = (userId: string, line1: string, zip: string) => `${userId}\u0000${line1.trim().toLowerCase()}\u0000${zip.trim()}`;

const SAME: (keyof AddressFields)[] = ['full_name', 'phone_number', 'country', 'address_line2', 'city', 'state'];

/**
 * Address books (issue 32): each row is an address of the customer it names (FCS ID or phone),
 * keyed by its first line and zip code within their book, so that a file imported again changes
 * nothing. lat and lng come from the zip-code dataset as the address form's do; a blank phone is
 * the customer's. "default: yes" makes it their default (one per customer); a customer without a
 * default gets their first address as it, as the address book always has one.
 */
export const planAddresses: Planner<AddressImportRow> = async (t, rows) => {
  const repo = addressesRepository(t);
  const errors: ImportError[] = [];
  const people = await findPeople(
    t,
    rows.map((r) => r.row.customer),
  );
  const userIds = [...new Set([...people.values()].filter((p) => !p.is_employee).map((p) => p.id))];
  const existing = new Map<string, AddressRow>();
  for (const a of await repo.ofUsers(userIds)) existing.set(keyOf(a.user_id, a.address_line1, a.zip_code), a);
  const seen = new Map<string, number>();
  const defaults = new Map<string, number>();
  const inserts: ({ user_id: string } & AddressFields)[] = [];
  const updates: ({ id: string } & AddressFields)[] = [];
  const chosen: { user_id: string; address_line1: string; zip_code: string }[] = [];
  let unchanged = 0;

  for (const { line, row } of rows) {
    const error = (column: string, message: string) => errors.push({ row: line, column, message });
    const person = people.get(row.customer);
    if (!person) {
      error('customer', unknownPersonMessage('customer', row.customer));
      continue;
    }
    if (person.is_employee) {
      error('customer', `${person.fcs_id} is a staff member, not a customer`);
      continue;
    }
    const key = keyOf(person.id, row.address_line1, row.zip_code);
    if (seen.has(key)) {
      error('address_line1', `This address of ${person.fcs_id} is also on line ${seen.get(key)}`);
      continue;
    }
    seen.set(key, line);
    if (row.is_default) {
      if (defaults.has(person.id)) {
        error('default', `${person.fcs_id} has another default address on line ${defaults.get(person.id)}`);
        continue;
      }
      defaults.set(person.id, line);
    }
    const phone = row.phone_given ? row.phone_number : person.phone_number;
    if (!phone) {
      error('phone_number', `${person.fcs_id} has no phone number: give the address's`);
      continue;
    }
    const previous = existing.get(key) ?? null;
    const fields = await addressFieldsOf({ ...row, phone_number: phone }, previous);
    if (row.is_default && !previous?.is_default)
      chosen.push({ user_id: person.id, address_line1: fields.address_line1, zip_code: fields.zip_code });
    if (!previous) inserts.push({ user_id: person.id, ...fields });
    else if (SAME.some((f) => String(previous[f] ?? '') !== String(fields[f] ?? '')) || (row.is_default && !previous.is_default))
      updates.push({ id: previous.id, ...fields });
    else unchanged++;
  }

  return {
    created: inserts.length,
    updated: updates.length,
    unchanged,
    errors,
    async write(progress) {
      await repo.insertMany(t, inserts);
      progress(inserts.length);
      await repo.updateMany(t, updates);
      await repo.importDefaults(t, [...new Set(inserts.map((i) => i.user_id))], chosen);
      progress(inserts.length + updates.length);
    },
  };
};
