import { useContext, useEffect, type ReactNode } from 'react';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
  I18nProvider,
  Text,
  useLocale,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
} from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { formatHijriDate, formatHijriDay, formatHijriMonthRange } from '@rihla/contract';
import { css, cx } from '@rihla/styled-system/css';
import { ChevronIcon } from '../icons/icons.tsx';
import { withClass } from '../utils/class-name.ts';

// ar-SA's own calendar is the Umm al-Qura (Hijri) one. Bookings, passports and birth dates are
// Gregorian, so pickers run on the Gregorian calendar and show the Hijri date beside it; the contract's
// format module writes both (Latin digits).
const utc = (date: DateValue) => date.toDate('UTC');

/** "11 جمادى الآخرة 1448 هـ" */
export function hijriDate(date: DateValue): string {
  return formatHijriDate(utc(date));
}

/** "جمادى الأولى – جمادى الآخرة 1448 هـ": the Hijri months a Gregorian month spans. */
export function hijriMonthRange(start: DateValue, end: DateValue): string {
  return formatHijriMonthRange(utc(start), utc(end));
}

/** The same locale on the Gregorian calendar, its numbering system kept ("ar-SA-u-nu-latn" → "ar-SA-u-ca-gregory-nu-latn"). */
export function gregorianLocale(locale: string): string {
  const [base, extension = ''] = locale.split('-u-');
  const keys = extension.split('-').filter(Boolean);
  const kept: string[] = [];
  for (let i = 0; i < keys.length; i += 2) if (keys[i] !== 'ca' && keys[i + 1]) kept.push(keys[i]!, keys[i + 1]!);
  return [`${base}-u-ca-gregory`, ...kept].join('-');
}

/** Wraps react-aria date components so they use the Gregorian calendar in the current language. */
export function GregorianProvider({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <I18nProvider locale={gregorianLocale(locale)}>{children}</I18nProvider>;
}

export interface CalendarProps<T extends DateValue> extends AriaCalendarProps<T> {
  errorMessage?: string;
  /**
   * A short line under a day ("3 مقاعد" on a trip's calendar). Seen, not read out: the cell's name
   * is react-aria's date, so the caller also says it where the picked date is described.
   */
  dayNote?: (date: CalendarDate) => CalendarNote | undefined;
  /** The month shown changed (YYYY-MM): a caller that loads what each day offers asks for it. */
  onVisibleMonthChange?: (month: string) => void;
}

/** A day's note: a string is urgent (red, "3 مقاعد"); `calm` draws it in the muted colour (a price). */
export type CalendarNote = string | { text: string; calm: boolean };

/**
 * A Gregorian month grid in Arabic with each day's Hijri number beneath it and the Hijri months
 * under the heading. Keyboard: arrows move by day (mirrored in RTL), Page Up/Down by month.
 */
export function Calendar<T extends DateValue>({
  errorMessage,
  dayNote,
  onVisibleMonthChange,
  className,
  ...props
}: CalendarProps<T>) {
  return (
    <GregorianProvider>
      <AriaCalendar {...props} className={withClass(root, className)}>
        <header className={header}>
          <Button slot="previous" className={navButton}>
            <ChevronIcon className={css({ _rtl: { transform: 'none' }, transform: 'scaleX(-1)' })} />
          </Button>
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', flex: '1' })}>
            <Heading className={css({ fontSize: 'lg', fontWeight: '700' })} />
            <HijriMonths />
            {onVisibleMonthChange && <VisibleMonth onChange={onVisibleMonthChange} />}
          </div>
          <Button slot="next" className={navButton}>
            <ChevronIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
          </Button>
        </header>
        <CalendarGrid className={grid} weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={headerCell}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const note = dayNote?.(date);
              return (
                // The Hijri day is drawn from a data attribute by CSS: the cell's accessible name stays
                // react-aria's full Gregorian date, which its visible text then matches.
                <CalendarCell
                  date={date}
                  className={cx(cell, hijri, dayNote && noted)}
                  data-hijri={formatHijriDay(utc(date))}
                  data-note={typeof note === 'string' ? note : note?.text}
                  data-note-calm={typeof note === 'object' && note.calm ? '' : undefined}
                />
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
        {errorMessage && (
          <Text slot="errorMessage" className={css({ color: 'danger', fontSize: 'sm', fontWeight: '600' })}>
            {errorMessage}
          </Text>
        )}
      </AriaCalendar>
    </GregorianProvider>
  );
}

function VisibleMonth({ onChange }: { onChange: (month: string) => void }) {
  const state = useContext(CalendarStateContext);
  const month = state ? state.visibleRange.start.toString().slice(0, 7) : null;
  useEffect(() => {
    if (month) onChange(month);
  }, [month, onChange]);
  return null;
}

function HijriMonths() {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const { start, end } = state.visibleRange as { start: CalendarDate; end: CalendarDate };
  return <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{hijriMonthRange(start, end)}</span>;
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '2', width: 'fit-content', maxWidth: '100%', color: 'fg' });
const header = css({ display: 'flex', alignItems: 'center', gap: '2' });
const navButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: 'full',
  cursor: 'pointer',
  _hovered: { bg: 'bg.muted' },
  focusOutline: 'auto',
  _disabled: { color: 'ink.300', cursor: 'not-allowed' },
});
const grid = css({ borderCollapse: 'collapse', '& td': { padding: '0' } });
const headerCell = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '600', paddingBlockEnd: '1' });
const cell = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '48px',
  borderRadius: 'control',
  cursor: 'pointer',
  lineHeight: '1.2',
  _hovered: { bg: 'accent.subtle' },
  _pressed: { bg: 'brand.100' },
  _selected: { bg: 'accent', color: 'fg.onAccent' },
  focusOutline: 'close',
  _outsideMonth: { display: 'none' },
  _disabled: { color: 'ink.300', cursor: 'default' },
  _unavailable: { color: 'ink.300', textDecoration: 'line-through', cursor: 'default' },
  _invalid: { bg: 'danger', color: 'fg.onAccent' },
  '&[data-today]': { fontWeight: '700', boxShadow: 'inset 0 0 0 1px token(colors.accent)' },
});
// Room for a note under the day and its Hijri number. Like the Hijri day it is drawn from a data
// attribute (::before, moved last), so the cell's text stays its accessible name; never on a day
// that cannot be picked.
// A note may have two lines (a date's price, then its seats when few): the cell grows for them.
const noted = css({
  minHeight: '60px',
  height: 'auto',
  paddingBlock: '1',
  width: '46px',
  _before: {
    content: 'attr(data-note)',
    order: '1',
    fontSize: '2xs',
    fontWeight: '700',
    color: 'danger',
    whiteSpace: 'pre',
    textAlign: 'center',
  },
  '&[data-note-calm]::before': { color: 'fg.muted' },
  '&[data-selected]::before': { color: 'fg.onAccent' },
  '&[data-unavailable]::before, &[data-disabled]::before, &[data-outside-month]::before': { display: 'none' },
});
const hijri = css({
  _after: { content: 'attr(data-hijri)', fontSize: '2xs', color: 'fg.muted' },
  '&[data-selected]::after': { color: 'fg.onAccent' },
});
