import type { DataEnvelope, User } from '@rihla/contract';
import { api } from './client.ts';

/** GET /api/customer: the signed-in customer. */
export async function getCustomer(signal?: AbortSignal): Promise<User> {
  return (await api.get('customer', { signal, retry: 0 }).json<DataEnvelope<{ user: User }>>()).data.user;
}
