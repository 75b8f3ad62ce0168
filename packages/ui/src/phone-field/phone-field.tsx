import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Group, Input, TextField, type Key } from 'react-aria-components';
import {
  defaultCountries,
  guessCountryByPartialPhoneNumber,
  parseCountry,
  usePhoneInput,
  type ParsedCountry,
} from 'react-international-phone';
import { css } from '@rihla/styled-system/css';
import { normalizePhone, toAsciiDigits } from '@rihla/contract';
import { Description, FieldError, Label, fieldStyle, inputRaw } from '../field/field.tsx';
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
  /** The phone in E.164 ("+966501234567"). */
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

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['ar'], { type: 'region' }) : null;
const arabicName = (c: ParsedCountry) => {
  try {
    return regionNames?.of(c.iso2.toUpperCase()) ?? c.name;
  } catch {
    return c.name;
  }
};
/** Regional-indicator flag emoji: no image request. */
const flag = (iso2: string) => String.fromCodePoint(...[...iso2.toUpperCase()].map((ch) => 0x1f1a5 + ch.charCodeAt(0)));
const DIGITS_AND_PLUS = /^[\d\u0660-\u0669\u06F0-\u06F9+\s]*$/;

/**
 * Phone number with a dial-code picker on react-international-phone: Saudi Arabia (or the given
 * country) by default and first in the list; only digits and "+" can be typed; Arabic-Indic digits,
 * typed or pasted, become ASCII; the row is left-to-right inside the RTL form, so it reads +966 50….
 * A number pasted with its "+code" switches the picker to that country.
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
  defaultCountry = 'sa',
  preferredCountries = ['sa'],
}: PhoneFieldProps) {
  // Kept here too, so a pasted international number can be handed back to the hook whole.
  const [own, setOwn] = useState(value ?? '');
  const { inputValue, country, setCountry, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry,
    value: value ?? own,
    countries: defaultCountries,
    disableDialCodeAndPrefix: true,
    onChange: (data) => {
      setOwn(data.phone);
      onChange?.(data.phone, { country: data.country.iso2, dialCode: data.country.dialCode });
    },
  });

  // A country detected late moves the picker, unless the visitor has already typed or chosen.
  const touched = useRef(false);
  const lastDefault = useRef(defaultCountry);
  useEffect(() => {
    if (defaultCountry === lastDefault.current) return;
    lastDefault.current = defaultCountry;
    const known = defaultCountries.some((c) => parseCountry(c).iso2 === defaultCountry);
    if (known && !touched.current && !(value ?? own).replace(/\D/g, '').slice(country.dialCode.length))
      setCountry(defaultCountry);
  }, [defaultCountry, value, own, country.dialCode, setCountry]);

  const options = useMemo<CountryOption[]>(() => {
    const all: CountryOption[] = defaultCountries.map((c) => {
      const parsed = parseCountry(c);
      return { id: String(parsed.iso2), label: arabicName(parsed), detail: `+${parsed.dialCode}`, dialCode: parsed.dialCode };
    });
    const first = preferredCountries.map((iso) => all.find((o) => o.id === iso)).filter((o): o is CountryOption => Boolean(o));
    const rest = all.filter((o) => !preferredCountries.includes(o.id)).sort((a, b) => a.label.localeCompare(b.label, 'ar'));
    return [...first, ...rest];
  }, [preferredCountries]);

  const onInputChange = (e: ChangeEvent<HTMLInputElement>) => {
    touched.current = true;
    const raw = normalizePhone(e.target.value);
    if (raw.startsWith('+')) {
      // A whole international number (pasted or typed with "+"): the hook finds its country.
      const guess = guessCountryByPartialPhoneNumber({ phone: raw, countries: defaultCountries });
      if (guess.country && guess.fullDialCodeMatch) {
        setOwn(raw);
        onChange?.(raw, { country: guess.country.iso2, dialCode: guess.country.dialCode });
        return;
      }
    }
    e.target.value = raw.replace(/\+/g, '');
    // The hook checks the typed character itself, so it sees the ASCII digit too.
    const native = e.nativeEvent as InputEvent;
    const data = native.data ? toAsciiDigits(native.data) : native.data;
    handlePhoneValueChange(
      Object.create(e, { nativeEvent: { value: { inputType: native.inputType, data } } }) as ChangeEvent<HTMLInputElement>,
    );
  };

  // Refuse anything but digits (Latin or Arabic-Indic), spaces and "+" as it is typed.
  const onBeforeInput = (e: FormEvent<HTMLInputElement>) => {
    const data = (e.nativeEvent as InputEvent).data;
    if (data && !DIGITS_AND_PLUS.test(data)) e.preventDefault();
  };

  return (
    <TextField
      value={inputValue}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      name={name}
      onBlur={onBlur}
      className={fieldStyle}
    >
      <Label>{label}</Label>
      <div dir="ltr" className={row}>
        <Select<CountryOption>
          aria-label="رمز الدولة"
          options={options}
          selectedKey={country.iso2}
          onSelectionChange={(key: Key | null) => {
            if (!key) return;
            touched.current = true;
            setCountry(String(key));
          }}
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
            onChange={onInputChange}
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
