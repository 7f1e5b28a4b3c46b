import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { getZoneByZip, listPickupDates, listZones } from '@fcs/runtime/client';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { MSG } from '@fcs/shared/model/messages';
import { customerSearchPath, routePath } from '@fcs/shared/model/routes';
import { selectedAddressAtom, selectedCustomerAtom } from '@fcs/runtime/session';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useFormRules } from '@fcs/shared/hooks/use-form-rules';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { Muted } from '@fcs/shared/ui/page-parts';
import { PickupDateField } from '@fcs/shared/ui/pickup-date-field';
import { pickupFormDraftAtom, staffPickupBody, withCustomer, withZone, type StaffPickupValues } from '../hooks/pickup-form-draft';
import { ChosenCustomerField } from '@fcs/shared/ui/chosen-customer-field';
import { useMessageText, useMessageTexts } from '@fcs/runtime/i18n';
import { usePickupsText } from '../../../i18n';

export interface StaffPickupFormProps {
  /** Which form this is ("create" or "edit:{id}"): a kept draft is only restored into the same form. */
  formKey: string;
  initial: StaffPickupValues;
  /** The edit form: a pickup keeps its customer. */
  customerFixed?: boolean;
  submitText: string;
  busy?: boolean;
  onSubmit: (values: StaffPickupValues) => void;
  header?: ReactNode;
}

// The form's rules (zod) are fetched on the first submit, which checks the form and shows the
// messages from then on.
const fetchRules = () => import('@fcs/shared/contract/pickups');

type ZoneNote = { kind: 'set'; name: string } | { kind: 'none' } | null;

/**
 * The staff pickup form (spec 2 §2 create-pickup-form and pickup-edit, §5; spec 3 §5): Pickup Zone,
 * Pickup Date (only that zone's dates from today on; a new zone clears it), Customer (through
 * /search-customers, then FCS ID, Name and Phone Number), Address (through
 * /customer-addresses/{customerId}), Customer Remark; the spec's messages in red under each field.
 * The draft survives both trips. A chosen address sets the zone its zip code is in (the api holds
 * a pickup to that zone), saying so.
 */
export function StaffPickupForm({ formKey, initial, customerFixed, submitText, busy, onSubmit, header }: StaffPickupFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(pickupFormDraftAtom);
  const [pickedCustomer, setPickedCustomer] = useAtom(selectedCustomerAtom);
  const [pickedAddress, setPickedAddress] = useAtom(selectedAddressAtom);
  const [values, setValues] = useState<StaffPickupValues>(() => {
    let v = draft?.key === formKey ? draft.values : initial;
    if (draft?.key === formKey && pickedCustomer && !customerFixed) v = withCustomer(v, pickedCustomer);
    if (draft?.key === formKey && pickedAddress && pickedAddress.user_id === v.customer?.id) v = { ...v, address: pickedAddress };
    return v;
  });
  const { rules, load } = useFormRules(fetchRules);
  const [zoneNote, setZoneNote] = useState<ZoneNote>(null);
  const t = usePickupsText();
  const message = useMessageText();
  const messages = useMessageTexts();
  const body = staffPickupBody(values);
  const errors = rules ? messages(rules.pickupFormErrors(rules.adminPickupRequestSchema, body)) : {};

  // The draft and the picks are used once.
  useEffect(() => {
    setDraft(null);
    setPickedCustomer(null);
    setPickedAddress(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A newly chosen address brings its zone (the zone holding its zip code).
  const zip = values.address?.zip_code?.trim() ?? '';
  const addressId = values.address?.id ?? '';
  useEffect(() => {
    if (!zip || addressId === initial.address?.id) return;
    let live = true;
    getZoneByZip(zip).then(
      (zone) => {
        if (!live) return;
        setValues((v) => (v.zoneId === zone.id ? v : withZone(v, zone.id)));
        setZoneNote({ kind: 'set', name: zone.name });
      },
      () => live && setZoneNote({ kind: 'none' }),
    );
    return () => {
      live = false;
    };
  }, [zip, addressId, initial.address?.id]);

  const zones = useAsync('zones', listZones);

  const keepDraft = () => setDraft({ key: formKey, values });
  const selectCustomer = () => {
    keepDraft();
    const term = values.customer?.fcs_id ?? '';
    navigate(customerSearchPath('searchCustomers', term));
  };
  const selectAddress = () => {
    if (!values.customer) return;
    keepDraft();
    navigate(routePath('customerAddresses', { customerId: values.customer.id }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const loaded = await load();
    if (loaded && Object.keys(loaded.pickupFormErrors(loaded.adminPickupRequestSchema, body)).length === 0) onSubmit(values);
  };

  const c = values.customer;
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Form layout="vertical" component={false}>
        {header}
        <Form.Item
          label={t('field.pickupZone')}
          htmlFor={`${id}-zone`}
          required
          validateStatus={errors.zone_id ? 'error' : undefined}
          help={errors.zone_id}
          style={{ marginBottom: 16 }}
        >
          <Select
            id={`${id}-zone`}
            value={values.zoneId ?? undefined}
            onChange={(zone: string) => {
              setValues((v) => withZone(v, zone));
              setZoneNote(null);
            }}
            options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
            loading={zones.loading}
            placeholder={t('form.chooseZone')}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={zones.error ? t('form.zonesFailed', { reason: zones.error.message }) : t('form.noZones')}
            style={{ width: '100%', maxWidth: 420 }}
          />
        </Form.Item>
        {zoneNote?.kind === 'set' ? (
          <Muted style={{ display: 'block', marginTop: -8, marginBottom: 12 }}>{t('form.zoneOfZip', { name: zoneNote.name })}</Muted>
        ) : zoneNote?.kind === 'none' ? (
          <Alert type="error" showIcon title={message(MSG.zoneNotFound)} style={{ marginBottom: 16, maxWidth: 420 }} />
        ) : null}
        <PickupDateField
          id={`${id}-date`}
          zoneId={values.zoneId}
          value={values.dateId}
          onChange={(dateId) => setValues((v) => ({ ...v, dateId }))}
          load={listPickupDates}
          error={errors.pickup_date}
          noZoneText={t('form.chooseZoneFirst')}
        />
        <ChosenCustomerField customer={c} error={errors.customer_id} onSelect={customerFixed ? undefined : selectCustomer} required />
        <Form.Item
          label={t('form.address')}
          required
          validateStatus={errors.address_id ? 'error' : undefined}
          help={errors.address_id}
          style={{ marginBottom: 16 }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
            {values.address ? (
              <div style={{ width: '100%', maxWidth: 420 }}>
                <AddressCard address={values.address} label={t('field.pickupAddressLabel')} />
              </div>
            ) : (
              <Muted>{c ? t('form.noAddress') : t('form.chooseCustomerFirst')}</Muted>
            )}
            <Button icon={<EnvironmentOutlined />} onClick={selectAddress} disabled={!c} danger={Boolean(errors.address_id)}>
              {t('form.selectAddress')}
            </Button>
          </div>
        </Form.Item>
        <Form.Item label={t('field.customerRemark')} htmlFor={`${id}-remark`} style={{ marginBottom: 16 }}>
          <Input.TextArea
            id={`${id}-remark`}
            rows={3}
            maxLength={TEXT_LIMITS.remark}
            value={values.remark}
            onChange={(e) => setValues((v) => ({ ...v, remark: e.target.value }))}
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
