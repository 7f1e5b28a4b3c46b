import { renderFormat, renderFormatTexts } from './notifications';

describe('renderFormat (%name% variables of the e-mail/SMS formats)', () => {
  it('fills every known variable, as often as it appears', () => {
    expect(renderFormat('Dear %name%, %dropoff_number% is done. %name%!', { name: 'Alice', dropoff_number: 'DO000007' })).toBe(
      'Dear Alice, DO000007 is done. Alice!',
    );
  });

  it('renders null and undefined as nothing and numbers as text', () => {
    expect(renderFormat('[%remark%][%count%][%missing%]', { remark: null, count: 3, missing: undefined })).toBe('[][3][]');
  });

  it('leaves unknown variables and plain percent signs as written', () => {
    expect(renderFormat('50% off for %nmae% until %date%', { name: 'A', date: '05/01/2026' })).toBe('50% off for %nmae% until 05/01/2026');
  });

  it('does not treat inherited object keys as variables', () => {
    expect(renderFormat('%constructor% %toString%', {})).toBe('%constructor% %toString%');
  });

  it('renders subject, message and SMS together', () => {
    expect(renderFormatTexts({ subject: 'S %a%', message: 'M %a%', sms: 'T %a%' }, { a: 1 })).toEqual({
      subject: 'S 1',
      message: 'M 1',
      sms: 'T 1',
    });
  });
});
