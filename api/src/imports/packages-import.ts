import { importDate, PACKAGE_STATUSES, type ImportError, type PackageImportRow } from '@fcs/shared/contract';
import { packagesRepository, type ImportedChange, type NewImportedPackage } from '../repositories/packages-repository';
import type { Planner } from './import-plan';
import { findPeople, unknownPersonMessage } from './people';

const DAY = 86_400_000;
const rank = (status: string) => PACKAGE_STATUSES.indexOf(status as never);
const time = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/**
 * Packages (issue 32), keyed by tracking number: a new one is received at its received date (the
 * import's time when blank) and reaches its status at its updated date, with those history
 * entries; a known one gets the consignee, sender and remark the file gives, a status further on
 * (never back: the package machine only moves forward) and its dates. Blank optional cells keep
 * what a known package has.
 */
export const planPackages: Planner<PackageImportRow> = async (t, rows, { actorId }) => {
  const repo = packagesRepository(t, '');
  const errors: ImportError[] = [];
  const now = new Date();
  const people = await findPeople(
    t,
    rows.flatMap((r) => [r.row.consignee, ...(r.row.sender ? [r.row.sender] : [])]),
  );
  const existing = new Map(
    (
      await repo.lockByTrackingIds(
        t,
        rows.map((r) => r.row.tracking_id),
      )
    ).map((p) => [p.tracking_id, p]),
  );
  const seen = new Map<string, number>();
  const inserts: NewImportedPackage[] = [];
  const updates: ImportedChange[] = [];
  let unchanged = 0;

  for (const { line, row } of rows) {
    const error = (column: string, message: string) => errors.push({ row: line, column, message });
    if (seen.has(row.tracking_id)) {
      error('tracking_id', `${row.tracking_id} is also on line ${seen.get(row.tracking_id)}`);
      continue;
    }
    seen.set(row.tracking_id, line);
    const dateOf = (column: 'received_date' | 'updated_date') => {
      const text = row[column];
      if (text === undefined) return undefined;
      const d = importDate(text);
      if (!d) error(column, `"${text}" is not a date: write it as 2026-03-01, 2026-03-01T14:30 or 03/01/2026`);
      else if (d.getTime() > now.getTime() + DAY) error(column, `${text} is in the future`);
      else if (d.getFullYear() < 2000) error(column, `${text} is before 2000`);
      else return d;
      return null;
    };
    const received = dateOf('received_date');
    const updated = dateOf('updated_date');
    if (received === null || updated === null) continue;
    const consignee = people.get(row.consignee);
    const sender = row.sender ? people.get(row.sender) : undefined;
    if (!consignee || consignee.is_employee) {
      error(
        'consignee',
        consignee ? `${consignee.fcs_id} is a staff member, not a customer` : unknownPersonMessage('consignee', row.consignee),
      );
      continue;
    }
    if (row.sender && (!sender || sender.is_employee)) {
      error('sender', sender ? `${sender.fcs_id} is a staff member, not a customer` : unknownPersonMessage('sender', row.sender));
      continue;
    }
    const known = existing.get(row.tracking_id);
    if (known?.is_deleted) {
      error('tracking_id', `${row.tracking_id} was deleted: its number cannot be used again`);
      continue;
    }
    const receivedAt = received ?? (known?.received_date ? new Date(known.received_date) : now);
    const updatedAt = updated ?? (known && !received ? new Date(known.updated_date ?? receivedAt) : receivedAt);
    if (updatedAt.getTime() < receivedAt.getTime()) {
      error('updated_date', 'The updated date is before the received date');
      continue;
    }
    if (!known) {
      inserts.push({
        tracking_id: row.tracking_id,
        status: row.status,
        user_id: consignee.id,
        sender_id: sender?.id ?? null,
        remark: row.remark ?? null,
        received_date: receivedAt,
        updated_date: updatedAt,
      });
      continue;
    }
    if (rank(row.status) < rank(known.status)) {
      error('status', `${row.tracking_id} is ${known.status} already: a package's status never goes back to ${row.status}`);
      continue;
    }
    const change: ImportedChange = {
      id: known.id,
      user_id: consignee.id,
      sender_id: sender?.id ?? known.sender_id,
      remark: row.remark ?? known.remark,
      status: row.status,
      updated_date: updated ?? (row.status !== known.status ? now : new Date(known.updated_date ?? receivedAt)),
      moved: row.status !== known.status,
      received_date: received && received.getTime() !== time(known.received_date) ? received : null,
    };
    const same =
      change.user_id === known.user_id &&
      change.sender_id === known.sender_id &&
      change.remark === known.remark &&
      !change.moved &&
      change.received_date === null &&
      change.updated_date.getTime() === time(known.updated_date);
    if (same) unchanged++;
    else updates.push(change);
  }

  return {
    created: inserts.length,
    updated: updates.length,
    unchanged,
    errors,
    async write(progress) {
      let done = 0;
      await repo.importMany(t, inserts, actorId, (n) => progress((done += n)));
      await repo.updateImported(t, updates, actorId);
      progress((done += updates.length));
    },
  };
};
