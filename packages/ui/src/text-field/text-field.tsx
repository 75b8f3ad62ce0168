import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldStyle, inputStyle } from '../field/field.tsx';
import { withClass } from '../utils/class-name.ts';

export interface TextFieldProps extends AriaTextFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Direction of the typed text: `ltr` for e-mail addresses and passwords inside the RTL form. */
  inputDir?: 'ltr' | 'rtl' | 'auto';
}

/** Label, input, description and error in one react-aria field: the error is announced and linked. */
export function TextField({ label, description, errorMessage, placeholder, inputDir, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withClass(fieldStyle, className)}>
      {label && <Label>{label}</Label>}
      <Input className={inputStyle} placeholder={placeholder} dir={inputDir} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
