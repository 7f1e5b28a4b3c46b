import type { InvoiceCreateInput, InvoiceStatusInput } from '@fcs/shared/contract/invoices';
import type { InvoiceDetail, InvoicePackage } from '@fcs/shared/model/invoices';
import { request } from './http';

/**
 * Invoices for inv staff (issue 11, beyond spec 1 §2.7). Each resolves with the answer's data or
 * rejects with {status, message}; the success texts are INVOICE_MSG.created, .paid and .canceled
 * (the api answers the same words as `message`). The list is the report service's (reportData /
 * reportPage on `invoices`); one invoice is getInvoice.
 */
export const createInvoice = (body: InvoiceCreateInput) => request<InvoiceDetail>('main', { method: 'POST', url: '/invoices', data: body });
export const setInvoiceStatus = (body: InvoiceStatusInput) =>
  request<InvoiceDetail>('main', { method: 'PUT', url: '/invoices/status', data: body });
/** A joined customer's packages that no open invoice has yet. */
export const listInvoicePackages = (customerId: string) =>
  request<InvoicePackage[]>('main', { method: 'GET', url: `/invoice_packages/${encodeURIComponent(customerId)}` });
