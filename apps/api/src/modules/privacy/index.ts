// The privacy module's public face (issue 29, items 7–10; docs/security.md): a customer's export and
// deletion, confirmed by password or an e-mailed code, and the retention of passport documents.
export { personalData } from './export-data.ts';
export { deleteAccount, deletionMessages } from './delete-account.ts';
export { confirmIdentity, reauthMessages, sendReauthCode } from './reauth.ts';
export { purgeOldDocuments } from './retention.ts';
