import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { receivePackage, searchCustomers } from '@fcs/runtime/client';
import { PACKAGE_MSG } from '@fcs/shared/model/packages';
import { currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { ReceivePackagePage } from './receive-package-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  receivePackage: jest.fn(),
  searchCustomers: jest.fn(),
  uploadPhoto: jest.fn(),
}));
const receive = receivePackage as jest.MockedFunction<typeof receivePackage>;
const search = searchCustomers as jest.MockedFunction<typeof searchCustomers>;

const ALICE = { id: '11111111-1111-4111-8111-111111111111', fcs_id: 'FCS00001', user_name: 'Alice Carter', phone_number: '+15550100001' };

beforeEach(() => {
  receive.mockReset();
  search.mockReset();
  search.mockResolvedValue([ALICE] as never);
  receive.mockImplementation(async (body) => ({ ...body, status: 'received', all_status: [] }) as never);
});

async function scan(tracking: string) {
  const field = screen.getByLabelText('Tracking Number');
  expect(field).toHaveFocus();
  fireEvent.change(field, { target: { value: tracking } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  // The consignee search is next.
  const box = await screen.findByLabelText('Search customers');
  await waitFor(() => expect(box).toHaveFocus());
  fireEvent.change(box, { target: { value: 'FCS00001' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.click(await screen.findByRole('button', { name: 'Select customer FCS00001' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
}

describe('Receive Package (warehouse intake)', () => {
  it('takes a scan and Enter, the consignee, saves as received and is ready for the next scan at once', async () => {
    renderWithProviders(<ReceivePackagePage />, { route: '/receive-package', session: SESSIONS.officeStaff });
    // The live region is there, empty, before the first package: its text is announced when it comes (issue 23.12).
    const region = screen.getByRole('status', { name: 'Last received' });
    expect(region).toBeEmptyDOMElement();
    await scan('1ZTEST0001');
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'Dented' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(receive).toHaveBeenCalledTimes(1));
    expect(receive.mock.calls[0]![0]).toMatchObject({ tracking_id: '1ZTEST0001', user_id: ALICE.id, remark: 'Dented', photo_urls: [] });
    const firstId = receive.mock.calls[0]![0].id;
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(currentNotice()).toBe(`success: ${PACKAGE_MSG.received}: 1ZTEST0001`);
    await waitFor(() => expect(region).toHaveTextContent('Last received: 1ZTEST0001 for FCS00001 Alice Carter'));
    // Cleared and focused for the next one.
    await waitFor(() => expect(screen.getByLabelText('Tracking Number')).toHaveFocus());
    expect(screen.getByLabelText('Tracking Number')).toHaveValue('');
    expect(screen.getByLabelText('Remark')).toHaveValue('');

    await scan('1ZTEST0002');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(receive).toHaveBeenCalledTimes(2));
    expect(receive.mock.calls[1]![0].id).not.toBe(firstId);
  });

  it('shows a tracking number received twice in red under the field and keeps the form', async () => {
    receive.mockRejectedValueOnce({ status: 409, message: PACKAGE_MSG.duplicate('1ZTEST0001') });
    renderWithProviders(<ReceivePackagePage />, { route: '/receive-package', session: SESSIONS.officeStaff });
    await scan('1ZTEST0001');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findAllByText(PACKAGE_MSG.duplicate('1ZTEST0001'))).not.toHaveLength(0);
    expect(screen.getByLabelText('Tracking Number')).toHaveValue('1ZTEST0001');
    expect(currentNotice()).toBe(`error: ${PACKAGE_MSG.duplicate('1ZTEST0001')}`);
  });

  it('asks for the tracking number and the consignee before it calls', async () => {
    renderWithProviders(<ReceivePackagePage />, { route: '/receive-package', session: SESSIONS.officeStaff });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PACKAGE_MSG.trackingMissing)).toBeInTheDocument();
    expect(screen.getByText(PACKAGE_MSG.consigneeMissing)).toBeInTheDocument();
    expect(receive).not.toHaveBeenCalled();
  });
});
