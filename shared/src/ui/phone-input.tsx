import { Input, Select, Space } from 'antd';
import type { CountryCode as LibCountryCode } from 'libphonenumber-js/core';
import { useState } from 'react';
import { ALLOWED_COUNTRIES, DEFAULT_COUNTRY, type CountryCode } from '../model/constants';
import { isPossiblePhoneNumber } from '../model/phone';
import { FIELD_MSG } from '../model/messages';
import { TEXT_LIMITS } from '../model/limits';
import { useUiText } from './ui-text';

export const PHONE_INVALID_MSG = 'Enter a valid phone number';

type Country = (typeof ALLOWED_COUNTRIES)[number];

/** The flag emoji of a two-letter country code (regional indicator symbols). */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

function countryOf(code: string): Country {
  return ALLOWED_COUNTRIES.find((c) => c.code === code) ?? ALLOWED_COUNTRIES[0];
}

/** Digits only: people type spaces, dashes and brackets. */
function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** E.164 (leading +) of a national number in one of the allowed countries; '' when no digits were typed. */
export function toE164(country: CountryCode, national: string): string {
  const digits = digitsOf(national).replace(/^0+/, '');
  return digits ? `+${countryOf(country).dial}${digits}` : '';
}

/** Splits an E.164 value back into an allowed country and its national number. */
export function fromE164(
  value: string | null | undefined,
  fallback: CountryCode = DEFAULT_COUNTRY,
): { country: CountryCode; national: string } {
  const digits = digitsOf(value ?? '');
  // Longest dial code first, so that +1 never shadows a longer code starting with 1.
  const match = [...ALLOWED_COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => digits.startsWith(c.dial));
  if (!value?.startsWith('+') || !match) return { country: fallback, national: digits };
  return { country: match.code, national: digits.slice(match.dial.length) };
}

/**
 * The message for a phone value, or null when it can be used. Only the allowed countries are
 * accepted. "Possible" (the right length for the country) rather than "valid": the demo and test
 * numbers (+1 555-01xx) are reserved fictional numbers that a strict check rejects.
 */
export function validatePhone(value: string | null | undefined): string | null {
  const { country, national } = fromE164(value);
  if (!value || !national) return FIELD_MSG.phoneNumber;
  const known = ALLOWED_COUNTRIES.some((c) => value.startsWith(`+${c.dial}`));
  if (!known || !isPossiblePhoneNumber(national, country.toUpperCase() as LibCountryCode)) return PHONE_INVALID_MSG;
  return null;
}

export interface PhonePickerProps {
  /** E.164 with a leading +, or '' */
  value?: string;
  onChange?: (value: string) => void;
  defaultCountry?: CountryCode;
  disabled?: boolean;
  status?: 'error' | 'warning';
  /** Submit on Enter in the number box. */
  onPressEnter?: () => void;
  autoFocus?: boolean;
}

/** Country (limited to the allowed list) and national number; the value is E.164. */
export function PhonePicker({
  value,
  onChange,
  defaultCountry = DEFAULT_COUNTRY,
  disabled,
  status,
  onPressEnter,
  autoFocus,
}: PhonePickerProps) {
  const { t } = useUiText();
  const [state, setState] = useState(() => fromE164(value, defaultCountry));
  const [emitted, setEmitted] = useState(value ?? '');
  // A value set from outside (form reset, prefill) replaces what was typed.
  if ((value ?? '') !== emitted) {
    setEmitted(value ?? '');
    setState(fromE164(value, state.country));
  }

  const update = (next: { country: CountryCode; national: string }) => {
    setState(next);
    const e164 = toE164(next.country, next.national);
    setEmitted(e164);
    onChange?.(e164);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={t('phone.country')}
        value={state.country}
        disabled={disabled}
        status={status}
        style={{ width: 190 }}
        popupMatchSelectWidth={false}
        onChange={(country: CountryCode) => update({ country, national: state.national })}
        options={ALLOWED_COUNTRIES.map((c) => ({
          value: c.code,
          label: `${flagOf(c.code)} ${t(`country.${c.code}`, { defaultValue: c.name })} +${c.dial}`,
        }))}
      />
      <Input
        aria-label={t('phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('phone.number')}
        value={state.national}
        maxLength={TEXT_LIMITS.phone}
        disabled={disabled}
        status={status}
        autoFocus={autoFocus}
        onPressEnter={onPressEnter}
        onChange={(e) => update({ country: state.country, national: e.target.value })}
      />
    </Space.Compact>
  );
}
