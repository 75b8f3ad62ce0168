import { TextField, type TextFieldProps } from '@rihla/ui/text-field/text-field';

/** The e-mail input of the auth forms: the address reads left to right and the browser may fill it. */
export function EmailField(props: TextFieldProps) {
  return <TextField label="البريد الإلكتروني" type="email" autoComplete="email" inputDir="ltr" {...props} />;
}
