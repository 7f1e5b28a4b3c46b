import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Empty, Skeleton } from 'antd';
import { useSetAtom } from 'jotai';
import { useParams } from 'react-router-dom';
import { listCustomerAddresses } from '@fcs/runtime/client';
import type { Address } from '@fcs/shared/model/entities';
import { ROUTES } from '@fcs/shared/model/routes';
import { selectedAddressAtom } from '@fcs/runtime/session';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { usePickupsText } from '../../../i18n';

/**
 * /customer-addresses/{customerId} (spec 2 §2): the chosen customer's addresses as select-only
 * cards, the default first; Select hands the address back to the pickup form that opened it.
 */
export function CustomerAddressesPage() {
  const { customerId = '' } = useParams();
  const { data, loading, error, reload } = useAsync<Address[]>(`customer-addresses:${customerId}`, () => listCustomerAddresses(customerId));
  const setSelected = useSetAtom(selectedAddressAtom);
  const goBack = useGoBack(ROUTES.createPickup.path);
  const t = usePickupsText();

  const select = (address: Address) => {
    setSelected(address);
    goBack();
  };

  return (
    <Page labelledBy="customer-addresses-title" maxWidth={960}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('action.back')}
      </Button>
      <PageTitle id="customer-addresses-title">{t('addresses.title')}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error ? (
        <LoadFailure error={error} what="addresses" onRetry={reload} />
      ) : !data?.length ? (
        <Empty description={t('addresses.empty')} />
      ) : (
        <ul
          aria-label={t('addresses.list')}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          }}
        >
          {data.map((a) => (
            <li key={a.id}>
              <AddressCard
                address={a}
                isDefault={a.is_default}
                actions={
                  <Button type="primary" size="small" onClick={() => select(a)} aria-label={t('action.selectOf', { name: a.full_name })}>
                    {t('action.select')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
