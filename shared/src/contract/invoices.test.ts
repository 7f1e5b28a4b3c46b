import { decide } from '../model/machines';
import { INVOICE_MACHINE, INVOICE_MSG, invoiceTotalCents, toCents, type InvoiceStatus } from '../model/invoices';
import { invoiceFormErrors } from './invoices';

const inv = { loggedIn: true, status: 'joined', privileges: ['inv'], cid: 's6' } as const;
/** An invoice of customer u1 (its owner column is user_id). */
const row = (status: InvoiceStatus, version?: number) => ({ status, version, user_id: 'u1' });
const customer = { loggedIn: true, status: 'joined', privileges: [], cid: 'u1' } as const;

describe('the invoice machine (issue 11)', () => {
  it('lets inv staff pay an unpaid invoice and cancel a draft or unpaid one; nothing leaves paid or canceled', () => {
    expect(decide(inv, INVOICE_MACHINE, row('unpaid'), 'pay')).toMatchObject({ ok: true, to: 'paid' });
    expect(decide(inv, INVOICE_MACHINE, row('draft'), 'cancel')).toMatchObject({ ok: true, to: 'canceled' });
    expect(decide(inv, INVOICE_MACHINE, row('paid'), 'cancel')).toEqual({
      ok: false,
      status: 409,
      message: 'This invoice is paid: it can no longer be canceled',
    });
    expect(decide(inv, INVOICE_MACHINE, row('unpaid', 2), 'pay', 1)).toMatchObject({ status: 409 });
    // Not even the invoice's own customer.
    expect(decide(customer, INVOICE_MACHINE, row('unpaid'), 'pay')).toMatchObject({ ok: false, status: 403 });
  });
});

describe('invoice amounts and the create form', () => {
  it('adds up in cents, never in floating dollars', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(
      invoiceTotalCents([
        { quantity: 3, unitPriceCents: toCents(12.35) },
        { quantity: 1, unitPriceCents: 10 },
      ]),
    ).toBe(3715);
  });

  it('puts each message on its field', () => {
    expect(invoiceFormErrors({ customer_id: '', lines: [{ description: '', quantity: 0 }] })).toEqual({
      customer_id: INVOICE_MSG.customerRequired,
      'lines.0.description': INVOICE_MSG.descriptionRequired,
      'lines.0.quantity': INVOICE_MSG.quantityInvalid,
      'lines.0.unit_price': INVOICE_MSG.unitPriceRequired,
    });
    expect(invoiceFormErrors({ customer_id: 'u1', lines: [] })).toEqual({ lines: INVOICE_MSG.linesRequired });
    expect(invoiceFormErrors({ customer_id: 'u1', lines: [{ description: 'A', quantity: 1, unit_price: 0.07 }] })).toEqual({});
  });
});
