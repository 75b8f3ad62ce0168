import type { FieldErrors } from '@rihla/contract';

/** A form as its fields see it: the values, the messages to show now, and change/leave handlers. */
export interface FieldsForm<V> {
  values: V;
  /** Messages to show now (the touched fields'). */
  errors: FieldErrors<string>;
  onChange: (values: Partial<V>) => void;
  onBlur: (field: keyof V & string) => void;
}

type TextKey<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/**
 * The props that tie one required text input (TextField, PasswordField) to its form: the value, the
 * change and leave events, and the message once the field was left. Validation is the form
 * machine's (ARIA only), so the browser neither blocks the submit nor shows its own bubble.
 */
export function bindTextField<V>(form: FieldsForm<V>, key: TextKey<V>) {
  return {
    name: key,
    isRequired: true,
    validationBehavior: 'aria' as const,
    value: form.values[key] as string,
    onChange: (value: string) => form.onChange({ [key]: value } as Partial<V>),
    onBlur: () => form.onBlur(key),
    isInvalid: Boolean(form.errors[key]),
    errorMessage: form.errors[key],
  };
}
