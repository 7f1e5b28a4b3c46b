import { hasAnyPrivilege, isAdmin, type Principal, type Privilege, type UserStatus } from './access';
import type { DropoffStatus, PackageStatus, PickupStatus } from './status';

/**
 * The status machines of the pickup, the drop-off and the customer (spec 2 §4, spec 3 §4), each
 * transition saying who may take it, and one pure `decide` that the api turns into its answer and
 * the pages call to show or hide a button. In the way refine's `can` and ant-design-pro's
 * `access.ts` work: the rule is data, the check is a function.
 */

/** Who may take a transition. */
export type Actor =
  /** The customer the row belongs to: joined, and the row's owner column is their users.id. */
  | { kind: 'owner' }
  /** Staff holding any one of the codes (admin, sa and owner pass). */
  | { kind: 'staff'; privileges: readonly Privilege[] }
  /** Staff holding one of the codes, on a row assigned to them (its assignee column is their users.id). */
  | { kind: 'assignee'; privileges: readonly Privilege[] }
  /** admin, sa or owner. */
  | { kind: 'admin' }
  /** The person the row is (the users row itself). */
  | { kind: 'self' };

export interface Transition<S extends string, A extends string> {
  action: A;
  from: readonly S[];
  /** The status after it; absent: the status stays; null: the row is removed. */
  to?: S | null;
  by: readonly Actor[];
  /** What someone else hears when the status allows the action but not for them (default: a 409). */
  othersHear?: { status: 403 | 409; message: string };
}

export interface Machine<S extends string, A extends string> {
  /** What a person calls the thing, for messages. */
  noun: string;
  /** Columns of the row naming its owner, its assignee, and the person it is. */
  ownerColumn?: string;
  assigneeColumn?: string;
  selfColumn?: string;
  transitions: readonly Transition<S, A>[];
  /** 409: the action does not exist from this status. */
  conflict: (status: S, action: A) => string;
  /** 409: the row changed since the caller read it. */
  stale: string;
  /** 403: this caller may never take the action. */
  forbidden: (action: A) => string;
}

/** A row as the rules need it: its status, version, and whichever owner columns its machine names. */
export interface Decidable<S extends string> {
  status: S;
  version?: number;
}

const columnOf = (row: object, column: string | undefined) => (column ? (row as Record<string, unknown>)[column] : undefined);

export type Decision<S extends string> = { ok: true; to: S | null; removes: boolean } | { ok: false; status: 403 | 409; message: string };

const PKU: Actor = { kind: 'staff', privileges: ['pku'] };
const DF: Actor = { kind: 'staff', privileges: ['df'] };
const CU: Actor = { kind: 'staff', privileges: ['cu'] };
const OWNER: Actor = { kind: 'owner' };

export type PickupAction = 'edit' | 'confirm' | 'reschedule' | 'complete' | 'cancel' | 'notCollect';
export type DropoffAction = 'edit' | 'complete' | 'cancel';
export type UserAction = 'disable' | 'enable' | 'deleteInvite' | 'accept' | 'join' | 'update' | 'changePhone';

const PICKUP_VERBS: Record<PickupAction, string> = {
  edit: 'changed',
  confirm: 'confirmed',
  reschedule: 'rescheduled',
  complete: 'completed',
  cancel: 'canceled',
  notCollect: 'marked not collected',
};

/** 409 text of a refused pickup change, e.g. "This pickup can no longer be changed: it is confirmed". */
export function pickupConflictMessage(status: PickupStatus, action: PickupAction): string {
  return `This pickup can no longer be ${PICKUP_VERBS[action]}: it is ${status}`;
}

export const PICKUP_MACHINE: Machine<PickupStatus, PickupAction> = {
  noun: 'pickup',
  ownerColumn: 'customer_id',
  assigneeColumn: 'pickup_staff_id',
  transitions: [
    { action: 'edit', from: ['requested'], by: [OWNER, PKU] },
    { action: 'confirm', from: ['requested'], to: 'confirmed', by: [PKU] },
    // Reschedule from confirmed and from rescheduled (the reading of spec 2 §4 that allows both).
    { action: 'reschedule', from: ['confirmed', 'rescheduled'], to: 'rescheduled', by: [PKU] },
    // The driver completes the pickups assigned to them (Collect); pku staff any.
    { action: 'complete', from: ['confirmed', 'rescheduled'], to: 'completed', by: [PKU, { kind: 'assignee', privileges: ['col'] }] },
    // Not collected: an event on the pickup, not a status (decision 0019); only the driver it is assigned to.
    { action: 'notCollect', from: ['confirmed', 'rescheduled'], by: [{ kind: 'assignee', privileges: ['col'] }] },
    { action: 'cancel', from: ['requested'], to: 'canceled', by: [OWNER, PKU] },
    { action: 'cancel', from: ['confirmed', 'rescheduled'], to: 'canceled', by: [PKU] },
  ],
  conflict: pickupConflictMessage,
  stale: 'This pickup was changed by someone else meanwhile: reload it and try again',
  forbidden: (action) =>
    action === 'complete'
      ? 'Only staff with the "pku" privilege, or the staff member it is assigned to, can complete a pickup'
      : action === 'notCollect'
        ? 'Only the driver the pickup is assigned to can record that it was not collected'
        : `Only staff with the "pku" privilege can ${action === 'edit' ? 'change' : action} this pickup`,
};

/** Why a drop-off change is refused (409), in words a person can act on. */
export function dropoffConflictMessage(status: DropoffStatus, action: DropoffAction): string {
  if (status === 'canceled') return 'This drop-off is canceled: it cannot be changed any more';
  const verb = { edit: 'edited', complete: 'completed', cancel: 'canceled' }[action];
  return `This drop-off is ${status}: only a received drop-off can be ${verb}`;
}

export const ADMIN_ONLY_CANCEL = 'Only an admin can cancel a completed drop-off';

export const DROPOFF_MACHINE: Machine<DropoffStatus, DropoffAction> = {
  noun: 'drop-off',
  ownerColumn: 'customer_id',
  transitions: [
    { action: 'edit', from: ['received'], by: [DF] },
    { action: 'complete', from: ['received'], to: 'completed', by: [DF] },
    { action: 'cancel', from: ['received'], to: 'canceled', by: [DF] },
    // Spec 3 §4 and §6: a completed drop-off can be canceled by admin or sa only.
    {
      action: 'cancel',
      from: ['completed'],
      to: 'canceled',
      by: [{ kind: 'admin' }],
      othersHear: { status: 403, message: ADMIN_ONLY_CANCEL },
    },
  ],
  conflict: dropoffConflictMessage,
  stale: 'This drop-off was changed by someone else meanwhile: reload it and try again',
  forbidden: () => 'You need the "df" privilege for this',
};

const USER_VERBS: Record<UserAction, string> = {
  disable: 'disabled',
  enable: 'enabled',
  deleteInvite: 'deleted as an invitation',
  accept: 'accepted',
  join: 'joined',
  update: 'changed',
  changePhone: 'given another phone number',
};

export const USER_MACHINE: Machine<UserStatus, UserAction> = {
  noun: 'customer',
  selfColumn: 'id',
  transitions: [
    { action: 'disable', from: ['joined'], to: 'disabled', by: [CU] },
    { action: 'enable', from: ['disabled'], to: 'joined', by: [CU] },
    { action: 'deleteInvite', from: ['invited'], to: null, by: [CU] },
    { action: 'accept', from: ['requested'], to: 'joined', by: [CU] },
    { action: 'join', from: ['invited'], to: 'joined', by: [{ kind: 'self' }] },
    { action: 'update', from: ['invited', 'signup', 'requested', 'joined', 'disabled'], by: [CU] },
    // Spec 2 §5: staff edit a customer's phone number only while the status is invited.
    { action: 'changePhone', from: ['invited'], by: [CU] },
  ],
  conflict: (status, action) => `This customer is ${status}: they cannot be ${USER_VERBS[action]}`,
  stale: 'This customer was changed by someone else meanwhile: reload and try again',
  forbidden: () => 'You need the "cu" privilege for this',
};

// issue 11 · packages
export type PackageAction = 'process' | 'pack' | 'deliver' | 'assign';

/** The status each bulk move goes to, and back: the action that reaches a status. */
export const PACKAGE_MOVES = { process: 'processed', pack: 'packed', deliver: 'delivered' } as const satisfies Partial<
  Record<PackageAction, PackageStatus>
>;
export type PackageMove = keyof typeof PACKAGE_MOVES;
export const PACKAGE_MOVE_TARGETS = Object.values(PACKAGE_MOVES);
export const packageMoveTo = (status: string): PackageMove | null =>
  (Object.entries(PACKAGE_MOVES).find(([, to]) => to === status)?.[0] as PackageMove | undefined) ?? null;

const PKG: Actor = { kind: 'staff', privileges: ['pkg'] };

/**
 * A package moves forward one step at a time (received → processed → packed → delivered), by pkg
 * staff; the spec does not show the transitions (spec 1 §4), and one step at a time keeps every
 * status in the history. Admin or sa assign the sender and the consignee while it is processed
 * (only processed packages show the assign block, spec 1 §2.5).
 */
export const PACKAGE_MACHINE: Machine<PackageStatus, PackageAction> = {
  noun: 'package',
  ownerColumn: 'user_id',
  transitions: [
    { action: 'process', from: ['received'], to: 'processed', by: [PKG] },
    { action: 'pack', from: ['processed'], to: 'packed', by: [PKG] },
    { action: 'deliver', from: ['packed'], to: 'delivered', by: [PKG] },
    { action: 'assign', from: ['processed'], by: [{ kind: 'admin' }] },
  ],
  conflict: (status, action) =>
    action === 'assign'
      ? `This package is ${status}: the sender and the consignee can be changed only while it is processed`
      : `This package is ${status}: it cannot move to ${PACKAGE_MOVES[action]}`,
  stale: 'This package was changed by someone else meanwhile: reload it and try again',
  forbidden: (action) =>
    action === 'assign' ? 'Only an admin can change the sender and the consignee of a package' : 'You need the "pkg" privilege for this',
};

function isActor(who: Principal, actor: Actor, row: object, machine: Machine<string, string>): boolean {
  if (!who.loggedIn) return false;
  switch (actor.kind) {
    case 'owner':
      return who.status === 'joined' && !!who.cid && columnOf(row, machine.ownerColumn) === who.cid;
    case 'staff':
      return hasAnyPrivilege(who.privileges, actor.privileges);
    case 'assignee':
      return hasAnyPrivilege(who.privileges, actor.privileges) && !!who.cid && columnOf(row, machine.assigneeColumn) === who.cid;
    case 'admin':
      return isAdmin(who.privileges);
    case 'self':
      return !!who.cid && columnOf(row, machine.selfColumn) === who.cid;
  }
}

/**
 * May `who` take `action` on this row, and to which status does it move? Refusals: 403 when the
 * caller may never take the action (or the status allows it only to others, e.g. admin only); 409
 * when the status does not allow it, or when `expectedVersion` is not the row's version (stale).
 * Whether the caller may see the row at all is the read rules' business, checked before.
 */
export function decide<S extends string, A extends string>(
  who: Principal,
  machine: Machine<S, A>,
  row: Decidable<S>,
  action: A,
  expectedVersion?: number,
): Decision<S> {
  const anyMachine = machine as unknown as Machine<string, string>;
  const forAction = machine.transitions.filter((t) => t.action === action);
  const mine = forAction.filter((t) => t.by.some((a) => isActor(who, a, row, anyMachine)));
  if (mine.length === 0) return { ok: false, status: 403, message: machine.forbidden(action) };
  const step = mine.find((t) => t.from.includes(row.status));
  if (!step) {
    const others = forAction.find((t) => t.from.includes(row.status) && t.othersHear);
    if (others?.othersHear) return { ok: false, ...others.othersHear };
    return { ok: false, status: 409, message: machine.conflict(row.status, action) };
  }
  if (expectedVersion !== undefined && row.version !== undefined && expectedVersion !== row.version) {
    return { ok: false, status: 409, message: machine.stale };
  }
  return { ok: true, to: step.to === undefined ? row.status : step.to, removes: step.to === null };
}

/** `decide(...).ok` without a version: for showing or hiding a button. */
export function can<S extends string, A extends string>(who: Principal, machine: Machine<S, A>, row: Decidable<S>, action: A): boolean {
  return decide(who, machine, row, action).ok;
}

/** Every action `who` may take on this row now, in the machine's order. */
export function allowedActions<S extends string, A extends string>(who: Principal, machine: Machine<S, A>, row: Decidable<S>): A[] {
  return [...new Set(machine.transitions.map((t) => t.action))].filter((a) => can(who, machine, row, a));
}
