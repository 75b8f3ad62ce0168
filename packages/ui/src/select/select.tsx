import type { ReactNode } from 'react';
import {
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
import { CheckIcon, ChevronDownIcon } from '../icons/icons.tsx';
import { withClass } from '../utils/class-name.ts';
import { popover } from '../utils/popover-style.ts';
import { listBox, listBoxItem as item } from '../utils/list-box-style.ts';

export interface SelectOption {
  id: Key;
  label: string;
  /** Optional extra text beside the label (e.g. a dial code). */
  detail?: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption = SelectOption> extends Omit<
  AriaSelectProps<T, 'single'>,
  'children' | 'selectionMode'
> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  options: readonly T[];
  /** Custom rendering of an option (defaults to its label). */
  renderOption?: (option: T) => ReactNode;
  /** Custom rendering of the chosen value in the button. */
  renderValue?: (option: T) => ReactNode;
}

/** A single-choice react-aria Select: listbox in a popover, typeahead, Arabic labels, RTL. */
export function Select<T extends SelectOption>({
  label,
  description,
  errorMessage,
  options,
  renderOption,
  renderValue,
  className,
  ...props
}: SelectProps<T>) {
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <AriaSelect {...props} disabledKeys={props.disabledKeys ?? disabledKeys} className={withClass(fieldStyle, className)}>
      {label && <Label>{label}</Label>}
      <Button className={trigger}>
        <SelectValue<T> className={value}>
          {({ selectedItem, defaultChildren }) => (selectedItem && renderValue ? renderValue(selectedItem) : defaultChildren)}
        </SelectValue>
        <ChevronDownIcon size={18} />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popover}>
        <ListBox items={options} className={listBox}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.detail ? `${option.label} ${option.detail}` : option.label}
              className={item}
            >
              {({ isSelected }) => (
                <>
                  <span className={css({ flex: '1' })}>{renderOption ? renderOption(option) : option.label}</span>
                  {option.detail && !renderOption && (
                    <span dir="ltr" className={css({ color: 'fg.muted' })}>
                      {option.detail}
                    </span>
                  )}
                  {isSelected && <CheckIcon size={16} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

const trigger = css(inputRaw, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  textAlign: 'start',
  cursor: 'pointer',
  '[data-invalid] &': { borderColor: 'danger', borderWidth: '2px' },
  '[data-disabled] &': { bg: 'bg.muted', color: 'fg.muted', cursor: 'not-allowed' },
  '[data-open] &': { borderColor: 'accent' },
});
const value = css({
  flex: '1',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-placeholder]': { color: 'fg.muted' },
});
