import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  acceptRequest,
  deleteInvite,
  enableCustomer,
  getCustomer,
  listCustomerAddresses,
  updateCustomer,
  type Customer,
} from '@fcs/runtime/client';
import type { UserStatus } from '@fcs/shared/model/access';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { UserDetailPage } from './user-detail-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  getCustomer: jest.fn(),
  listCustomerAddresses: jest.fn(),
  updateCustomer: jest.fn(),
  enableCustomer: jest.fn(),
  deleteInvite: jest.fn(),
  acceptRequest: jest.fn(),
}));
const get = getCustomer as jest.MockedFunction<typeof getCustomer>;

const customer = (status: UserStatus, over: Partial<Customer> = {}): Customer => ({
  id: 'c-1',
  fcs_id: 'FCS00042',
  user_name: 'Dana Cruz',
  phone_number: '+15550109999',
  email: null,
  email_verification: null,
  status,
  is_employee: false,
  enabled: status !== 'disabled',
  privileges: [],
  language: null,
  updated_date: '2026-11-20T15:00:00.000Z',
  version: 3,
  ...over,
});

function render(status: UserStatus, over: Partial<Customer> = {}) {
  get.mockResolvedValue(customer(status, over));
  return renderWithProviders(<UserDetailPage />, {
    route: '/user-detail/c-1',
    path: '/user-detail/:id',
    history: ['/users'],
    routes: { '/users': <p>the list</p> },
    session: SESSIONS.officeStaff,
  });
}
const ACTIONS = ['Disable', 'Enable', 'Delete invite', 'Accept'];
const actionButtons = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }) !== null);

beforeEach(() => {
  jest.clearAllMocks();
  (listCustomerAddresses as jest.Mock).mockResolvedValue([]);
});

describe('/user-detail/{id} (spec 2 §2, §4)', () => {
  it.each([
    ['joined', ['Disable']],
    ['disabled', ['Enable']],
    ['invited', ['Delete invite']],
    ['requested', ['Accept']],
    ['signup', []],
  ] as const)('%s: %j', async (status, buttons) => {
    render(status);
    await screen.findByRole('heading', { name: 'Customer FCS00042' });
    expect(actionButtons()).toEqual(buttons);
  });

  it('Disable asks first, Cancel calls nothing; confirmed: PUT /enable_user false and "Deactivate successful!"', async () => {
    (enableCustomer as jest.Mock).mockResolvedValue(customer('disabled'));
    render('joined');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable "Dana Cruz"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(enableCustomer).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    dialog = await screen.findByRole('dialog');
    get.mockResolvedValue(customer('disabled', { version: 4 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(enableCustomer).toHaveBeenCalledWith({ id: 'c-1', version: 3, enabled: false }));
    await waitFor(() => expect(currentNotice()).toBe('success: Deactivate successful!'));
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('Enable: PUT /enable_user true and "Activate successful!"', async () => {
    (enableCustomer as jest.Mock).mockResolvedValue(customer('joined'));
    render('disabled');
    fireEvent.click(await screen.findByRole('button', { name: 'Enable' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Enable "Dana Cruz" again?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(enableCustomer).toHaveBeenCalledWith({ id: 'c-1', version: 3, enabled: true }));
    await waitFor(() => expect(currentNotice()).toBe('success: Activate successful!'));
  });

  it('Accept: PUT /accept_request and "Accept successful!"', async () => {
    (acceptRequest as jest.Mock).mockResolvedValue(customer('joined'));
    render('requested');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(acceptRequest).toHaveBeenCalledWith({ id: 'c-1', version: 3 }));
    await waitFor(() => expect(currentNotice()).toBe('success: Accept successful!'));
  });

  it('Delete invite: DELETE /invites, "Delete successful!" and back to the list', async () => {
    (deleteInvite as jest.Mock).mockResolvedValue({ id: 'c-1' });
    render('invited');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete invite' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete invite' }));
    await waitFor(() => expect(deleteInvite).toHaveBeenCalledWith({ id: 'c-1', version: 3 }));
    await waitFor(() => expect(currentNotice()).toBe('success: Delete successful!'));
    await waitFor(() => expect(currentLocation()).toBe('/users'));
  });

  it('a refused action shows the api message', async () => {
    (enableCustomer as jest.Mock).mockRejectedValue({ status: 409, message: 'This customer was changed by someone else' });
    render('joined');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(currentNotice()).toContain('changed by someone else'));
  });

  it('the phone is editable only while invited; the name always; Update sends PUT /users', async () => {
    const joined = render('joined');
    await screen.findByRole('heading', { name: 'Customer FCS00042' });
    expect(screen.getByLabelText('Phone number')).toBeDisabled();
    expect(screen.getByText('Editable only while the customer is invited')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    (updateCustomer as jest.Mock).mockResolvedValue(customer('joined', { user_name: 'Dana Cruz-Lee' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dana Cruz-Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(updateCustomer).toHaveBeenCalledWith({ id: 'c-1', user_name: 'Dana Cruz-Lee', phone_number: '+15550109999', version: 3 }),
    );
    await waitFor(() => expect(currentNotice()).toBe('success: Update user successful!'));
    joined.unmount();

    render('invited');
    await screen.findByRole('heading', { name: 'Customer FCS00042' });
    expect(screen.getByLabelText('Phone number')).toBeEnabled();
    expect(screen.queryByText('Editable only while the customer is invited')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '5550108888' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updateCustomer).toHaveBeenLastCalledWith(expect.objectContaining({ phone_number: '+15550108888' })));
  });

  it('a joined customer with no phone number can be renamed: Update sends the name and leaves the phone out', async () => {
    render('joined', { phone_number: null });
    await screen.findByRole('heading', { name: 'Customer FCS00042' });
    expect(screen.getByLabelText('Phone number')).toBeDisabled();
    (updateCustomer as jest.Mock).mockResolvedValue(customer('joined', { phone_number: null, user_name: 'Dana Cruz-Lee' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dana Cruz-Lee' } });
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updateCustomer).toHaveBeenCalledWith({ id: 'c-1', user_name: 'Dana Cruz-Lee', version: 3 }));
    await waitFor(() => expect(currentNotice()).toBe('success: Update user successful!'));
  });

  it('shows "No addresses", and Add address opens /new-address/{userId}', async () => {
    render('joined');
    expect(await screen.findByText('No addresses')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Add address/ }));
    await waitFor(() => expect(currentLocation()).toBe('/new-address/c-1'));
  });

  it('shows each address as a card whose Edit opens /address-detail/{userId}/{addressId}', async () => {
    (listCustomerAddresses as jest.Mock).mockResolvedValue([
      {
        id: 'a-9',
        user_id: 'c-1',
        full_name: 'Dana at home',
        phone_number: '+15550109999',
        country: 'United States',
        address_line1: '1 Main St',
        address_line2: '',
        city: 'Edison',
        state: 'NJ',
        zip_code: '08817',
        lat: null,
        lng: null,
        is_default: true,
      },
    ]);
    render('joined');
    const card = await screen.findByRole('article', { name: 'Dana at home' });
    expect(within(card).getByText('1 Main St')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('link', { name: 'Edit Dana at home' }));
    await waitFor(() => expect(currentLocation()).toBe('/address-detail/c-1/a-9'));
  });
});
