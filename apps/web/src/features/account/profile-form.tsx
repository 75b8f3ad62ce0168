import type { FormEvent } from 'react';
import { parseDate } from '@internationalized/date';
import { css } from '@rihla/styled-system/css';
import { todayIso, type User } from '@rihla/contract';
import {
  genderOptions,
  profileFormMachine,
  profileValuesFrom,
  validateProfileForm,
  type GenderChoice,
} from '@rihla/machines/profile-form/profile-form.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { DatePicker } from '@rihla/ui/date-picker/date-picker';
import { roomyDateSegments } from '../../components/date-segments.ts';
import { Select } from '@rihla/ui/select/select';
import { TextField } from '@rihla/ui/text-field/text-field';
import { updateProfile } from '../../api/customer.ts';
import { sessionActor } from '../../lib/session.ts';
import { useFormMachine } from '../../lib/use-form-machine.ts';

const GENDER_LABELS: Record<GenderChoice, string> = { male: 'ذكر', female: 'أنثى', unknown: 'غير محدد' };

/**
 * Name, birth date (no future dates, yyyy/MM/dd) and gender on the profile-form machine: only the
 * changed fields are sent, 'unknown' is offered only while no gender is on file, and the success or
 * error banner shows above the form.
 */
export function ProfileForm({ user }: { user: User }) {
  const form = useFormMachine(profileFormMachine, {
    validate: (values) => validateProfileForm(values),
    submit: updateProfile,
    input: { values: profileValuesFrom(user) },
    // The server answers with the stored user: the header shows the new name at once.
    onSucceeded: (saved) => sessionActor().send({ type: 'session.userUpdated', user: saved as User }),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };
  const options = genderOptions(user).map((id) => ({ id, label: GENDER_LABELS[id] }));
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="بيانات الحساب"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '560px' })}
    >
      {form.error && (
        <Alert tone="error" onDismiss={form.dismiss}>
          {form.error}
        </Alert>
      )}
      {form.success && (
        <Alert tone="success" onDismiss={form.dismiss}>
          {form.success}
        </Alert>
      )}
      <TextField
        label="الاسم الكامل"
        name="name"
        autoComplete="name"
        isRequired
        validationBehavior="aria"
        value={form.values.name}
        onChange={(name) => form.change({ name })}
        onBlur={() => form.blur('name')}
        isInvalid={Boolean(form.errors.name)}
        errorMessage={form.errors.name}
      />
      <DatePicker
        className={roomyDateSegments}
        label="تاريخ الميلاد"
        format="yyyy/MM/dd"
        validationBehavior="aria"
        maxValue={parseDate(todayIso())}
        value={form.values.birthday ? parseDate(form.values.birthday) : null}
        onChange={(date) => form.change({ birthday: date ? date.toString() : null })}
        onBlur={() => form.blur('birthday')}
        isInvalid={Boolean(form.errors.birthday)}
        errorMessage={form.errors.birthday}
      />
      <Select
        label="الجنس"
        placeholder="اختر"
        options={options}
        selectedKey={form.values.gender}
        onSelectionChange={(key) => form.change({ gender: key as GenderChoice })}
      />
      <Button type="submit" isDisabled={!form.canSubmit && !form.isSubmitting} isPending={form.isSubmitting}>
        حفظ التغييرات
      </Button>
    </form>
  );
}
