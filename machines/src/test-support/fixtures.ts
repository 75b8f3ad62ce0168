import type { User } from '@rihla/contract';

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
