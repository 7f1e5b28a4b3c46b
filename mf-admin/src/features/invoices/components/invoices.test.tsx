import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createInvoice, getInvoice, listInvoicePackages, reportCount, reportPage, setInvoiceStatus } from '@fcs/runtime/client';
import { INVOICE_MSG, type InvoiceDetail } from '@fcs/shared/model/invoices';
import { selectedCustomerAtom } from '@fcs/runtime/session';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { invoiceFormDraftAtom, newLine } from '../hooks/invoice-draft';
import { CreateInvoicePage } from './create-invoice-page';
import { InvoiceDetailPage } from './invoice-detail-page';
import { InvoicesPage } from './invoices-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  reportPage: jest.fn(),
  reportCount: jest.fn(),
  getInvoice: jest.fn(),
  setInvoiceStatus: jest.fn(),
  createInvoice: jest.fn(),
  listInvoicePackages: jest.fn(),
}));
const user = userEvent.setup({ delay: null });

const ROW = {
  id: 'i1',
  invoice_number: 'INV000123',
  invoice_date: '2026-04-02T15:00:00.000Z',
  amount: 1234.56,
  status: 'unpaid' as const,
  fcs_id: 'FCS00001',
  user_name: 'Alice Carter',
};
const ALICE = { id: 'u1', fcs_id: 'FCS00001', user_name: 'Alice Carter', phone_number: '+15550100001' };
const DETAIL: InvoiceDetail = {
  ...ROW,
  user_id: 'u1',
  updated_date: null,
  phone_number: '+15550100001',
  version: 3,
  history: [{ status: 'unpaid', date: '2026-04-02T15:00:00.000Z', by_name: 'Farid Haddad' }],
  lines: [
    { line_no: 1, description: 'Air freight', quantity: 2, unit_price: 617.28, amount: 1234.56, package_id: null, tracking_id: null },
  ],
};

describe('/invoices (spec 1 §2.7)', () => {
  it('shows No., Invoice Number, Received Date, Amount in USD without decimals, Status; searches number, FCS ID or name', async () => {
    jest.mocked(reportPage).mockResolvedValue({ rows: [ROW], cursors: { first: 'a', last: 'b' } } as never);
    jest.mocked(reportCount).mockResolvedValue(1);
    renderWithProviders(<InvoicesPage />, { route: '/invoices', session: SESSIONS.officeStaff });
    expect(await screen.findByText('$1,235')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No.',
      'Invoice Number',
      'Received Date',
      'Amount',
      'Status',
    ]);
    expect(screen.getByRole('link', { name: 'INV000123' })).toHaveAttribute('href', '/invoice-detail/i1');
    expect(jest.mocked(reportPage).mock.calls[0]![1]).toMatchObject({ limit: 10, offset: 0, sorts: ['invoice_date desc'], filters: [] });
    const box = screen.getByPlaceholderText('Invoice number, FCS ID or name');
    fireEvent.change(box, { target: { value: 'FCS00001' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(reportCount).toHaveBeenLastCalledWith('invoices', {
        filters: [
          {
            or_group: 'search',
            filters: ['invoice_number', 'fcs_id', 'user_name'].map((field) => ({ field, compare: 'like', value: 'FCS00001' })),
          },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Create Invoice/ }));
    expect(currentLocation()).toBe('/create-invoice');
  });
});

describe('/invoice-detail/{id}', () => {
  const open = (detail: InvoiceDetail, session = SESSIONS.officeStaff) => {
    jest.mocked(getInvoice).mockResolvedValue(detail);
    renderWithProviders(<InvoiceDetailPage />, { route: `/invoice-detail/${detail.id}`, path: '/invoice-detail/:id', session });
  };

  it('offers Mark as Paid and Cancel Invoice for an unpaid invoice; paying sends the version read and shows the new status', async () => {
    open(DETAIL);
    expect(await screen.findByRole('heading', { name: 'Invoice INV000123' })).toBeInTheDocument();
    expect(screen.getByText('FCS00001 · Alice Carter')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Invoice lines' })).getAllByText('$1,234.56').length).toBeGreaterThan(0);
    expect(screen.getByText(/by Farid Haddad/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cancel Invoice/ })).toBeInTheDocument();
    jest.mocked(setInvoiceStatus).mockResolvedValue({ ...DETAIL, status: 'paid', version: 4 });
    await user.click(screen.getByRole('button', { name: /Mark as Paid/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark invoice INV000123 as paid?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Mark as Paid/ }));
    await waitFor(() => expect(currentNotice()).toBe(`success: ${INVOICE_MSG.paid}`));
    expect(setInvoiceStatus).toHaveBeenCalledWith({ id: 'i1', status: 'paid', version: 3 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark as Paid/ })).not.toBeInTheDocument());
    expect(screen.getByText('paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
  });

  it('offers no status action on a paid invoice (the invoice machine allows none)', async () => {
    open({ ...DETAIL, status: 'paid' });
    await screen.findByRole('heading', { name: 'Invoice INV000123' });
    expect(screen.queryByRole('button', { name: /Mark as Paid|Cancel Invoice/ })).not.toBeInTheDocument();
  });

  it('shows the server’s words when the change is refused (409)', async () => {
    open(DETAIL);
    await screen.findByRole('heading', { name: 'Invoice INV000123' });
    jest.mocked(setInvoiceStatus).mockRejectedValue({ status: 409, message: 'This invoice was changed by someone else meanwhile' });
    await user.click(screen.getByRole('button', { name: /Cancel Invoice/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cancel Invoice/ }));
    await waitFor(() => expect(currentNotice()).toBe('error: This invoice was changed by someone else meanwhile'));
  });
});

describe('/create-invoice (beyond the spec)', () => {
  beforeEach(() => jest.mocked(listInvoicePackages).mockResolvedValue([]));

  it('shows the red messages under the fields, and the customer goes through /search-customers keeping the draft', async () => {
    const store = createStore();
    renderWithProviders(<CreateInvoicePage />, { route: '/create-invoice', session: SESSIONS.officeStaff, store });
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText(INVOICE_MSG.customerRequired)).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MSG.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MSG.unitPriceRequired)).toBeInTheDocument();
    expect(createInvoice).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Description of line 1' }), 'Kept');
    await user.click(screen.getByRole('button', { name: /Select Customer/ }));
    expect(currentLocation()).toBe('/search-customers');
    expect(store.get(invoiceFormDraftAtom)?.lines[0]!.description).toBe('Kept');
  });

  it('restores the draft with the chosen customer, adds up the total in cents, creates and opens the invoice', async () => {
    const store = createStore();
    store.set(invoiceFormDraftAtom, { customer: null, lines: [newLine({ description: 'Air freight' })] });
    store.set(selectedCustomerAtom, ALICE);
    jest
      .mocked(listInvoicePackages)
      .mockResolvedValue([{ id: 'p1', tracking_id: '1Z999', status: 'delivered', received_date: '2026-04-01T10:00:00.000Z' }]);
    jest.mocked(createInvoice).mockResolvedValue({ ...DETAIL, id: 'new1' });
    renderWithProviders(<CreateInvoicePage />, {
      route: '/create-invoice',
      session: SESSIONS.officeStaff,
      store,
      routes: { '/invoice-detail/:id': <p>detail</p> },
    });
    expect(screen.getByText('FCS00001')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description of line 1' })).toHaveValue('Air freight');
    const qty = screen.getByRole('spinbutton', { name: 'Quantity of line 1' });
    await user.clear(qty);
    await user.type(qty, '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Unit price of line 1' }), '12.35');
    await user.click(screen.getByRole('button', { name: /Add Line/ }));
    await user.type(screen.getByRole('textbox', { name: 'Description of line 2' }), 'Insurance');
    await user.type(screen.getByRole('spinbutton', { name: 'Unit price of line 2' }), '0.1');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Invoice total')).toHaveTextContent('Total $37.15'));
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(createInvoice).toHaveBeenCalled());
    expect(createInvoice).toHaveBeenCalledWith({
      customer_id: 'u1',
      lines: [
        { description: 'Air freight', quantity: 3, unit_price: 12.35 },
        { description: 'Insurance', quantity: 1, unit_price: 0.1 },
      ],
    });
    await waitFor(() => expect(currentLocation()).toBe('/invoice-detail/new1'));
    expect(currentNotice()).toBe(`success: ${INVOICE_MSG.created}`);
  });
});
