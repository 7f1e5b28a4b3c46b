import { CUSTOMER_MSG } from '@fcs/shared/model/users';
import { customerActions } from './customer-actions';

describe('the customer detail’s actions by status (spec 2 §4)', () => {
  it('offers Disable for joined, Enable for disabled, Delete invite for invited, Accept for requested, nothing for signup', () => {
    expect(customerActions('joined').map((a) => [a.label, a.success])).toEqual([['Disable', CUSTOMER_MSG.deactivated]]);
    expect(customerActions('disabled').map((a) => [a.label, a.success])).toEqual([['Enable', CUSTOMER_MSG.activated]]);
    expect(customerActions('invited').map((a) => a.label)).toEqual(['Delete invite']);
    expect(customerActions('requested').map((a) => a.label)).toEqual(['Accept']);
    expect(customerActions('signup')).toEqual([]);
  });
});
