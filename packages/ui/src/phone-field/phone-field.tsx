import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Group, Input, TextField, type Key } from 'react-aria-components';
import { defaultCountries, parseCountry } from 'react-international-phone';
import { css } from '@rihla/styled-system/css';
import { nationalityName, toAsciiDigits } from '@rihla/contract';
import { countryOfInternational, DEFAULT_PHONE_COUNTRY, draftPhone, parsePhone } from '@rihla/contract/phone';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
import { useHydrated } from '../utils/use-hydrated.tsx';
import { Select, type SelectOption } from '../select/select.tsx';

export interface PhoneFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  /** The phone in E.164 ("+966501234567"), or "+<dial code><digits>" while it is unfinished. */
  value?: string;
  onChange?: (phone: string, meta: { country: string; dialCode: string }) => void;
  onBlur?: () => void;
  /**
   * The visitor's detected country (ISO 3166 alpha-2, lower case); Saudi Arabia by default. It may
   * arrive after the field is shown: the picker follows it until the visitor types or picks.
   */
  defaultCountry?: string;
  /** Listed first in the dial-code picker. */
  preferredCountries?: readonly string[];
}

interface CountryOption extends SelectOption {
  id: string;
  dialCode: string;
}

const COUNTRIES = defaultCountries.map((c) => parseCountry(c));
/** Countries are named as the nationality list names them (the contract's Arabic names). */
const arabicName = (iso2: string) => nationalityName(iso2.toUpperCase());
const listedDialCode = (iso2: string) => COUNTRIES.find((c) => c.iso2 === iso2)?.dialCode;
const DEFAULT_DIAL_CODE = listedDialCode(DEFAULT_PHONE_COUNTRY)!;
const dialCodeOf = (iso2: string) => listedDialCode(iso2) ?? DEFAULT_DIAL_CODE;
const isListed = (iso2: string | null | undefined): iso2 is string => Boolean(iso2 && COUNTRIES.some((c) => c.iso2 === iso2));
/** Regional-indicator flag emoji: no image request. */
const flag = (iso2: string) => String.fromCodePoint(...[...iso2.toUpperCase()].map((ch) => 0x1f1a5 + ch.charCodeAt(0)));

// Keystrokes allowed: digits (Latin, Arabic-Indic, Persian) and "+" (docs/product.md, "Validation"). Pasted text
// may bring spaces, dashes and brackets; they are dropped, spaces kept as the visitor's grouping.
const KEYSTROKE = /^[\d\u0660-\u0669\u06F0-\u06F9+]*$/;
function clean(text: string): string {
  const kept = toAsciiDigits(text).replace(/[^\d+ ]/g, '');
  const plus = kept.trimStart().startsWith('+');
  return (plus ? '+' : '') + kept.replace(/\+/g, '').trimStart();
}

/**
 * A phone number with a dial-code picker. The number is read by its country's real numbering plan
 * (contract `parsePhone`, libphonenumber-js): Saudis may type 0551234567 (the trunk 0 is dropped),
 * anyone may type or paste +971…, which moves the picker to that country. What the visitor types is
 * left as typed, so the caret never jumps; on leaving the field a valid number is regrouped as its
 * country writes it (55 123 4567). The value handed out is always E.164 once the number is valid.
 * The row is left-to-right inside the RTL form, so it reads +966 55….
 */
export function PhoneField({
  label = 'رقم الهاتف',
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  autoFocus,
  name,
  value,
  onChange,
  onBlur,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  preferredCountries = [DEFAULT_PHONE_COUNTRY],
}: PhoneFieldProps) {
  // The stored number is read once, when the field appears (not on every keystroke's render).
  const [initial] = useState(() => (value ? parsePhone(value, defaultCountry) : null));
  const [country, setCountry] = useState(
    () => initial?.country ?? (isListed(defaultCountry) ? defaultCountry : DEFAULT_PHONE_COUNTRY),
  );
  const [text, setText] = useState(() => initial?.national ?? (value ? clean(value) : ''));
  const [emitted, setEmitted] = useState(value ?? '');
  const touched = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // Where the caret belongs after a keystroke turned Arabic-Indic digits into ASCII or dropped a
  // character: the browser would otherwise put it at the end.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  // A value set from outside (a restored draft, a reset form) replaces what is shown; the value this
  // field handed out itself comes back unchanged and leaves the text as typed.
  const [seen, setSeen] = useState(value ?? '');
  if ((value ?? '') !== seen) {
    setSeen(value ?? '');
    if ((value ?? '') !== emitted) {
      const parsed = value ? parsePhone(value, country) : null;
      if (parsed) setCountry(parsed.country);
      setText(parsed?.national ?? clean(value ?? ''));
    }
  }

  // A country detected late moves the picker, unless the visitor has already typed or chosen.
  const lastDefault = useRef(defaultCountry);
  useEffect(() => {
    if (defaultCountry === lastDefault.current) return;
    lastDefault.current = defaultCountry;
    if (isListed(defaultCountry) && !touched.current && !text.replace(/\D/g, '')) setCountry(defaultCountry);
  }, [defaultCountry, text]);

  const emit = (nextText: string, nextCountry: string) => {
    const parsed = parsePhone(nextText, nextCountry);
    const phone = parsed?.e164 ?? draftPhone(nextText, dialCodeOf(nextCountry));
    setEmitted(phone);
    const own = parsed?.country ?? nextCountry;
    onChange?.(phone, { country: own, dialCode: dialCodeOf(own) });
  };

  const onTextChange = (raw: string) => {
    touched.current = true;
    const input = inputRef.current;
    const at = input?.selectionStart ?? raw.length;
    const next = clean(raw);
    caret.current = clean(raw.slice(0, at)).length;
    // "+971 5…": the dial code names the country as soon as it is typed.
    const international = next.startsWith('+') ? countryOfInternational(next) : null;
    const nextCountry = isListed(international) ? international : country;
    if (nextCountry !== country) setCountry(nextCountry);
    setText(next);
    emit(next, nextCountry);
  };

  const onPick = (key: Key | null) => {
    if (!key) return;
    touched.current = true;
    const picked = String(key);
    setCountry(picked);
    // A "+" number keeps its own country; the picker only reads numbers typed without one.
    const next = text.startsWith('+')
      ? (parsePhone(text, country)?.national ?? clean(text.slice(1)).slice(dialCodeOf(country).length).trim())
      : text;
    setText(next);
    emit(next, picked);
  };

  const onLeave = () => {
    const parsed = parsePhone(text, country);
    if (parsed) {
      setCountry(parsed.country);
      setText(parsed.national);
    }
    onBlur?.();
  };

  // Country names and their order come from the browser's Intl data, which differs from the server's:
  // until hydration is over, only the chosen country is listed (the list opens only after it anyway).
  const hydrated = useHydrated();
  const allOptions = useMemo<CountryOption[]>(() => {
    const all: CountryOption[] = COUNTRIES.map((c) => ({
      id: String(c.iso2),
      label: arabicName(c.iso2),
      detail: `+${c.dialCode}`,
      dialCode: c.dialCode,
    }));
    const first = preferredCountries.map((iso) => all.find((o) => o.id === iso)).filter((o): o is CountryOption => Boolean(o));
    const rest = all.filter((o) => !preferredCountries.includes(o.id)).sort((a, b) => a.label.localeCompare(b.label, 'ar'));
    return [...first, ...rest];
  }, [preferredCountries]);
  const options = hydrated ? allOptions : allOptions.filter((o) => o.id === country);

  // Refuse anything but digits (Latin or Arabic-Indic) and "+" as it is typed; pastes are cleaned.
  const onBeforeInput = (e: FormEvent<HTMLInputElement>) => {
    const native = e.nativeEvent as InputEvent;
    if (native.inputType === 'insertText' && native.data && !KEYSTROKE.test(native.data)) e.preventDefault();
  };

  return (
    <TextField
      value={text}
      onChange={onTextChange}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      name={name}
      onBlur={onLeave}
      className={fieldStyle}
    >
      <Label>{label}</Label>
      <div dir="ltr" className={row}>
        <Select<CountryOption>
          aria-label="رمز الدولة"
          options={options}
          selectedKey={country}
          onSelectionChange={onPick}
          isDisabled={isDisabled}
          className={css({ flexShrink: '0', width: '32' })}
          renderValue={(o) => (
            <span dir="ltr" className={css({ display: 'inline-flex', gap: '1.5', alignItems: 'center' })}>
              <span aria-hidden="true">{flag(o.id)}</span>
              <span>{o.detail}</span>
            </span>
          )}
        />
        <Group className={group}>
          <Input
            ref={inputRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            onBeforeInput={onBeforeInput}
            className={css({ flex: '1', minWidth: '0', minHeight: '42px', bg: 'transparent', outline: 'none' })}
          />
        </Group>
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}

const row = css({ display: 'flex', gap: '2', alignItems: 'flex-start' });
const group = css(inputRaw, {
  display: 'flex',
  alignItems: 'center',
  flex: '1',
  minWidth: '0',
  width: 'auto',
  paddingBlock: '0',
});
