import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reportCount, reportData } from '@fcs/runtime/client';
import type { InvoiceDetail } from '@fcs/shared/model/invoices';
import { getInvoice } from '../../../api/invoices';
import { renderWithProviders } from '@fcs/shared/testing';
import { InvoiceDetailPage } from './invoice-detail-page';
import { MyInvoicesPage } from './my-invoices-page';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), reportData: jest.fn(), reportCount: jest.fn() }));
jest.mock('../../../api/invoices');

const ROW = {
  id: 'i1',
  invoice_number: 'INV-000123',
  invoice_date: '2026-04-02T15:00:00.000Z',
  amount: 1234.56,
  status: 'unpaid' as const,
};

describe('/my-invoices (spec 1 §2.7)', () => {
  it('shows No., Invoice Number, Received Date, Amount in USD without decimals, Status; the search matches the invoice number', async () => {
    jest.mocked(reportData).mockResolvedValue([ROW] as never);
    jest.mocked(reportCount).mockResolvedValue(1);
    renderWithProviders(<MyInvoicesPage />, { route: '/my-invoices' });
    expect(await screen.findByText('$1,235')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No.',
      'Invoice Number',
      'Received Date',
      'Amount',
      'Status',
    ]);
    expect(reportData).toHaveBeenLastCalledWith('invoices', {
      limit: 10,
      offset: 0,
      sorts: ['invoice_date desc'],
      filters: [],
      view: 'mine',
    });
    expect(screen.getByRole('link', { name: 'INV-000123' })).toHaveAttribute('href', '/my-invoice-detail/i1');
    const box = screen.getByPlaceholderText('Search invoice number');
    fireEvent.change(box, { target: { value: '123' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(reportCount).toHaveBeenLastCalledWith('invoices', {
        filters: [{ field: 'invoice_number', compare: 'like', value: '123' }],
        view: 'mine',
      }),
    );
  });
});

describe('/my-invoice-detail (not shown by the spec)', () => {
  const DETAIL: InvoiceDetail = {
    ...ROW,
    user_id: 'u1',
    fcs_id: 'FCS00001',
    user_name: 'Alice Carter',
    updated_date: null,
    phone_number: '+15550100001',
    version: 1,
    history: [],
    lines: [
      { line_no: 1, description: 'Air freight', quantity: 2, unit_price: 12.5, amount: 25, package_id: 'k1', tracking_id: '1Z999' },
      { line_no: 2, description: 'Insurance', quantity: 1, unit_price: 1209.56, amount: 1209.56, package_id: null, tracking_id: null },
    ],
  };

  it('shows number, status, date, amount and the lines with a total, and prints', async () => {
    jest.mocked(getInvoice).mockResolvedValue(DETAIL);
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<InvoiceDetailPage />, { route: '/my-invoice-detail/i1', path: '/my-invoice-detail/:id' });
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000123' })).toBeInTheDocument();
    expect(screen.getByText('unpaid')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Air freight (1Z999)')).toBeInTheDocument();
    expect(within(lines).getByText('$12.50')).toBeInTheDocument();
    expect(within(lines).getAllByText('$1,234.56').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalled();
    expect(Array.from(document.querySelectorAll('style')).some((s) => s.textContent?.includes('@media print'))).toBe(true);
  });
});
