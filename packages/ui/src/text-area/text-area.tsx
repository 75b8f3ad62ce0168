import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
import { withClass } from '../utils/class-name.ts';

export interface TextAreaProps extends AriaTextFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  rows?: number;
}

/** A multi-line text field (the rating comment): same parts as TextField. */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, className, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={withClass(fieldStyle, className)}>
      {label && <Label>{label}</Label>}
      <AriaTextArea className={area} placeholder={placeholder} rows={rows} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

const area = css(inputRaw, { resize: 'vertical', minHeight: '24', lineHeight: '1.6' });
