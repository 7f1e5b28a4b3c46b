import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listZones, lookupZip, movePackages, receivePackage, searchCustomers } from '@fcs/runtime/client';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { ReceivePackagePage } from './intake/components/receive-package-page';
import { BulkMove } from './packages/components/bulk-move';
import { SettingsPage } from './settings/components/settings-page';

// Issue 23 item 9: a screen reader heard "loading Save" / "loading Add" on the busy buttons of
// receive package, bulk move and the zone dialog, and sometimes still after the work was done. The
// name is the label while busy and after.
jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listZones: jest.fn(),
  lookupZip: jest.fn(),
  movePackages: jest.fn(),
  receivePackage: jest.fn(),
  searchCustomers: jest.fn(),
}));

/** A call that answers when the test says so. */
function held<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

const ALICE = { id: '11111111-1111-4111-8111-111111111111', fcs_id: 'FCS00001', user_name: 'Alice Carter', phone_number: '+15550100001' };
const busy = (button: HTMLElement) => expect(button).toHaveClass('ant-btn-loading');

it('the zone dialog’s Add is named "Add" during the zip lookup and after it', async () => {
  (listZones as jest.Mock).mockResolvedValue([]);
  const lookup = held<{ zip: string; city: string; state: string }>();
  (lookupZip as jest.Mock).mockReturnValue(lookup.promise);
  renderWithProviders(<SettingsPage />, { route: '/settings/pickup-zones', path: '/settings/:page', session: SESSIONS.admin });
  fireEvent.click(await screen.findByRole('button', { name: 'Make Pickup Zone' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Zip Code' }), { target: { value: '10001' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => busy(within(dialog).getByRole('button', { name: 'Add' })));
  await act(async () => lookup.answer({ zip: '10001', city: 'New York', state: 'NY' }));
  await within(dialog).findByText(/10001/);
  const add = within(dialog).getByRole('button', { name: 'Add' });
  expect(add).not.toHaveClass('ant-btn-loading');
  expect(add).toHaveAccessibleName('Add');
});

it('Receive Package’s Save is named "Save" while it saves and after', async () => {
  (searchCustomers as jest.Mock).mockResolvedValue([ALICE]);
  const saved = held<unknown>();
  (receivePackage as jest.Mock).mockReturnValue(saved.promise);
  renderWithProviders(<ReceivePackagePage />, { route: '/receive-package', session: SESSIONS.officeStaff });
  const field = screen.getByLabelText('Tracking Number');
  fireEvent.change(field, { target: { value: '1ZBUSY0001' } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  const box = await screen.findByLabelText('Search customers');
  fireEvent.change(box, { target: { value: 'FCS00001' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.click(await screen.findByRole('button', { name: 'Select customer FCS00001' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => busy(screen.getByRole('button', { name: 'Save' })));
  await act(async () => saved.answer({ id: 'p1', tracking_id: '1ZBUSY0001', status: 'received', all_status: [] }));
  await waitFor(() => expect(screen.getByLabelText('Tracking Number')).toHaveValue(''));
  expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading');
});

it('the bulk move’s button keeps its words while it moves and after', async () => {
  const moved = held<unknown>();
  (movePackages as jest.Mock).mockReturnValue(moved.promise);
  renderWithProviders(<BulkMove selected={['a', 'b']} onMoved={() => {}} />, { session: SESSIONS.officeStaff });
  fireEvent.click(screen.getByRole('button', { name: 'Move 2 selected' }));
  await waitFor(() => busy(screen.getByRole('button', { name: 'Move 2 selected' })));
  await act(async () => moved.answer(undefined));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move 2 selected' })).not.toHaveClass('ant-btn-loading'));
});
