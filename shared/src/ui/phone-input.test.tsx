import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FIELD_MSG } from '../model/messages';
import { fromE164, PHONE_INVALID_MSG, PhonePicker, toE164, validatePhone } from './phone-input';

describe('validatePhone (sign-in phone number, spec 1 §2.3)', () => {
  it('asks for a number when nothing was typed', () => {
    expect(validatePhone('')).toBe(FIELD_MSG.phoneNumber);
    expect(validatePhone(undefined)).toBe(FIELD_MSG.phoneNumber);
    expect(validatePhone('+1')).toBe(FIELD_MSG.phoneNumber);
  });

  it('refuses a number of the wrong length or outside the allowed countries', () => {
    expect(validatePhone('+1555')).toBe(PHONE_INVALID_MSG);
    expect(validatePhone('+15550100001999')).toBe(PHONE_INVALID_MSG);
    expect(validatePhone('+33612345678')).toBe(PHONE_INVALID_MSG);
  });

  it('accepts the demo numbers and numbers of every allowed country', () => {
    for (const n of ['+15550100001', '+12025550123', '+959451234567', '+6591234567', '+447911123456', '+66812345678']) {
      expect([n, validatePhone(n)]).toEqual([n, null]);
    }
  });
});

describe('E.164 conversion', () => {
  it('adds the dial code and drops punctuation and the trunk 0', () => {
    expect(toE164('us', '(555) 010-0001')).toBe('+15550100001');
    expect(toE164('gb', '07911 123456')).toBe('+447911123456');
    expect(toE164('us', '  ')).toBe('');
  });
  it('splits a value back into country and number', () => {
    expect(fromE164('+6591234567')).toEqual({ country: 'sg', national: '91234567' });
    expect(fromE164('+15550100001')).toEqual({ country: 'us', national: '5550100001' });
    expect(fromE164('')).toEqual({ country: 'us', national: '' });
  });
});

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhonePicker
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('PhonePicker', () => {
  it('defaults to the United States and gives the typed number in E.164', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    expect(screen.getByText(/United States \+1/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '555 010 0001');
    expect(onValue).toHaveBeenLastCalledWith('+15550100001');
  });

  it('offers only the allowed countries, with flag and dial code', async () => {
    render(<Harness onValue={() => {}} />);
    await userEvent.click(screen.getByLabelText('Country'));
    for (const label of ['United States +1', 'Myanmar +95', 'Singapore +65', 'United Kingdom +44', 'Thailand +66']) {
      expect(screen.getAllByText(new RegExp(label.replace('+', '\\+'))).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText(/France/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/🇸🇬/).length).toBeGreaterThan(0);
  });
});
