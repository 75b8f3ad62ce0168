import { useState } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
import { EyeIcon, EyeOffIcon } from '../icons/icons.tsx';
import { withClass } from '../utils/class-name.ts';
import { fieldIconButtonRaw } from '../utils/field-icon-button.ts';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'type'> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a pressed/not-pressed button named
 * "إظهار كلمة المرور", so a screen reader hears both what it does and its state.
 */
export function PasswordField({ label, description, errorMessage, placeholder, className, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      className={withClass(fieldStyle, className)}
    >
      {label && <Label>{label}</Label>}
      <Group className={group}>
        <Input className={input} placeholder={placeholder} dir="ltr" />
        <ToggleButton
          isSelected={visible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
          aria-label="إظهار كلمة المرور"
          className={toggle}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

const group = css(inputRaw, { display: 'flex', alignItems: 'center', gap: '1', paddingInlineEnd: '0.5', paddingBlock: '0' });
const input = css({ flex: '1', minWidth: '0', minHeight: '42px', bg: 'transparent', outline: 'none', textAlign: 'end' });
const toggle = css(fieldIconButtonRaw, {
  color: 'fg.muted',
  _hovered: { bg: 'bg.muted', color: 'fg' },
  _selected: { color: 'accent.pressed' },
  _disabled: { cursor: 'not-allowed' },
});
