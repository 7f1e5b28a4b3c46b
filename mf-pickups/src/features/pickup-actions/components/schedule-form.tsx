import { Button, Descriptions, Form, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import type { PickupConfirm } from '@fcs/shared/contract/pickups';
import type { Pickup } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import {
  formatPickupDateId,
  PICKUP_DEFAULT_TIME_FROM,
  PICKUP_DEFAULT_TIME_TO,
  PICKUP_TIME_STEP_MINUTES,
  todayDateId,
} from '@fcs/shared/model/pickups';
import { useFormRules } from '@fcs/shared/hooks/use-form-rules';
import { useStaff } from '@fcs/shared/hooks/use-staff';
import { StaffSelect } from '@fcs/shared/ui/staff-select';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { customerLabel } from '../../../lib/pickup-heading';
import { useMessageTexts } from '@fcs/runtime/i18n';
import { usePickupsText } from '../../../i18n';

// The form's rules (zod) are fetched on the first submit, which checks the form and shows the
// messages from then on.
const fetchRules = () => import('@fcs/shared/contract/pickups');

/** yyyymmdd and the date input's YYYY-MM-DD, both ways. */
export const dateInputOf = (id: string | null | undefined) =>
  id && /^\d{8}$/.test(id) ? `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6)}` : '';
export const dateIdOf = (value: string) => value.replace(/-/g, '');

export interface ScheduleValues {
  date: string;
  from: string;
  to: string;
  staffId: string;
  remark: string;
}

/**
 * Where the form starts: the pickup's date if it is not past, its time window or 09:00–12:00, its
 * staff member, and the remark typed on the detail.
 */
export function initialSchedule(p: Pickup, remark: string | null, today: string = todayDateId()): ScheduleValues {
  return {
    date: p.pickup_date && p.pickup_date >= today ? dateInputOf(p.pickup_date) : '',
    from: p.pickup_time_from ?? PICKUP_DEFAULT_TIME_FROM,
    to: p.pickup_time_to ?? PICKUP_DEFAULT_TIME_TO,
    staffId: p.pickup_staff_id ?? '',
    remark: remark ?? '',
  };
}

/** The body of PUT /pickups/confirm and /pickups/reschedule. */
export function scheduleBody(p: Pickup, v: ScheduleValues): PickupConfirm {
  return {
    id: p.id,
    version: p.version,
    pickup_date: dateIdOf(v.date),
    pickup_time_from: v.from,
    pickup_time_to: v.to,
    pickup_staff_id: v.staffId,
    remark: v.remark.trim() || null,
  };
}

export interface ScheduleFormProps {
  pickup: Pickup;
  remark: string | null;
  submitText: string;
  busy: boolean;
  onSubmit: (body: PickupConfirm) => void;
}

/**
 * Confirm and Reschedule (spec 2 §2, §5): the pickup shown (number, status, zone, customer), Staff
 * ('Staff is required'), Pickup Date ('Pickup date is required'; today or later), Pickup Time From
 * and To (5-minute steps, 09:00 and 12:00 to start with, from before to), Remark.
 */
export function ScheduleForm({ pickup, remark, submitText, busy, onSubmit }: ScheduleFormProps) {
  const id = useId();
  const staff = useStaff();
  const [values, setValues] = useState(() => initialSchedule(pickup, remark));
  const { rules, load } = useFormRules(fetchRules);
  const t = usePickupsText();
  const messages = useMessageTexts();
  const body = scheduleBody(pickup, values);
  const errors = rules ? messages(rules.pickupFormErrors(rules.pickupConfirmSchema, body)) : {};
  const set = (patch: Partial<ScheduleValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const loaded = await load();
    if (loaded && Object.keys(loaded.pickupFormErrors(loaded.pickupConfirmSchema, body)).length === 0) onSubmit(body);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitText}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'number', label: t('field.pickupNumber'), children: <strong data-testid="pickup-number">{pickup.pickup_number}</strong> },
          { key: 'status', label: t('field.status'), children: <StatusBadge kind="pickup" status={pickup.status} /> },
          { key: 'zone', label: t('field.pickupZone'), children: pickup.zone_name || '-' },
          { key: 'requested', label: t('field.requestedDate'), children: formatPickupDateId(pickup.pickup_date) || '-' },
          { key: 'customer', label: t('field.customer'), span: 'filled' as const, children: customerLabel(pickup) },
        ]}
      />
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('field.staff')}
          htmlFor={`${id}-staff`}
          required
          validateStatus={errors.pickup_staff_id ? 'error' : undefined}
          help={errors.pickup_staff_id}
        >
          <StaffSelect
            id={`${id}-staff`}
            label={t('field.staff')}
            value={values.staffId}
            onChange={(staffId) => set({ staffId })}
            staff={staff.data}
            loading={staff.loading}
            status={errors.pickup_staff_id ? 'error' : undefined}
            disabled={busy}
          />
        </Form.Item>
        <Form.Item
          label={t('field.pickupDate')}
          htmlFor={`${id}-date`}
          required
          validateStatus={errors.pickup_date ? 'error' : undefined}
          help={errors.pickup_date}
        >
          <Input
            id={`${id}-date`}
            type="date"
            min={dateInputOf(todayDateId())}
            value={values.date}
            onChange={(e) => set({ date: e.target.value })}
            disabled={busy}
            style={{ maxWidth: 200 }}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item
            label={t('actions.timeFrom')}
            htmlFor={`${id}-from`}
            validateStatus={errors.pickup_time_from ? 'error' : undefined}
            help={errors.pickup_time_from}
          >
            <Input
              id={`${id}-from`}
              type="time"
              step={PICKUP_TIME_STEP_MINUTES * 60}
              value={values.from}
              onChange={(e) => set({ from: e.target.value })}
              disabled={busy}
              style={{ width: 140 }}
            />
          </Form.Item>
          <Form.Item
            label={t('actions.timeTo')}
            htmlFor={`${id}-to`}
            validateStatus={errors.pickup_time_to ? 'error' : undefined}
            help={errors.pickup_time_to}
          >
            <Input
              id={`${id}-to`}
              type="time"
              step={PICKUP_TIME_STEP_MINUTES * 60}
              value={values.to}
              onChange={(e) => set({ to: e.target.value })}
              disabled={busy}
              style={{ width: 140 }}
            />
          </Form.Item>
        </div>
        <Form.Item label={t('field.remark')} htmlFor={`${id}-remark`}>
          <Input.TextArea
            id={`${id}-remark`}
            rows={3}
            maxLength={TEXT_LIMITS.remark}
            value={values.remark}
            onChange={(e) => set({ remark: e.target.value })}
            disabled={busy}
            style={{ maxWidth: 560 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitText}
        </Button>
      </Form>
    </form>
  );
}
