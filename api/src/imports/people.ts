import { FCS_ID_PATTERN, importPhone } from '@fcs/shared/contract';
import type { Db } from '../db/db';

export interface Person {
  id: string;
  fcs_id: string;
  user_name: string;
  phone_number: string | null;
  is_employee: boolean;
}

/** A reference of a file to a person: an FCS ID or a phone number (E.164). */
export function refKey(ref: string): { fcs_id: string } | { phone: string } | null {
  const text = ref.trim();
  if (FCS_ID_PATTERN.test(text.toUpperCase())) return { fcs_id: text.toUpperCase() };
  const phone = importPhone(text, null);
  return phone ? { phone } : null;
}

/** The people a file names, by their references, in one read. */
export async function findPeople(t: Db, refs: Iterable<string>): Promise<Map<string, Person>> {
  const list = [...new Set(refs)];
  const fcsIds = new Set<string>();
  const phones = new Set<string>();
  for (const ref of list) {
    const key = refKey(ref);
    if (key && 'fcs_id' in key) fcsIds.add(key.fcs_id);
    else if (key) phones.add(key.phone);
  }
  const found = new Map<string, Person>();
  if (fcsIds.size === 0 && phones.size === 0) return found;
  // Two reads, each on its unique index (an OR of two long lists reads the whole table).
  const columns = 'id, fcs_id, user_name, phone_number, is_employee';
  const rows = [
    ...(fcsIds.size ? await t.query<Person>(`SELECT ${columns} FROM users WHERE fcs_id = ANY($1::text[])`, [[...fcsIds]]) : []),
    ...(phones.size ? await t.query<Person>(`SELECT ${columns} FROM users WHERE phone_number = ANY($1::text[])`, [[...phones]]) : []),
  ];
  const byFcs = new Map(rows.map((r) => [r.fcs_id, r]));
  const byPhone = new Map(rows.filter((r) => r.phone_number).map((r) => [r.phone_number!, r]));
  for (const ref of list) {
    const key = refKey(ref);
    const person = key ? ('fcs_id' in key ? byFcs.get(key.fcs_id) : byPhone.get(key.phone)) : undefined;
    if (person) found.set(ref, person);
  }
  return found;
}

export const unknownPersonMessage = (what: string, ref: string) =>
  `No customer has the FCS ID or phone "${ref}": import the customers first, or correct the ${what}`;
