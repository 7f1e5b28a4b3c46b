import { Checkbox, Skeleton } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { useSubmit } from '@fcs/runtime/session';
import { AddressForm, type AddressFormValues } from '@fcs/shared/ui/address-form';
import { getAddress, updateAddress } from '../../../api/addresses';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useMapsKey } from '@fcs/shared/hooks/use-maps-key';
import { useCustomerText } from '../../../i18n';

/**
 * /address-detail/{userId}/{addressId} (spec 2 §2): edit one address. "Default address" set on
 * save makes it the default (spec 2 §4); the default one cannot be un-defaulted here (another
 * address becomes the default by its own Make default).
 */
export function AddressDetailPage() {
  const { userId = '', addressId = '' } = useParams();
  const mapsKey = useMapsKey();
  const { t } = useCustomerText();
  const { busy, submit, goBack } = useSubmit({ success: MSG.updateAddress, back: 'success', fallback: ROUTES.addresses.path });
  const { data, loading, error, reload } = useAsync(`address:${userId}:${addressId}`, () => getAddress(userId, addressId));
  const [makeDefault, setMakeDefault] = useState<boolean | null>(null);
  const isDefault = makeDefault ?? data?.is_default ?? false;

  const save = async (values: AddressFormValues) => {
    if (data) await submit(() => updateAddress({ ...values, id: data.id, user_id: data.user_id, is_default: isDefault }));
  };

  return (
    <Page labelledBy="address-detail-title" maxWidth={760}>
      <PageTitle id="address-detail-title">{t('addresses.editTitle')}</PageTitle>
      {loading || mapsKey === null ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="address" onRetry={reload} />
      ) : data ? (
        <AddressForm
          key={data.id}
          initial={{ ...data, address_line2: data.address_line2 ?? '', lat: data.lat ?? null, lng: data.lng ?? null }}
          mapsApiKey={mapsKey}
          busy={busy}
          onSubmit={(v) => void save(v)}
          onCancel={goBack}
          extra={
            <Checkbox
              checked={isDefault}
              disabled={data.is_default}
              onChange={(e) => setMakeDefault(e.target.checked)}
              style={{ marginBottom: 8 }}
            >
              {t('addresses.defaultAddress')}
            </Checkbox>
          }
        />
      ) : null}
    </Page>
  );
}
