import { request } from '@fcs/shared/client';
import type { InvoiceDetail } from '@fcs/shared/contract';

/** One of the caller's invoices with its lines. */
export const getInvoice = (id: string) => request<InvoiceDetail>('main', { method: 'GET', url: `/invoices/${encodeURIComponent(id)}` });
