// The invoices module's public face (issue 27): simplified tax invoices and credit notes issued in
// the transactions that take and give back money, their hash chain, and their views.
export { issueCreditNote, issueInvoice, invoiceHash, type InvoiceLine, type Seller } from './issue-invoice.ts';
export { FIRST_PREVIOUS_HASH, verifyInvoiceChain } from './hash-chain.ts';
export { bookingInvoices, invoiceView } from './views.ts';
export { invoiceLedger, ledgerCsvRows, LEDGER_HEADER, LEDGER_PAGE, staffInvoiceView, type LedgerQuery } from './ledger.ts';
