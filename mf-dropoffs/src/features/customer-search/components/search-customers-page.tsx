import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button } from 'antd';
import { useSetAtom } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { searchCustomers } from '@fcs/runtime/client';
import type { CustomerHit } from '@fcs/shared/model/entities';
import { decodeSearch } from '@fcs/shared/model/format';
import { customerSearchPath, ROUTES } from '@fcs/shared/model/routes';
import { selectedCustomerAtom } from '@fcs/runtime/session';
import { CustomerSearch } from '@fcs/shared/ui/customer-search';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { useDropoffsText } from '../../../i18n';

/** The path of a search: hyphens as spaces, base64, then URL-encoded (spec 3 §2, §5). */
export const searchPath = (text: string): string => customerSearchPath('searchCustomers', text);

/**
 * /search-customers/{encodedQuery} (spec 3 §2): opened by Select Customer; the chosen customer goes
 * back to the screen that opened it through the shared picker atom.
 */
export function SearchCustomersPage() {
  const { query = '' } = useParams();
  const navigate = useNavigate();
  const setSelected = useSetAtom(selectedCustomerAtom);
  const goBack = useGoBack(ROUTES.createDropoff.path);
  const text = decodeSearch(query);
  const t = useDropoffsText();

  const select = (c: CustomerHit) => {
    setSelected({ id: c.id, fcs_id: c.fcs_id, user_name: c.user_name, phone_number: c.phone_number });
    goBack();
  };

  return (
    <Page labelledBy="search-customers-title" maxWidth={840}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('action.back')}
      </Button>
      <PageTitle id="search-customers-title">{t('search.customers')}</PageTitle>
      {/* Each search replaces the entry, so Back and the chosen customer return to the opener. */}
      <CustomerSearch
        query={text}
        onQueryChange={(next) => navigate(searchPath(next), { replace: true })}
        search={searchCustomers}
        onSelect={select}
      />
    </Page>
  );
}
