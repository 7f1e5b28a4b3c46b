import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { selectedAddressAtom } from '@fcs/runtime/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { pickupDatesOf, zoneByZip } from '../../../api/pickups';
import { Muted } from '@fcs/shared/ui/page-parts';
import { PickupDateField } from '@fcs/shared/ui/pickup-date-field';
import { pickupDraftAtom } from '../hooks/pickup-draft';
import { pickupFormErrors, withZone, type PickupFormValues } from '../utils/pickup-form';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { useMessageText } from '@fcs/runtime/i18n';
import { useCustomerText } from '../../../i18n';

type ZoneLookup = { state: 'idle' | 'loading' | 'found' | 'not-found' } | { state: 'error'; message: string };

export interface PickupFormProps {
  /** Which form this is ("request" or "edit:{id}"): a kept draft is only restored into the same form. */
  formKey: string;
  initial: PickupFormValues;
  submitText: string;
  busy?: boolean;
  onSubmit: (values: PickupFormValues) => void;
  /** Shown above the fields (the edit form's number and status). */
  header?: ReactNode;
}

/**
 * The customer's pickup form (spec 2 §2, §5): Select address (to /addresses in select mode, which
 * hands the address back), the Pickup Zone read-only from the address's zip code (red "zone not
 * found" when no zone holds it), a Pickup Date select of the zone's dates from today on (a new zone
 * clears the date), a 3-row remark, and the required messages in red under each field.
 */
export function PickupForm({ formKey, initial, submitText, busy, onSubmit, header }: PickupFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const { t } = useCustomerText();
  const message = useMessageText();
  const [draft, setDraft] = useAtom(pickupDraftAtom);
  const [selected, setSelected] = useAtom(selectedAddressAtom);
  // Back from choosing an address: the draft of this form, with the chosen address.
  const [values, setValues] = useState<PickupFormValues>(() => {
    if (draft?.key !== formKey) return initial;
    return selected ? { ...draft.values, address: selected } : draft.values;
  });
  const [tried, setTried] = useState(false);
  const [zone, setZone] = useState<ZoneLookup>({ state: 'idle' });
  const errors = tried ? pickupFormErrors(values) : {};

  // The draft and the pick are used once.
  useEffect(() => {
    setDraft(null);
    setSelected(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The zone is the one holding the address's zip code.
  const zip = values.address?.zip_code?.trim() ?? '';
  useEffect(() => {
    if (!zip) {
      setZone({ state: 'idle' });
      return;
    }
    let live = true;
    setZone({ state: 'loading' });
    zoneByZip(zip).then(
      (found) => {
        if (!live) return;
        setValues((v) => withZone(v, found));
        setZone({ state: 'found' });
      },
      (e: { status?: number; message?: string }) => {
        if (!live) return;
        setValues((v) => withZone(v, null));
        setZone(e.status === 404 ? { state: 'not-found' } : { state: 'error', message: e.message ?? '' });
      },
    );
    return () => {
      live = false;
    };
  }, [zip]);

  const chooseAddress = () => {
    setDraft({ key: formKey, values });
    navigate(`${ROUTES.addresses.path}?select=1`);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(pickupFormErrors(values)).length === 0) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('pickups.form')}>
      <Form layout="vertical" component={false}>
        {header}
        <Form.Item
          label={t('pickups.address')}
          required
          validateStatus={errors.address ? 'error' : undefined}
          help={errors.address && message(errors.address)}
          style={{ marginBottom: 16 }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
            {values.address ? (
              <div style={{ width: '100%', maxWidth: 420 }}>
                <AddressCard address={values.address} label={t('pickups.addressLabel')} />
              </div>
            ) : (
              <Muted>{t('pickups.noAddressChosen')}</Muted>
            )}
            <Button icon={<EnvironmentOutlined />} onClick={chooseAddress}>
              {t('pickups.selectAddress')}
            </Button>
          </div>
        </Form.Item>
        <Form.Item
          label={t('pickups.zone')}
          htmlFor={`${id}-zone`}
          required
          validateStatus={errors.zone ? 'error' : undefined}
          help={errors.zone && message(errors.zone)}
          extra={t('pickups.zoneHint')}
          style={{ marginBottom: 16 }}
        >
          <Input
            id={`${id}-zone`}
            readOnly
            value={values.zoneName ?? ''}
            placeholder={values.address ? '' : t('pickups.addressFirst')}
            suffix={zone.state === 'loading' ? <Spin size="small" /> : <span />}
            style={{ maxWidth: 420 }}
          />
        </Form.Item>
        {zone.state === 'not-found' ? (
          <Alert type="error" showIcon title={message(MSG.zoneNotFound)} style={{ marginBottom: 16, maxWidth: 420 }} />
        ) : zone.state === 'error' ? (
          <Alert
            type="error"
            showIcon
            title={zone.message ? message(zone.message) : t('pickups.zoneFailed')}
            style={{ marginBottom: 16, maxWidth: 420 }}
          />
        ) : null}
        <PickupDateField
          id={`${id}-date`}
          zoneId={values.zoneId}
          value={values.dateId}
          onChange={(dateId) => setValues((v) => ({ ...v, dateId }))}
          load={pickupDatesOf}
          error={errors.date}
          noZoneText={t('pickups.zoneDecides')}
        />
        <Form.Item label={t('pickups.remark')} htmlFor={`${id}-remark`} style={{ marginBottom: 16 }}>
          <Input.TextArea
            id={`${id}-remark`}
            rows={3}
            maxLength={TEXT_LIMITS.remark}
            value={values.remark}
            onChange={(e) => setValues((v) => ({ ...v, remark: e.target.value }))}
            placeholder={t('pickups.remarkPlaceholder')}
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
