import {
  compact,
  successMessages,
  validateBirthday,
  validateName,
  type Gender,
  type IsoDate,
  type ProfileUpdatePayload,
  type User,
} from '@rihla/contract';
import { createFormMachine } from '../form/form.machine.ts';
import { profileErrorMessage } from '../shared/error-messages.ts';

/**
 * /account profile (docs/product.md ("Screens and routes", "Validation", "Calls", "Errors")). Input `{values: profileValuesFrom(user)}`. Only the
 * fields that differ from the loaded user are sent; choosing 'unknown' sends gender null. Save stays
 * disabled until something changed and the values are valid. After a save the sent values become
 * the new baseline; the app also sends `session.userUpdated` from the `succeeded` action.
 * Events/actor/action: the form factory's; actor `submit({payload})` answers 200 only.
 */
export type GenderChoice = Gender | 'unknown';

export interface ProfileValues {
  name: string;
  birthday: IsoDate | null;
  gender: GenderChoice | null;
}

export function profileValuesFrom(user: Pick<User, 'name' | 'birthday' | 'gender'>): ProfileValues {
  return { name: user.name, birthday: user.birthday, gender: user.gender };
}

/** The select's options: 'unknown' only for a user who never set a gender (docs/product.md, "Screens and routes"). */
export function genderOptions(user: Pick<User, 'gender'>): GenderChoice[] {
  return user.gender ? ['male', 'female'] : ['male', 'female', 'unknown'];
}

export function validateProfileForm(v: ProfileValues, today?: IsoDate) {
  return compact({ name: validateName(v.name), birthday: validateBirthday(v.birthday, today) });
}

export function profilePayload(values: ProfileValues, initial: ProfileValues): ProfileUpdatePayload {
  const out: ProfileUpdatePayload = {};
  if (values.name.trim() !== initial.name.trim()) out.name = values.name.trim();
  if (values.birthday !== initial.birthday) out.birthday = values.birthday;
  const gender = (g: GenderChoice | null) => (g === 'unknown' ? null : g);
  if (gender(values.gender) !== gender(initial.gender)) out.gender = gender(values.gender);
  return out;
}

export const profileFormMachine = createFormMachine<ProfileValues, ProfileUpdatePayload, unknown>({
  id: 'profileForm',
  defaults: () => ({ name: '', birthday: null, gender: null }),
  validate: (v) => validateProfileForm(v),
  toPayload: profilePayload,
  errorMessage: profileErrorMessage,
  successMessage: successMessages.profileUpdated,
  hasChanges: (values, initial) => Object.keys(profilePayload(values, initial)).length > 0,
});
