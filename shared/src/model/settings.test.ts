import { previewFormat } from '../contract/notices';
import { emailFormatUpdateSchema, zoneCreateSchema } from '../contract/settings';
import {
  duplicateZips,
  FORMAT_VARIABLES,
  insertVariable,
  isDateId,
  SETTINGS_MENU,
  settingsPageOf,
  SETTINGS_MSG,
  unknownVariables,
  zipEntry,
  zipEntryProblem,
} from './settings';

describe('zone zip rules (spec 2 §5)', () => {
  it('the zip box keeps digits only, at most five', () => {
    expect(zipEntry('08a8-20')).toBe('08820');
    expect(zipEntry('088201234')).toBe('08820');
    expect(zipEntry('abc')).toBe('');
  });

  it("fewer than five digits is 'invalid zip code'", () => {
    expect(zipEntryProblem('', [])).toBe(SETTINGS_MSG.invalidZip);
    expect(zipEntryProblem('0882', [])).toBe(SETTINGS_MSG.invalidZip);
    expect(zipEntryProblem('08 20', [])).toBe(SETTINGS_MSG.invalidZip);
    expect(SETTINGS_MSG.invalidZip).toBe('invalid zip code');
  });

  it("a zip the zone already has is 'zip code is already exist'; a new five-digit zip passes", () => {
    expect(zipEntryProblem('08820', ['08817', '08820'])).toBe('zip code is already exist');
    expect(zipEntryProblem('08821', ['08817', '08820'])).toBeNull();
  });

  it('the api body refuses the same rules and a list with a zip twice', () => {
    expect(duplicateZips(['1', '2', '1', '1'])).toEqual(['1']);
    expect(zoneCreateSchema.safeParse({ name: 'Z', zip_codes: ['08820', '08820'] }).error?.issues[0]?.message).toBe(
      'zip code is already exist: 08820',
    );
    expect(zoneCreateSchema.safeParse({ name: 'Z', zip_codes: ['0882'] }).error?.issues[0]?.message).toBe('invalid zip code');
    expect(zoneCreateSchema.safeParse({ name: 'Z', zip_codes: ['08820', '10001'] }).success).toBe(true);
  });
});

describe('pickup date ids', () => {
  it('are real calendar days written yyyymmdd', () => {
    expect(isDateId('20261225')).toBe(true);
    expect(isDateId('20280229')).toBe(true);
    expect(isDateId('20270229')).toBe(false);
    expect(isDateId('2026-12-25')).toBe(false);
    expect(isDateId('20261301')).toBe(false);
  });
});

describe('format variables', () => {
  it('inserts %name% at the cursor, in place of a selection, and moves the cursor after it', () => {
    expect(insertVariable('Dear ,', 'name', 5)).toEqual({ text: 'Dear %name%,', cursor: 11 });
    expect(insertVariable('Dear XX,', 'name', 5, 7)).toEqual({ text: 'Dear %name%,', cursor: 11 });
    expect(insertVariable('', 'name', 99)).toEqual({ text: '%name%', cursor: 6 });
  });

  it('finds the variables a format does not offer; "50%" is not a variable', () => {
    expect(unknownVariables('%name% pays 50% of %dropoff_number% %name%', FORMAT_VARIABLES.confirm_pickup)).toEqual(['dropoff_number']);
    expect(unknownVariables('%dropoff_number%', FORMAT_VARIABLES.complete_dropoff)).toEqual([]);
  });

  it('the api refuses a text with a variable the format does not offer', () => {
    const body = {
      id: 'confirm_pickup',
      subject: 'S',
      message: '%dropoff_date%',
      sms: '',
      enable_send_email: true,
      enable_send_sms: false,
    };
    expect(emailFormatUpdateSchema.safeParse(body).error?.issues[0]?.message).toMatch(/%dropoff_date%/);
  });

  it('the preview renders a pickup format with the sample pickup and the drop-off format with the sample drop-off', () => {
    const now = new Date('2026-06-11T15:00:00Z');
    expect(previewFormat('confirm_pickup', { subject: '%pickup_number%', message: '%pickup_address%', sms: '%remark%' }, now)).toEqual({
      subject: 'PU000123',
      message: '27 Oak Tree Road, Apt 3B, Edison, NJ 08820',
      sms: 'The driver will call on arrival',
    });
    expect(previewFormat('complete_dropoff', { subject: '%dropoff_number% %dropoff_date%', message: '', sms: '' }, now).subject).toBe(
      'DO000045 06/10/2026',
    );
  });
});

describe('the settings menu (spec 2 §2)', () => {
  it('has the spec entries in order, SMSs and SMS Rates as links, then the Import (issue 32)', () => {
    expect(SETTINGS_MENU.map((p) => p.label)).toEqual([
      'Available Pickup Dates',
      'Confirm Pickup Email/SMS Format',
      'Cancel Pickup Email/SMS Format',
      'Complete Pickup Email/SMS Format',
      'Reschedule Pickup Email/SMS Format',
      'Failed Pickup Email/SMS Format',
      'Complete Dropoff Email/SMS Format',
      'Pickup Zones',
      'Contact and Office',
      'SMSs',
      'SMS Rates',
      'Import',
    ]);
    expect(settingsPageOf(undefined).slug).toBe('pickup-dates');
    expect(settingsPageOf('pickup-zones').kind).toBe('zones');
    expect(settingsPageOf('nope').slug).toBe('pickup-dates');
  });
});
