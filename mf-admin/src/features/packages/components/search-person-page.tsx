import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { searchCustomers } from '@fcs/runtime/client';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import type { CustomerHit } from '@fcs/shared/model/entities';
import { routePath, ROUTES } from '@fcs/shared/model/routes';
import { CustomerSearch } from '@fcs/shared/ui/customer-search';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { chosenPeopleAtom, type PersonRole } from '../hooks/package-pickers';
import { useAdminText } from '../../../i18n';

/**
 * /search-consignee and /search-sender: the customer search (FCS ID, name or phone); the chosen
 * customer goes back to /package-edit through the package picker atom. The search text is kept
 * in ?q= so that Back and reload show the same results.
 */
function SearchPersonPage({ role }: { role: PersonRole }) {
  const [params, setParams] = useSearchParams();
  const chosen = useAtomValue(chosenPeopleAtom);
  const setChosen = useSetAtom(chosenPeopleAtom);
  const goBack = useGoBack(chosen.packageId ? routePath('packageEdit', { id: chosen.packageId }) : ROUTES.packages.path);
  const query = params.get('q') ?? '';
  const t = useAdminText();

  const select = (c: CustomerHit) => {
    setChosen((now) => ({ ...now, [role]: { id: c.id, fcs_id: c.fcs_id, user_name: c.user_name, phone_number: c.phone_number } }));
    goBack();
  };

  return (
    <Page labelledBy="search-person-title" maxWidth={840}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('action.back')}
      </Button>
      <PageTitle id="search-person-title">{role === 'consignee' ? t('packages.searchConsignee') : t('packages.searchSender')}</PageTitle>
      <CustomerSearch
        query={query}
        onQueryChange={(text) => setParams(text ? { q: text } : {}, { replace: true })}
        search={searchCustomers}
        onSelect={select}
      />
    </Page>
  );
}

export function SearchConsigneePage() {
  return <SearchPersonPage role="consignee" />;
}

export function SearchSenderPage() {
  return <SearchPersonPage role="sender" />;
}
