import type { Principal } from './access';
import { canReadRow, readScope, redactRow } from './read-rules';

const person = (cid: string, privileges: string[] = []): Principal => ({ loggedIn: true, status: 'joined', privileges, cid });

describe('read rules', () => {
  it('gives staff of a table every row and a joined customer their own', () => {
    expect(readScope(person('s', ['pkg']), 'packages')).toEqual({ all: true });
    expect(readScope(person('alice'), 'packages')).toEqual({ all: false, cid: 'alice', columns: ['user_id', 'sender_id'] });
    expect(readScope({ loggedIn: false, status: null, privileges: [] }, 'packages')).toBeNull();
    expect(readScope(person('s', ['df']), 'invoices')).toEqual({ all: false, cid: 's', columns: ['user_id'] });
  });

  it('"mine" is the person’s own rows whatever their privileges', () => {
    expect(readScope(person('grace', ['admin']), 'pickups', 'mine')).toEqual({ all: false, cid: 'grace', columns: ['customer_id'] });
    expect(readScope({ ...person('x', ['pkg']), status: 'invited' }, 'packages', 'mine')).toBeNull();
  });

  it('a driver (col) reads only the pickups assigned to them', () => {
    expect(readScope(person('omar', ['col']), 'pickups', 'assigned')).toEqual({ all: false, cid: 'omar', columns: ['pickup_staff_id'] });
    expect(canReadRow(person('omar', ['col']), 'pickups', { customer_id: 'c', pickup_staff_id: 'other' })).toBe(false);
    expect(canReadRow(person('omar', ['col']), 'pickups', { customer_id: 'c', pickup_staff_id: 'omar' })).toBe(true);
    expect(readScope(person('daniel', ['pku']), 'pickups')).toEqual({ all: true });
  });

  it('hides the other party of a package from a customer and from pkg staff, not from admin', () => {
    const row = {
      user_id: 'alice',
      user_name: 'Alice',
      phone_number: '+1',
      sender_id: 'ben',
      sender_name: 'Ben',
      sender_phone_number: '+2',
    };
    expect(redactRow(person('alice'), 'packages', row)).toEqual({ ...row, sender_id: null, sender_name: null, sender_phone_number: null });
    expect(redactRow(person('s', ['pkg']), 'packages', row)).toMatchObject({ user_name: null, phone_number: null, sender_name: null });
    expect(redactRow(person('g', ['admin']), 'packages', row)).toEqual(row);
  });

  it('shows a pickup customer’s phone to pickup staff and drivers, a drop-off customer’s to the desk', () => {
    const pickup = { customer_id: 'alice', customer_phone_number: '+1' };
    expect(redactRow(person('d', ['pku']), 'pickups', pickup)).toEqual(pickup);
    expect(redactRow(person('o', ['col']), 'pickups', pickup)).toEqual(pickup);
    expect(redactRow(person('e', ['df']), 'pickups', pickup).customer_phone_number).toBeNull();
    expect(redactRow(person('e', ['df']), 'dropoffs', pickup)).toEqual(pickup);
  });
});
