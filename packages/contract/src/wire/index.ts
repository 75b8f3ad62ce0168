// `@rihla/contract/wire`: the JSON schemas of every request and answer (TypeBox). The server imports
// this entry; the browser imports only the types derived from it (types.ts), so no schema code ships.
export * from './build.ts';
export * from './enums.ts';
export * from './entities.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './operations.ts';
export * from './admin.ts';
export * from './admin-catalogue.ts';
export * from './payments.ts';
export * from './invoices.ts';
export * from './invoice-ledger.ts';
export * from './reviews.ts';
export * from './search.ts';
export * from './travellers.ts';
export * from './privacy.ts';
export * from './credentials.ts';
export * from './figures.ts';
export * from './vitals.ts';
