import { Alert } from 'antd';
import { useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { selectedAddressAtom } from '@fcs/runtime/session';
import { AddressBook } from '../../../components/address-book';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { useCustomerText } from '../../../i18n';

/** `/addresses?select=1`: the address list as a picker for the screen that opened it. */
export const SELECT_PARAM = 'select';

/**
 * /addresses (spec 2 §2): the customer's address cards with Add address, edit, delete and Make
 * default. In select mode each card also has Select, which hands the address back through
 * selectedAddressAtom and returns to the screen that asked.
 */
export function AddressesPage() {
  const [params] = useSearchParams();
  const selecting = params.get(SELECT_PARAM) === '1';
  const setSelected = useSetAtom(selectedAddressAtom);
  const goBack = useGoBack(ROUTES.requestPickup.path);
  const { t } = useCustomerText();

  return (
    <Page labelledBy="addresses-title" maxWidth={1100}>
      <PageTitle id="addresses-title">{selecting ? t('addresses.selectTitle') : t('addresses.title')}</PageTitle>
      {selecting ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('addresses.selectHint')} /> : null}
      <AddressBook
        onSelect={
          selecting
            ? (address) => {
                setSelected(address);
                goBack();
              }
            : undefined
        }
      />
    </Page>
  );
}
