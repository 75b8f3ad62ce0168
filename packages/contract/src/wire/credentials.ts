import { Type } from 'typebox';
import { text } from './build.ts';

// Changing how a customer signs in and is reached (issue 31, item 9): e-mail, phone, password.

export const ChangeEmailBody = Type.Object({ email: text(254), password: Type.Optional(text(200)) });
export const ChangePhoneBody = Type.Object({ country_code: text(2), phone_number: text(40) });
export const ChangePasswordBody = Type.Object({
  current_password: text(200),
  password: text(200),
  password_confirmation: text(200),
});
