import { useMemo, useState } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
import { CheckIcon, ChevronDownIcon } from '../icons/icons.tsx';
import { withClass } from '../utils/class-name.ts';
import { popover } from '../utils/popover-style.ts';
import { listBox, listBoxItem } from '../utils/list-box-style.ts';
import { fieldIconButtonRaw } from '../utils/field-icon-button.ts';

export interface ComboBoxOption {
  id: Key;
  label: string;
}

export interface ComboBoxProps<T extends ComboBoxOption> extends Omit<
  AriaComboBoxProps<T>,
  'children' | 'items' | 'defaultItems' | 'defaultFilter'
> {
  label: string;
  description?: string;
  errorMessage?: string;
  options: readonly T[];
  /** Shown in the list when nothing matches what was typed. */
  emptyText?: string;
}

/**
 * A long single-choice list you can type into (react-aria ComboBox): typing narrows the options by
 * any part of their Arabic name, ignoring diacritics and case; arrows, Enter and Escape as usual;
 * the popover opens from the button too. The chosen option's id is the value.
 */
export function ComboBox<T extends ComboBoxOption>({
  label,
  description,
  errorMessage,
  options,
  emptyText = 'لا توجد نتائج',
  className,
  ...props
}: ComboBoxProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  // react-aria builds a node for every option as the field mounts, open or not: three travellers'
  // nationality lists (250 countries each) were a long task of the booking wizard on a slow phone
  // (issue 28). Until the field is first focused or opened, its collection holds only the chosen
  // option, whose label is all a closed field shows.
  const [engaged, setEngaged] = useState(false);
  const chosen = props.selectedKey !== undefined ? props.selectedKey : props.defaultSelectedKey;
  const items = useMemo(() => (engaged ? options : options.filter((o) => o.id === chosen)), [engaged, options, chosen]);
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      onFocus={(e) => {
        setEngaged(true);
        props.onFocus?.(e);
      }}
      onOpenChange={(isOpen, trigger) => {
        if (isOpen) setEngaged(true);
        props.onOpenChange?.(isOpen, trigger);
      }}
      defaultItems={items}
      defaultFilter={contains}
      className={withClass(fieldStyle, className)}
    >
      <Label>{label}</Label>
      <div className={row}>
        <Input className={input} />
        <Button className={toggle}>
          <ChevronDownIcon size={18} />
        </Button>
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popover}>
        {/* The list opens in a portal at the end of the page, outside <main>: a named region keeps
            everything on the page inside a landmark while it is open. */}
        <section aria-label={`خيارات ${label}`}>
          <ListBox<T> className={listBox} renderEmptyState={() => <p className={empty}>{emptyText}</p>}>
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} className={listBoxItem}>
                {({ isSelected }) => (
                  <>
                    <span className={css({ flex: '1' })}>{option.label}</span>
                    {isSelected && <CheckIcon size={16} />}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </section>
      </Popover>
    </AriaComboBox>
  );
}

const row = css({ position: 'relative', display: 'flex', alignItems: 'center' });
const input = css(inputRaw, {
  paddingInlineEnd: '10',
  '[data-invalid] &': { borderColor: 'danger', borderWidth: '2px' },
  '[data-disabled] &': { bg: 'bg.muted', color: 'fg.muted' },
});
const toggle = css(fieldIconButtonRaw, {
  position: 'absolute',
  insetInlineEnd: '1',
  color: 'fg.muted',
});
const empty = css({ padding: '3', color: 'fg.muted' });
