import { Form, Select } from 'antd';
import { useEffect } from 'react';
import type { PickupDate } from '../model/entities';
import { pickupDateLabel, todayDateId } from '../model/pickups';
import { useAsync } from '../hooks/use-async';
import { useMessageText } from '@fcs/runtime/i18n';
import { useUiText } from './ui-text';

/** Only a zone's dates that are today or later (spec 2 §5: from the start of today, the office's day), soonest first. */
export function offeredDates(dates: readonly PickupDate[], today: string = todayDateId()): PickupDate[] {
  return dates.filter((d) => d.id >= today).sort((a, b) => a.id.localeCompare(b.id));
}

export interface PickupDateFieldProps {
  id: string;
  zoneId: string | null;
  /** The chosen date's id, yyyymmdd. */
  value: string | null;
  onChange: (dateId: string | null) => void;
  /** The zone's dates (GET /pickup_dates?zone_id=), as the screen's api module reads them. */
  load: (zoneId: string) => Promise<PickupDate[]>;
  /** The red message under the field ('Pickup date is required'). */
  error?: string;
  /** What the field says while no zone is chosen. */
  noZoneText: string;
}

/**
 * The Pickup Date select of every pickup form (spec 2 §2, §5): only the zone's dates from today on;
 * a chosen date that is no longer offered (passed, or taken off the zone) is dropped.
 */
export function PickupDateField({ id, zoneId, value, onChange, load, error, noZoneText }: PickupDateFieldProps) {
  const { t, language } = useUiText();
  const message = useMessageText();
  const dates = useAsync(`pickup-dates:${zoneId ?? ''}`, () => (zoneId ? load(zoneId) : Promise.resolve([])));
  const options = offeredDates(dates.data ?? []);
  const ready = !dates.loading && dates.data !== null;
  const optionKey = options.map((o) => o.id).join(',');
  useEffect(() => {
    if (ready && value && !optionKey.split(',').includes(value)) onChange(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is a new function each render.
  }, [ready, optionKey, value]);

  return (
    <Form.Item
      label={t('pickup.date')}
      htmlFor={id}
      required
      validateStatus={error ? 'error' : undefined}
      help={error && message(error)}
      style={{ marginBottom: 16 }}
    >
      <Select
        id={id}
        value={value ?? undefined}
        onChange={(dateId: string) => onChange(dateId)}
        options={options.map((d) => ({ value: d.id, label: pickupDateLabel(d, language) }))}
        disabled={!zoneId}
        loading={Boolean(zoneId) && dates.loading}
        placeholder={zoneId ? t('pickup.chooseDate') : noZoneText}
        notFoundContent={dates.error ? t('pickup.datesFailed', { reason: message(dates.error.message) }) : t('pickup.noDates')}
        style={{ width: '100%', maxWidth: 420 }}
      />
    </Form.Item>
  );
}
