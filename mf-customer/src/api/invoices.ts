import { getInvoice as get } from '@fcs/runtime/client';

/** One of the caller's invoices with its lines, through @fcs/runtime/client. */
export const getInvoice = (id: string) => get(id);
