import { api } from './client.ts';

// A customer's data rights (issue 29, items 7–8): the export, the deletion, and the code that
// confirms either for an account without a password.

type Proof = { password?: string; code?: string };

/** POST /api/customer/account/code: e-mails a six-digit code; answers the sentence to show. */
export async function sendReauthCode(purpose: 'export' | 'delete'): Promise<string> {
  return (await api.post('customer/account/code', { json: { purpose }, retry: 0 }).json<{ message: string }>()).message;
}

/** POST /api/customer/account/export: everything held, saved by the browser under the server's name. */
export async function downloadMyData(proof: Proof): Promise<void> {
  const res = await api.post('customer/account/export', { json: proof, retry: 0 });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'rihla-my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /api/customer/account/delete: the account's personal data erased; the session ends. */
export async function deleteMyAccount(proof: Proof): Promise<void> {
  await api.post('customer/account/delete', { json: proof, retry: 0 });
}
