import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { useStatusFilter } from '@fcs/shared/hooks/use-status-filter';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageHeader, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { StatusFilter } from '@fcs/shared/ui/status-filter';
import { DEFAULT_SORT, fetchCollectPage, SORTABLE_FIELDS } from '../api/collect-list';
import { collectColumns } from './collect-columns';
import { usePickupsText } from '../../../i18n';

/**
 * /assign-pickups, Collect (spec 2 §2, §4): the pickups assigned to the signed-in staff member;
 * search, status filter, page and sort in the URL; cards on a phone, the driver's screen.
 */
export function CollectPage() {
  const navigate = useNavigate();
  const t = usePickupsText();
  const filter = useStatusFilter('assignedPickups');
  const list = useListPage({
    what: 'Collect',
    load: (query, search, _table, cursor) => fetchCollectPage(query, search, filter.statuses, cursor),
    deps: filter.statuses,
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const { table, error } = list;
  const linkStyle = useLinkStyle();

  const emptyText = error
    ? t('list.failedShort')
    : filter.statuses.length === 0
      ? t('list.choose')
      : table.search
        ? t('list.noMatch')
        : t('collect.empty');

  return (
    <Page labelledBy="collect-title">
      <PageHeader id="collect-title" title={t('collect.title')}>
        <Button type="primary" icon={<NodeIndexOutlined />} onClick={() => navigate(ROUTES.collectRoute.path)}>
          {t('collect.route')}
        </Button>
      </PageHeader>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder={t('collect.search')} onSearch={table.setSearch} />
        <StatusFilter options={filter.options} value={filter.selection} onChange={filter.change} />
      </Flex>
      <PagedList
        list={list}
        label={t('collect.label')}
        columns={collectColumns(t, table.page, table.pageSize, String(linkStyle.color))}
        failure={t('collect.failed')}
        emptyText={emptyText}
      />
    </Page>
  );
}
