import { Skeleton } from 'antd';
import { useState } from 'react';
import { MSG, ROUTES } from '@fcs/shared/contract';
import { useNotify, useSession } from '@fcs/shared/session';
import { AddressForm, type AddressFormValues } from '@fcs/shared/ui/address-form';
import { createAddress } from '../../../api/addresses';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useGoBack } from '../../../lib/use-go-back';
import { useMapsKey } from '../../../lib/use-maps-key';

/** /new-address (spec 2 §2): a new delivery address of the signed-in customer; back to where Add address was pressed. */
export function NewAddressPage() {
  const { cid } = useSession();
  const notify = useNotify();
  const mapsKey = useMapsKey();
  const goBack = useGoBack(ROUTES.addresses.path);
  const [busy, setBusy] = useState(false);

  const save = async (values: AddressFormValues) => {
    setBusy(true);
    try {
      await createAddress({ ...values, user_id: cid ?? '' });
      notify.success(MSG.addAddress);
      goBack();
    } catch (e) {
      notify.error((e as { message?: string }).message ?? String(e));
      setBusy(false);
    }
  };

  return (
    <Page labelledBy="new-address-title" maxWidth={760}>
      <PageTitle id="new-address-title">New address</PageTitle>
      {mapsKey === null ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <AddressForm mapsApiKey={mapsKey} submitText="Save" busy={busy} onSubmit={(v) => void save(v)} onCancel={goBack} />
      )}
    </Page>
  );
}
