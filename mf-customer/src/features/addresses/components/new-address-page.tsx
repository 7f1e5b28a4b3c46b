import { Skeleton } from 'antd';
import { MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { useSession, useSubmit } from '@fcs/shared/session';
import { AddressForm, type AddressFormValues } from '@fcs/shared/ui/address-form';
import { createAddress } from '../../../api/addresses';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useMapsKey } from '@fcs/shared/hooks/use-maps-key';

/** /new-address (spec 2 §2): a new delivery address of the signed-in customer; back to where Add address was pressed. */
export function NewAddressPage() {
  const { cid } = useSession();
  const mapsKey = useMapsKey();
  const { busy, submit, goBack } = useSubmit({ success: MSG.addAddress, back: 'success', fallback: ROUTES.addresses.path });
  const save = (values: AddressFormValues) => submit(() => createAddress({ ...values, user_id: cid ?? '' }));

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
