import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inviteCustomer, listCustomers } from '@fcs/runtime/client';
import type { CustomerRow } from '@fcs/shared/contract/users';
import { encodeCustomerSearch } from '@fcs/shared/model/format';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { UsersPage } from './users-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listCustomers: jest.fn(),
  inviteCustomer: jest.fn(),
}));
const list = listCustomers as jest.MockedFunction<typeof listCustomers>;
const invite = inviteCustomer as jest.MockedFunction<typeof inviteCustomer>;

const row = (n: number, over: Partial<CustomerRow> = {}): CustomerRow => ({
  id: `c-${n}`,
  fcs_id: `FCS${String(n).padStart(5, '0')}`,
  user_name: `Customer ${n}`,
  phone_number: `+1555010${String(n).padStart(4, '0')}`,
  email: n % 2 ? `c${n}@example.com` : null,
  status: 'joined',
  updated_date: '2026-11-20T15:00:00.000Z',
  package_count: n,
  ...over,
});
const ROWS = Array.from({ length: 10 }, (_, i) => row(i + 1));

const render = (route = '/users') =>
  renderWithProviders(<UsersPage />, { route, path: route === '/users' ? '/users' : '/users/:search', session: SESSIONS.officeStaff });
const routes = (el: React.ReactElement) => ({ '/users': el, '/users/:search': el });

beforeEach(() => {
  list.mockReset();
  invite.mockReset();
  list.mockResolvedValue({ rows: ROWS, total: 23 });
});

describe('/users (spec 2 §2)', () => {
  it('shows the columns, links the FCS ID to the detail and the packages cell to the customer packages', async () => {
    render();
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(['No.', 'FCS ID', 'Name', 'Phone Number', 'E-mail', 'Status', 'Updated Date', 'Packages']);
    expect(screen.getByRole('link', { name: 'FCS00003' })).toHaveAttribute('href', '/user-detail/c-3');
    // The name starts with what the link shows (WCAG 2.5.3): the count, then whose packages they are.
    expect(screen.getByRole('link', { name: '3 packages of FCS00003' })).toHaveAttribute('href', '/user-packages/c-3/packages');
    expect(list).toHaveBeenLastCalledWith({ q: undefined, sort: 'updated_date desc', limit: 10, offset: 0 });
  });

  it('puts the encoded search term in the route, runs it, and the clear icon resets to /users', async () => {
    renderWithProviders(null, { route: '/users', routes: routes(<UsersPage />), session: SESSIONS.officeStaff });
    await screen.findByText('1-10 of 23');
    const box = screen.getByPlaceholderText('Search FCS ID, name or phone');
    fireEvent.change(box, { target: { value: ' Alice-Carter ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentLocation()).toBe(`/users/${encodeCustomerSearch('Alice-Carter')}`));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Alice Carter', offset: 0 })));

    fireEvent.click(document.querySelector('.ant-input-clear-icon') as Element);
    await waitFor(() => expect(currentLocation()).toBe('/users'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: undefined })));
  });

  it('round-trips a link in the spec’s form: /users/QmVuIE9rYWZvcg%3D%3D is searched and searched again as it is (issue 23.1)', async () => {
    renderWithProviders(null, { route: '/users/QmVuIE9rYWZvcg%3D%3D', routes: routes(<UsersPage />), session: SESSIONS.officeStaff });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Ben Okafor' })));
    const box = screen.getByPlaceholderText('Search FCS ID, name or phone');
    expect(box).toHaveValue('Ben Okafor');
    fireEvent.change(box, { target: { value: 'Ben-Okafor' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentLocation()).toBe('/users/QmVuIE9rYWZvcg%3D%3D'));
    expect(currentLocation()).not.toContain('%25');
  });

  it('reads the search from /users/{term} and says when nothing matches', async () => {
    list.mockResolvedValue({ rows: [], total: 0 });
    render(`/users/${encodeCustomerSearch('nobody')}`);
    expect(await screen.findByText('No customers match this search')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'nobody' }));
    expect(screen.getByPlaceholderText('Search FCS ID, name or phone')).toHaveValue('nobody');
  });

  it('Invite Customer: the red messages under each field, then POST /invites and the success text', async () => {
    render();
    await screen.findByText('1-10 of 23');
    fireEvent.click(screen.getByRole('button', { name: /Invite Customer/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(invite).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Dana Cruz' } });
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '12' } });
    expect(await within(dialog).findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();

    invite.mockResolvedValue({} as never);
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '5550109999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(invite).toHaveBeenCalledWith({ user_name: 'Dana Cruz', phone_number: '+15550109999' }));
    await waitFor(() => expect(currentNotice()).toBe('success: Invite customer successful!'));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('Invite Customer: a phone that already belongs to someone shows the api message and keeps the dialog', async () => {
    render();
    await screen.findByText('1-10 of 23');
    fireEvent.click(screen.getByRole('button', { name: /Invite Customer/ }));
    const dialog = await screen.findByRole('dialog');
    invite.mockRejectedValue({
      status: 400,
      message: 'This phone number already belongs to someone: search for them instead of inviting again',
    });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Alice Again' } });
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '5550100001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(currentNotice()).toContain('already belongs to someone'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
