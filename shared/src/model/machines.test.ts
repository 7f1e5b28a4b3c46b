import type { Principal } from './access';
import { ADMIN_ONLY_CANCEL, allowedActions, decide, DROPOFF_MACHINE, PICKUP_MACHINE, USER_MACHINE } from './machines';

const person = (cid: string, privileges: string[] = []): Principal => ({ loggedIn: true, status: 'joined', privileges, cid });
const alice = person('alice');
const ben = person('ben');
const pku = person('daniel', ['pku']);
const driver = person('omar', ['col']);
const df = person('emma', ['df']);
const cu = person('farid', ['cu']);
const admin = person('grace', ['admin']);
const sa = person('henry', ['sa']);

const pickup = (status: string, over: object = {}) =>
  ({ status, version: 3, customer_id: 'alice', pickup_staff_id: 'omar', ...over }) as never;

describe('the pickup machine (spec 2 §4)', () => {
  it('lets the customer edit and cancel their own pickup while it is requested, and nothing else', () => {
    expect(allowedActions(alice, PICKUP_MACHINE, pickup('requested'))).toEqual(['edit', 'cancel']);
    for (const status of ['confirmed', 'rescheduled', 'completed', 'canceled'])
      expect(allowedActions(alice, PICKUP_MACHINE, pickup(status))).toEqual([]);
    expect(decide(alice, PICKUP_MACHINE, pickup('confirmed'), 'cancel')).toEqual({
      ok: false,
      status: 409,
      message: 'This pickup can no longer be canceled: it is confirmed',
    });
  });

  it('refuses another customer and a customer confirming, with 403', () => {
    expect(decide(ben, PICKUP_MACHINE, pickup('requested'), 'edit')).toMatchObject({ ok: false, status: 403 });
    expect(decide(alice, PICKUP_MACHINE, pickup('requested'), 'confirm')).toMatchObject({ ok: false, status: 403 });
  });

  it('offers pku staff Edit, Confirm and Cancel when requested; Reschedule, Complete and Cancel when confirmed or rescheduled', () => {
    expect(allowedActions(pku, PICKUP_MACHINE, pickup('requested'))).toEqual(['edit', 'confirm', 'cancel']);
    for (const status of ['confirmed', 'rescheduled'])
      expect(allowedActions(pku, PICKUP_MACHINE, pickup(status))).toEqual(['reschedule', 'complete', 'cancel']);
    for (const status of ['completed', 'canceled']) expect(allowedActions(pku, PICKUP_MACHINE, pickup(status))).toEqual([]);
  });

  it('moves each action to its status', () => {
    expect(decide(pku, PICKUP_MACHINE, pickup('requested'), 'confirm')).toEqual({ ok: true, to: 'confirmed', removes: false });
    expect(decide(pku, PICKUP_MACHINE, pickup('confirmed'), 'reschedule')).toMatchObject({ ok: true, to: 'rescheduled' });
    expect(decide(pku, PICKUP_MACHINE, pickup('rescheduled'), 'reschedule')).toMatchObject({ ok: true, to: 'rescheduled' });
    expect(decide(pku, PICKUP_MACHINE, pickup('rescheduled'), 'complete')).toMatchObject({ ok: true, to: 'completed' });
    expect(decide(alice, PICKUP_MACHINE, pickup('requested'), 'edit')).toMatchObject({ ok: true, to: 'requested' });
  });

  it('lets a driver (col) complete, or record as not collected, only the pickups assigned to them', () => {
    expect(allowedActions(driver, PICKUP_MACHINE, pickup('confirmed'))).toEqual(['complete', 'notCollect']);
    expect(decide(driver, PICKUP_MACHINE, pickup('rescheduled'), 'notCollect')).toMatchObject({ ok: true, to: 'rescheduled' });
    expect(decide(pku, PICKUP_MACHINE, pickup('confirmed'), 'notCollect')).toMatchObject({ ok: false, status: 403 });
    expect(allowedActions(driver, PICKUP_MACHINE, pickup('confirmed', { pickup_staff_id: 'someone' }))).toEqual([]);
  });

  it('refuses a stale version with 409', () => {
    expect(decide(pku, PICKUP_MACHINE, pickup('requested'), 'confirm', 2)).toEqual({
      ok: false,
      status: 409,
      message: PICKUP_MACHINE.stale,
    });
    expect(decide(pku, PICKUP_MACHINE, pickup('requested'), 'confirm', 3).ok).toBe(true);
  });
});

describe('the drop-off machine (spec 3 §4)', () => {
  const dropoff = (status: string) => ({ status, version: 1, customer_id: 'alice' }) as never;

  it('lets the desk edit, complete and cancel a received drop-off', () => {
    expect(allowedActions(df, DROPOFF_MACHINE, dropoff('received'))).toEqual(['edit', 'complete', 'cancel']);
    expect(allowedActions(alice, DROPOFF_MACHINE, dropoff('received'))).toEqual([]);
  });

  it('lets only admin or sa cancel a completed one (403 for the desk); canceled is final', () => {
    expect(decide(df, DROPOFF_MACHINE, dropoff('completed'), 'cancel')).toEqual({ ok: false, status: 403, message: ADMIN_ONLY_CANCEL });
    expect(decide(admin, DROPOFF_MACHINE, dropoff('completed'), 'cancel')).toMatchObject({ ok: true, to: 'canceled' });
    expect(decide(sa, DROPOFF_MACHINE, dropoff('completed'), 'cancel')).toMatchObject({ ok: true, to: 'canceled' });
    expect(decide(df, DROPOFF_MACHINE, dropoff('completed'), 'edit')).toEqual({
      ok: false,
      status: 409,
      message: 'This drop-off is completed: only a received drop-off can be edited',
    });
    for (const action of ['edit', 'complete', 'cancel'] as const)
      expect(decide(admin, DROPOFF_MACHINE, dropoff('canceled'), action)).toEqual({
        ok: false,
        status: 409,
        message: 'This drop-off is canceled: it cannot be changed any more',
      });
  });
});

describe('the customer machine (spec 2 §4)', () => {
  const user = (status: string, id = 'x') => ({ status, id }) as never;

  it('gives cu staff the status actions of spec 2: Disable, Enable, Delete invite, Accept', () => {
    expect(allowedActions(cu, USER_MACHINE, user('joined'))).toEqual(['disable', 'update']);
    expect(allowedActions(cu, USER_MACHINE, user('disabled'))).toEqual(['enable', 'update']);
    expect(allowedActions(cu, USER_MACHINE, user('invited'))).toEqual(['deleteInvite', 'update', 'changePhone']);
    expect(allowedActions(cu, USER_MACHINE, user('requested'))).toEqual(['accept', 'update']);
    expect(decide(cu, USER_MACHINE, user('invited'), 'deleteInvite')).toEqual({ ok: true, to: null, removes: true });
  });

  it('lets only the invited person join, and nobody else change a customer', () => {
    expect(allowedActions(person('x'), USER_MACHINE, user('invited', 'x'))).toEqual(['join']);
    expect(decide(alice, USER_MACHINE, user('joined'), 'disable')).toMatchObject({ ok: false, status: 403 });
  });
});
