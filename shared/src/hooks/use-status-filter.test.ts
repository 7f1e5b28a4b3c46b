import { STATUS_FILTER_GROUPS, statusesOf, syncStatusFilter } from '../model/status';
import { readStatuses, selectionOf, statusOptions } from './use-status-filter';

const params = (q: string) => new URLSearchParams(q);

describe('the status filters of the staff lists (spec 2 §4, spec 3 §4)', () => {
  it('start with ACTIVES plus its statuses: requested, confirmed, rescheduled on /pickups; confirmed, rescheduled on Collect', () => {
    expect(selectionOf('pickups', readStatuses('pickups', params('')))).toEqual(['ACTIVES', 'requested', 'confirmed', 'rescheduled']);
    expect(selectionOf('assignedPickups', readStatuses('assignedPickups', params('')))).toEqual(['ACTIVES', 'confirmed', 'rescheduled']);
    expect(statusOptions('pickups')).toEqual(['ACTIVES', 'ALL', 'requested', 'confirmed', 'rescheduled', 'completed', 'canceled']);
  });

  it('read the statuses from the URL, unknown ones dropped; `status=` is none', () => {
    expect(readStatuses('pickups', params('status=completed,bogus,canceled'))).toEqual(['completed', 'canceled']);
    expect(readStatuses('pickups', params('status='))).toEqual([]);
  });

  it('ALL selects the five and clearing it clears them; ACTIVES adds or removes its members; the tags re-sync with the picks', () => {
    const groups = STATUS_FILTER_GROUPS.pickups;
    const all = syncStatusFilter(
      groups,
      ['ACTIVES', 'requested', 'confirmed', 'rescheduled'],
      ['ACTIVES', 'requested', 'confirmed', 'rescheduled', 'ALL'],
    );
    expect(all).toEqual(['ALL', 'requested', 'confirmed', 'rescheduled', 'completed', 'canceled']);
    expect(
      syncStatusFilter(
        groups,
        all,
        all.filter((v) => v !== 'ALL'),
      ),
    ).toEqual([]);
    // ACTIVES beside another status adds its members; the tag stays only while the picks are exactly its members.
    expect(syncStatusFilter(groups, ['completed'], ['completed', 'ACTIVES'])).toEqual([
      'completed',
      'requested',
      'confirmed',
      'rescheduled',
    ]);
    // Picking the last active status by hand brings the ACTIVES tag back; dropping one takes it away.
    expect(syncStatusFilter(groups, ['requested', 'confirmed'], ['requested', 'confirmed', 'rescheduled'])).toEqual([
      'ACTIVES',
      'requested',
      'confirmed',
      'rescheduled',
    ]);
    expect(
      statusesOf(syncStatusFilter(groups, ['ACTIVES', 'requested', 'confirmed', 'rescheduled'], ['ACTIVES', 'requested', 'confirmed'])),
    ).toEqual(['requested', 'confirmed']);
    expect(
      syncStatusFilter(groups, ['ACTIVES', 'requested', 'confirmed', 'rescheduled'], ['ACTIVES', 'requested', 'confirmed']),
    ).not.toContain('ACTIVES');
  });

  it("Collect's ACTIVES means confirmed and rescheduled only", () => {
    const groups = STATUS_FILTER_GROUPS.assignedPickups;
    expect(syncStatusFilter(groups, [], ['ACTIVES'])).toEqual(['ACTIVES', 'confirmed', 'rescheduled']);
    expect(syncStatusFilter(groups, [], ['ALL'])).toEqual(['ALL', 'requested', 'confirmed', 'rescheduled', 'completed', 'canceled']);
  });
});
