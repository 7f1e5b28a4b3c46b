import { getInvoice as get } from '@fcs/shared/client';

/** One of the caller's invoices with its lines, through @fcs/shared/client. */
export const getInvoice = (id: string) => get(id);
