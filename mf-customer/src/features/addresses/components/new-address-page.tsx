import { Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { useSession, useSubmit } from '@fcs/runtime/session';
import { AddressForm, type AddressFormValues } from '@fcs/shared/ui/address-form';
import { createAddress } from '../../../api/addresses';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useMapsKey } from '@fcs/shared/hooks/use-maps-key';
import { useCustomerText } from '../../../i18n';

/**
 * /new-address (spec 2 §2): a new delivery address of the signed-in customer; /new-address/{userId}:
 * of that customer, for cu staff from /user-detail (the api decides). Back to where Add address was pressed.
 */
export function NewAddressPage() {
  const { cid } = useSession();
  const { userId } = useParams();
  const mapsKey = useMapsKey();
  const { t } = useCustomerText();
  const { busy, submit, goBack } = useSubmit({ success: MSG.addAddress, back: 'success', fallback: ROUTES.addresses.path });
  const save = (values: AddressFormValues) => submit(() => createAddress({ ...values, user_id: userId ?? cid ?? '' }));

  return (
    <Page labelledBy="new-address-title" maxWidth={760}>
      <PageTitle id="new-address-title">{t('addresses.newTitle')}</PageTitle>
      {mapsKey === null ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <AddressForm mapsApiKey={mapsKey} busy={busy} onSubmit={(v) => void save(v)} onCancel={goBack} />
      )}
    </Page>
  );
}
