import { startTransition, useContext, useState, type ReactNode } from 'react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DatePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  useLocale,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { formatSlashDate } from '@rihla/contract';
import { Calendar, GregorianProvider, gregorianLocale, hijriDate, type CalendarProps } from '../calendar/calendar.tsx';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
import { CalendarIcon } from '../icons/icons.tsx';
import { popoverRaw } from '../utils/popover-style.ts';
import { withClass } from '../utils/class-name.ts';
import { fieldIconButtonRaw } from '../utils/field-icon-button.ts';

export interface DatePickerProps<T extends DateValue> extends AriaDatePickerProps<T> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** `yyyy/MM/dd` (the profile's birth date): two-digit month and day, and the value echoed so. */
  format?: 'yyyy/MM/dd';
  /** Passed to the popover's calendar (a trip's seats left under each day). */
  dayNote?: CalendarProps<T>['dayNote'];
  onVisibleMonthChange?: CalendarProps<T>['onVisibleMonthChange'];
}

/**
 * A Gregorian date field (typed segment by segment, or picked from the calendar popover) in Arabic,
 * with min/max dates (`minValue`, `maxValue`) and the picked date's Hijri equivalent shown beneath
 * and read out as the field's description.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  format,
  className,
  dayNote,
  onVisibleMonthChange,
  ...props
}: DatePickerProps<T>) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <GregorianProvider>
      <AriaDatePicker
        {...props}
        // Opening renders a month of cells and places the popover (about 50 ms on a phone). As a
        // transition, the press is painted first and the calendar follows in its own task, so the
        // page answers the tap at once (issue 28, INP). Closing is immediate.
        isOpen={props.isOpen ?? open}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          if (next) startTransition(() => setOpen(true));
          else setOpen(false);
        }}
        shouldForceLeadingZeros={format === 'yyyy/MM/dd' || props.shouldForceLeadingZeros}
        className={withClass(fieldStyle, className)}
      >
        {label && <Label>{label}</Label>}
        <Group className={group}>
          {format === 'yyyy/MM/dd' ? (
            <YearFirst>
              <DateInput className={dateInput}>
                {(segment) => (
                  <DateSegment segment={segment} className={segmentStyle}>
                    {segment.type === 'literal' ? '/' : segment.text}
                  </DateSegment>
                )}
              </DateInput>
            </YearFirst>
          ) : (
            <DateInput className={dateInput}>{(segment) => <DateSegment segment={segment} className={segmentStyle} />}</DateInput>
          )}
          <Button className={calendarButton}>
            <CalendarIcon />
          </Button>
        </Group>
        <PickedValue description={description} format={format} />
        <FieldError>{errorMessage}</FieldError>
        <Popover className={popoverStyle}>
          <Dialog className={css({ outline: 'none' })}>
            <Calendar dayNote={dayNote} onVisibleMonthChange={onVisibleMonthChange} />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </GregorianProvider>
  );
}

/**
 * Segments in year, month, day order (the spec's yyyy/MM/dd) with the site's language and digits:
 * the ISO 8601 calendar is the Gregorian one written year first, so react-aria orders the segments
 * so, and types, reads out and validates them as usual. Only the segments: the calendar popover
 * keeps the Gregorian month grid.
 */
function YearFirst({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <I18nProvider locale={yearFirstLocale(locale)}>{children}</I18nProvider>;
}

/** "ar-SA-u-ca-gregory-nu-latn" → "ar-SA-u-ca-iso8601-nu-latn" */
export function yearFirstLocale(locale: string): string {
  return gregorianLocale(locale).replace('-u-ca-gregory', '-u-ca-iso8601');
}

/** The description slot: the caller's text, then the picked date in yyyy/MM/dd (when asked) and Hijri. */
function PickedValue({ description, format }: { description?: string; format?: 'yyyy/MM/dd' }) {
  const state = useContext(DatePickerStateContext);
  const value = state?.value ?? null;
  if (!description && !value) return null;
  return (
    <Description>
      {description}
      {description && value && ' · '}
      {value && (
        <>
          {format === 'yyyy/MM/dd' && (
            <>
              <bdi dir="ltr">{formatSlashDate(value.toString().slice(0, 10))}</bdi>
              {' · '}
            </>
          )}
          الموافق {hijriDate(value)}
        </>
      )}
    </Description>
  );
}

const popoverStyle = css(popoverRaw, { padding: '3', maxHeight: 'none' });
const group = css(inputRaw, {
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  paddingInlineEnd: '0.5',
  paddingBlock: '0',
  width: 'auto',
});
const dateInput = css({ display: 'flex', flex: '1', alignItems: 'center', minHeight: '42px' });
// At least 24 px wide and tall: a one-digit day or month is still an easy target.
const segmentStyle = css({
  display: 'inline-block',
  minWidth: '24px',
  paddingBlock: '1',
  textAlign: 'center',
  paddingInline: '0.5',
  borderRadius: 'sm',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  '&[data-placeholder]': { color: 'fg.muted' },
  '&[data-type=literal]': { color: 'fg.muted', minWidth: '0' },
  '&[data-focused]': { bg: 'accent', color: 'fg.onAccent' },
});
const calendarButton = css(fieldIconButtonRaw, {
  color: 'accent.pressed',
  _hovered: { bg: 'accent.subtle' },
  _disabled: { color: 'ink.500', cursor: 'not-allowed' },
});
