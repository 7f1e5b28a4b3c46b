import { FIELD_MSG } from '../model/messages';
import { normalizeAllowedPhone, PHONE_INVALID_MSG } from '../model/phone';
import { dropoffCreateErrors, dropoffCreateSchema, dropoffUpdateSchema } from './dropoffs';

describe('create drop-off validation (spec 3 §5)', () => {
  it('needs a customer and the receiving staff for an existing customer, with the spec’s spelling', () => {
    expect(dropoffCreateErrors({ is_new_customer: false })).toEqual({
      customer_id: 'Customer is required',
      receiving_staff_id: 'Receving Staff is required',
    });
    expect(dropoffCreateErrors({ is_new_customer: false, customer_id: 'c1', receiving_staff_id: 's1' })).toEqual({});
  });

  it('needs a name that is not blank after trimming and a phone for a new customer', () => {
    expect(
      dropoffCreateErrors({ is_new_customer: true, customer_name: '   ', customer_phone_number: '', receiving_staff_id: 's1' }),
    ).toEqual({
      customer_name: FIELD_MSG.customerName,
      customer_phone_number: FIELD_MSG.customerPhone,
    });
    expect(
      dropoffCreateErrors({ is_new_customer: true, customer_name: 'Nia', customer_phone_number: '+15550100099', receiving_staff_id: 's1' }),
    ).toEqual({});
  });

  it('wants the phone with a leading + in an allowed country', () => {
    const withPhone = (p: string) =>
      dropoffCreateErrors({ is_new_customer: true, customer_name: 'Nia', customer_phone_number: p, receiving_staff_id: 's1' })
        .customer_phone_number;
    expect(withPhone('5550100099')).toBe(PHONE_INVALID_MSG);
    expect(withPhone('+4915112345678')).toBe(PHONE_INVALID_MSG);
    expect(withPhone('+1555')).toBe(PHONE_INVALID_MSG);
    for (const ok of ['+15550100099', '+959123456789', '+6591234567', '+447911123456', '+66812345678'])
      expect(withPhone(ok)).toBeUndefined();
  });

  it('ignores the other branch’s fields and keeps the customer remark free', () => {
    const parsed = dropoffCreateSchema.parse({ customer_id: 'c1', receiving_staff_id: 's1', customer_name: '', customer_remark: '' });
    expect(parsed.is_new_customer).toBe(false);
  });

  it('normalises allowed phones to E.164', () => {
    expect(normalizeAllowedPhone('+1 (555) 010-0002')).toBe('+15550100002');
    expect(normalizeAllowedPhone(' +95 9 123 456 789 ')).toBe('+959123456789');
    expect(normalizeAllowedPhone('')).toBeNull();
    expect(normalizeAllowedPhone(null)).toBeNull();
  });

  it('requires the receiving staff on edit too', () => {
    const r = dropoffUpdateSchema.safeParse({ id: 'd1', receiving_staff_id: ' ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(FIELD_MSG.receivingStaff);
  });
});

describe('text limits and NUL characters', () => {
  it('refuses a remark over its limit and a NUL anywhere in a text, with the field named', () => {
    const long = dropoffUpdateSchema.safeParse({ id: 'd1', receiving_staff_id: 's1', customer_remark: 'x'.repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe('The remark is too long (at most 2000 characters)');
    const nul = dropoffUpdateSchema.safeParse({ id: 'd1', receiving_staff_id: 's1', customer_remark: 'a\u0000b' });
    expect(nul.error?.issues[0]?.message).toBe('The remark must not contain a NUL character');
  });
});
