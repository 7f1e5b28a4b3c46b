import { Checkbox, Skeleton } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MSG, ROUTES } from '@fcs/shared/contract';
import { useNotify } from '@fcs/shared/session';
import { AddressForm, type AddressFormValues } from '@fcs/shared/ui/address-form';
import { getAddress, updateAddress } from '../../../api/addresses';
import { LoadFailure } from '../../../components/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '../../../lib/use-async';
import { useGoBack } from '../../../lib/use-go-back';
import { useMapsKey } from '../../../lib/use-maps-key';

/**
 * /address-detail/{userId}/{addressId} (spec 2 §2): edit one address. "Default address" set on
 * save makes it the default (spec 2 §4); the default one cannot be un-defaulted here (another
 * address becomes the default by its own Make default).
 */
export function AddressDetailPage() {
  const { userId = '', addressId = '' } = useParams();
  const notify = useNotify();
  const mapsKey = useMapsKey();
  const goBack = useGoBack(ROUTES.addresses.path);
  const { data, loading, error, reload } = useAsync(`address:${userId}:${addressId}`, () => getAddress(userId, addressId));
  const [makeDefault, setMakeDefault] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const isDefault = makeDefault ?? data?.is_default ?? false;

  const save = async (values: AddressFormValues) => {
    if (!data) return;
    setBusy(true);
    try {
      await updateAddress({ ...values, id: data.id, user_id: data.user_id, is_default: isDefault });
      notify.success(MSG.updateAddress);
      goBack();
    } catch (e) {
      notify.error((e as { message?: string }).message ?? String(e));
      setBusy(false);
    }
  };

  return (
    <Page labelledBy="address-detail-title" maxWidth={760}>
      <PageTitle id="address-detail-title">Edit address</PageTitle>
      {loading || mapsKey === null ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="address" onRetry={reload} />
      ) : data ? (
        <AddressForm
          key={data.id}
          initial={{ ...data, address_line2: data.address_line2 ?? '', lat: data.lat ?? null, lng: data.lng ?? null }}
          mapsApiKey={mapsKey}
          submitText="Save"
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
              Default address
            </Checkbox>
          }
        />
      ) : null}
    </Page>
  );
}
