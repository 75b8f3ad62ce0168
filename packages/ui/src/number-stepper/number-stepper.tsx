import { Button, Group, Input, NumberField, type NumberFieldProps, type ValidationResult } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
import { MinusIcon, PlusIcon } from '../icons/icons.tsx';
import { withClass } from '../utils/class-name.ts';

export interface NumberStepperProps extends NumberFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * Adults and children counts: a react-aria NumberField (spinbutton) with − and + buttons, clamped to
 * min/max, arrow keys step, Arabic digits; react-aria names the buttons ("زيادة"/"خفض" in Arabic).
 */
export function NumberStepper({ label, description, errorMessage, className, ...props }: NumberStepperProps) {
  return (
    <NumberField {...props} className={withClass(fieldStyle, className)}>
      {label && <Label>{label}</Label>}
      <Group className={group}>
        <Button slot="increment" className={step}>
          <PlusIcon size={18} />
        </Button>
        <Input className={input} />
        <Button slot="decrement" className={step}>
          <MinusIcon size={18} />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </NumberField>
  );
}

const group = css(inputRaw, {
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  paddingInline: '0.5',
  paddingBlock: '0.5',
  minHeight: '0',
  width: 'auto',
  maxWidth: '52',
});
const input = css({
  flex: '1',
  minWidth: '0',
  width: '12',
  textAlign: 'center',
  fontWeight: '700',
  fontSize: 'lg',
  bg: 'transparent',
  outline: 'none',
});
const step = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  width: '40px',
  height: '40px',
  borderRadius: 'md',
  bg: 'accent.subtle',
  color: 'accent.pressed',
  cursor: 'pointer',
  _hovered: { bg: 'brand.100' },
  _pressed: { bg: 'brand.200' },
  focusOutline: 'auto',
  _disabled: { bg: 'bg.muted', color: 'ink.500', cursor: 'not-allowed' },
});
