import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { createSmsRate, updateSmsRate } from '@fcs/runtime/client';
import { countryCodeSchema, parseRate, type SmsRateRow } from '@fcs/shared/contract/sms';
import { MSG } from '@fcs/shared/model/messages';
import { useNotify, useSubmit } from '@fcs/runtime/session';
import { useMessageText, type TFunction } from '@fcs/runtime/i18n';
import { adminEnglish, useAdminText } from '../../../i18n';

interface Draft {
  country: string;
  country_code: string;
  rate: string;
}
type Errors = Partial<Record<keyof Draft, string>>;

/** The form's checks, the api's rules: a country, a calling code, and a rate that parses to a nonzero number. */
export function rateDraftErrors(d: Draft, t: TFunction = adminEnglish, message: (text: string) => string = (text) => text): Errors {
  const errors: Errors = {};
  if (!d.country.trim()) errors.country = t('rates.countryRequired');
  const code = countryCodeSchema.safeParse(d.country_code);
  if (!code.success) errors.country_code = message(code.error.issues[0]?.message ?? t('rates.invalidCode'));
  if (parseRate(d.rate) === null) errors.rate = message(MSG.invalidRate);
  return errors;
}

/** Add SMS Rate and edit (sa): Country, Country Code and Rate; 'Invalid rate' in red, as an alert too (spec 3 §5). */
export function RateDialog({ rate, onClose }: { rate: SmsRateRow | null; onClose: (changed: boolean) => void }) {
  const editing = rate !== null;
  const t = useAdminText();
  const message = useMessageText();
  const [draft, setDraft] = useState<Draft>({
    country: rate?.country ?? '',
    country_code: rate?.country_code ?? '+',
    rate: rate ? String(rate.rate) : '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const notify = useNotify();
  const { submit, busy } = useSubmit({ success: editing ? MSG.updateSmsRate : MSG.createSmsRate });
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: undefined }));
  };

  const save = async () => {
    const found = rateDraftErrors(draft, t, message);
    setErrors(found);
    if (found.rate) notify.error(MSG.invalidRate);
    if (Object.keys(found).length) return;
    const body = { country: draft.country.trim(), country_code: draft.country_code.trim(), rate: draft.rate.trim() };
    const saved = await submit(() => (rate ? updateSmsRate({ id: rate.id, ...body }) : createSmsRate(body)));
    if (saved) onClose(true);
  };

  const field = (key: keyof Draft) => ({ validateStatus: errors[key] ? ('error' as const) : undefined, help: errors[key] });
  return (
    <Modal
      open
      title={editing ? t('rates.edit') : t('rates.add')}
      okText={t('action.save')}
      confirmLoading={busy}
      onOk={save}
      onCancel={busy ? undefined : () => onClose(false)}
      destroyOnHidden
      width={420}
    >
      <Form layout="vertical" onFinish={save} requiredMark={false}>
        <Form.Item label={t('rates.columns.country')} htmlFor="rate-country" {...field('country')}>
          <Input id="rate-country" value={draft.country} onChange={set('country')} maxLength={60} autoFocus />
        </Form.Item>
        <Form.Item label={t('rates.columns.country_code')} htmlFor="rate-code" {...field('country_code')}>
          <Input id="rate-code" value={draft.country_code} onChange={set('country_code')} maxLength={5} inputMode="tel" placeholder="+95" />
        </Form.Item>
        <Form.Item label={t('rates.columns.rate')} htmlFor="rate-rate" {...field('rate')} extra={t('rates.perSegment')}>
          <Input id="rate-rate" value={draft.rate} onChange={set('rate')} maxLength={30} inputMode="decimal" placeholder="0.0079" />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
