import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchMyPickups, SORTABLE_FIELDS } from '../api/my-pickups';
import { pickupColumns } from './pickup-columns';
import { useCustomerText } from '../../../i18n';

/** /my-pickups (spec 2 §2): the customer's own pickups; page, size, sort and search in the query string. */
export function MyPickupsPage() {
  const navigate = useNavigate();
  const list = useListPage({
    what: 'My pickups',
    load: fetchMyPickups,
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const { table, error } = list;
  const text = useCustomerText();
  const { t } = text;
  const emptyText = error ? t('pickups.failedShort') : table.search ? t('pickups.noMatch') : t('pickups.empty');

  return (
    <Page labelledBy="my-pickups-title">
      <PageTitle id="my-pickups-title">{t('pickups.title')}</PageTitle>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder={t('pickups.search')} onSearch={table.setSearch} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.requestPickup.path)}>
          {t('pickups.request')}
        </Button>
      </Flex>
      <PagedList
        list={list}
        label={t('pickups.listLabel')}
        columns={pickupColumns(table.page, table.pageSize, text)}
        failure={t('pickups.failed')}
        failureReason={false}
        emptyText={emptyText}
      />
    </Page>
  );
}
