import { errorMessages, type User } from '@rihla/contract';

export const user: User = {
  id: 7,
  name: 'سارة العتيبي',
  avatar: null,
  email: 'sara@example.com',
  birthday: '1995-04-12',
  gender: 'female',
  country_code: 'sa',
  phone_number: '+966501234567',
};

/** What the API client rejects with for a status: the server's own words, none on a 5xx, a network error for 0. */
export const serverRejection = (status: number) =>
  status === 0 ? new TypeError('Failed to fetch') : status >= 500 ? { status } : { status, message: `سبب الخادم ${status}` };

/** The message a machine shows for `serverRejection(status)`. */
export const rejectionMessage = (status: number) =>
  status === 0 || status >= 500 ? errorMessages.server : `سبب الخادم ${status}`;
