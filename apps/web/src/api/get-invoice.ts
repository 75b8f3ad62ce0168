import type { DataEnvelope, InvoiceView } from '@rihla/contract';
import { api } from './client.ts';
import { query } from './read-cache.ts';

/** GET /api/customer/bookings/{id}/invoices/{invoiceId}: a tax invoice or credit note of the customer's booking. */
export async function getInvoice(bookingId: number, invoiceId: number, signal?: AbortSignal): Promise<InvoiceView> {
  return (await api.get(`customer/bookings/${bookingId}/invoices/${invoiceId}`, { signal }).json<DataEnvelope<InvoiceView>>())
    .data;
}

/** Issued invoices never change: kept under `booking:{id}:invoice:{invoiceId}`. */
export const invoiceQuery = (bookingId: number, invoiceId: number) =>
  query(`booking:${bookingId}:invoice:${invoiceId}`, (signal) => getInvoice(bookingId, invoiceId, signal));
