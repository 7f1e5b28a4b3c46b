import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDropoff, listStaff, searchCustomers } from '@fcs/runtime/client';
import { FIELD_MSG, MSG } from '@fcs/shared/model/messages';
import { noticeAtom } from '@fcs/runtime/session';
import { dropoffDraftAtom, EMPTY_DRAFT } from '../../../lib/dropoff-draft';
import { renderWithProviders, STAFF_DF } from '@fcs/shared/testing';
import { SearchCustomersPage } from '../../customer-search/components/search-customers-page';
import { CreateDropoffPage } from './create-dropoff-page';

// No delay between keystrokes: antd re-renders on each, and jsdom is slow enough.
const user = userEvent.setup({ delay: null });

/** An option of an open antd Select (the selected value shows the same title). */
async function findOption(title: string): Promise<HTMLElement> {
  const all = await screen.findAllByTitle(title);
  const option = all.find((e) => e.classList.contains('ant-select-item-option'));
  if (!option) throw new Error(`no option ${title}`);
  return option;
}

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  createDropoff: jest.fn(),
  listStaff: jest.fn(),
  searchCustomers: jest.fn(),
}));
const create = createDropoff as jest.MockedFunction<typeof createDropoff>;
const staff = listStaff as jest.MockedFunction<typeof listStaff>;
const search = searchCustomers as jest.MockedFunction<typeof searchCustomers>;

const ALICE = { id: 'cust-1', fcs_id: 'FCS00001', user_name: 'Alice Carter', phone_number: '+15550100001' };
const ROUTES = {
  '/dropoffs': <p>List</p>,
  '/create-dropoff': <CreateDropoffPage />,
  '/search-customers': <SearchCustomersPage />,
  '/search-customers/:query': <SearchCustomersPage />,
};

beforeEach(() => {
  create.mockReset().mockResolvedValue({} as never);
  staff.mockReset().mockResolvedValue([
    { id: 'staff-5', user_name: 'Dana Dropoff' },
    { id: 'staff-6', user_name: 'Omar Office' },
  ]);
  search.mockReset().mockResolvedValue([ALICE]);
});

const location = () => screen.getByTestId('location').textContent ?? '';
const open = () => renderWithProviders(null, { history: ['/dropoffs', '/create-dropoff'], routes: ROUTES, session: STAFF_DF });

async function chooseStaff(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Received By' }));
  fireEvent.click(await findOption(name));
}

describe('New Drop-Off (spec 3 §2, §5)', () => {
  it('has the spec fields: customer type, Select Customer, Received By starting at Select Staff, Customer Remark of 3 rows', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'New Drop-Off' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Existing Customer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New Customer' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Select Customer/ })).toBeInTheDocument();
    expect(screen.getByTitle('Select Staff')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer Remark')).toHaveAttribute('rows', '3');
    expect(screen.getByRole('button', { name: 'Create Drop-Off' })).toBeInTheDocument();
  });

  it('blocks an existing-customer submit without a customer or staff, with the messages in red under the fields', async () => {
    open();
    await user.click(screen.getByRole('button', { name: 'Create Drop-Off' }));
    expect(await screen.findByText(FIELD_MSG.customer)).toBeInTheDocument();
    expect(screen.getByText('Receving Staff is required')).toBeInTheDocument();
    expect(screen.getByText(FIELD_MSG.customer).closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(create).not.toHaveBeenCalled();
    expect(location()).toBe('/create-dropoff');
  });

  it('asks a new customer for a name (not blank) and a phone number', async () => {
    open();
    await user.click(screen.getByRole('radio', { name: 'New Customer' }));
    await user.type(screen.getByLabelText('Customer Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Drop-Off' }));
    expect(await screen.findByText('Customer Name is required')).toBeInTheDocument();
    expect(screen.getByText('Customer Phone Number is required')).toBeInTheDocument();
    expect(screen.getByText('Receving Staff is required')).toBeInTheDocument();
    expect(screen.queryByText(FIELD_MSG.customer)).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a new customer with the phone in E.164 (leading +), then goes back with "Drop-off created successfully!"', async () => {
    const { store } = open();
    await user.click(screen.getByRole('radio', { name: 'New Customer' }));
    expect(store.get(dropoffDraftAtom).is_new_customer).toBe(true);
    await user.type(screen.getByLabelText('Customer Name'), ' Erin Walk-in ');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '555 010 0042');
    await chooseStaff('Dana Dropoff');
    await user.type(screen.getByLabelText('Customer Remark'), 'Two boxes');
    await user.click(screen.getByRole('button', { name: 'Create Drop-Off' }));
    await waitFor(() => expect(location()).toBe('/dropoffs'));
    expect(create).toHaveBeenCalledWith({
      is_new_customer: true,
      customer_id: null,
      customer_name: 'Erin Walk-in',
      customer_phone_number: '+15550100042',
      receiving_staff_id: 'staff-5',
      customer_remark: 'Two boxes',
    });
    expect(store.get(noticeAtom)).toMatchObject({ kind: 'success', message: MSG.dropoffCreated });
    expect(store.get(dropoffDraftAtom)).toEqual(EMPTY_DRAFT);
  });

  it('keeps the draft through /search-customers and back, with the chosen customer shown', async () => {
    const { store } = open();
    await chooseStaff('Omar Office');
    await user.type(screen.getByLabelText('Customer Remark'), 'Fragile');
    await user.click(screen.getByRole('button', { name: /Select Customer/ }));
    expect(location()).toBe('/search-customers');

    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'FCS-00001{Enter}');
    // Hyphen as space, base64, then URL-encoded (spec 3 §2, §5).
    await waitFor(() => expect(location()).toBe(`/search-customers/${encodeURIComponent(btoa('FCS 00001'))}`));
    expect(search).toHaveBeenCalledWith('FCS 00001');
    await user.click(await screen.findByRole('button', { name: /Select customer/ }));

    await waitFor(() => expect(location()).toBe('/create-dropoff'));
    const shown = screen.getByText('FCS ID').closest('table')!;
    expect(within(shown).getByText('FCS00001')).toBeInTheDocument();
    expect(within(shown).getByText('Alice Carter')).toBeInTheDocument();
    expect(within(shown).getByText('+15550100001')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer Remark')).toHaveValue('Fragile');
    expect(screen.getByTitle('Omar Office')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Drop-Off' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toEqual({
      is_new_customer: false,
      customer_id: 'cust-1',
      customer_name: 'Alice Carter',
      customer_phone_number: '+15550100001',
      receiving_staff_id: 'staff-6',
      customer_remark: 'Fragile',
    });
    await waitFor(() => expect(location()).toBe('/dropoffs'));
    expect(store.get(dropoffDraftAtom)).toEqual(EMPTY_DRAFT);
  });

  it('reads "Updating..." while busy and stays, with the server message, when the create fails', async () => {
    let fail: (e: unknown) => void = () => {};
    create.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    const { store } = open();
    store.set(dropoffDraftAtom, { ...EMPTY_DRAFT, customer: ALICE });
    await chooseStaff('Dana Dropoff');
    await user.click(screen.getByRole('button', { name: 'Create Drop-Off' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    fail({ status: 400, message: 'The chosen customer was not found' });
    expect(await screen.findByRole('button', { name: 'Create Drop-Off' })).toBeEnabled();
    expect(store.get(noticeAtom)).toMatchObject({ kind: 'error', message: 'The chosen customer was not found' });
    expect(location()).toBe('/create-dropoff');
    expect(store.get(dropoffDraftAtom).customer).toEqual(ALICE);
  });
});
