import { NodeIndexOutlined } from '@ant-design/icons';
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

/**
 * /assign-pickups, Collect (spec 2 §2, §4): the pickups assigned to the signed-in staff member;
 * search, status filter, page and sort in the URL; cards on a phone, the driver's screen.
 */
export function CollectPage() {
  const navigate = useNavigate();
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
    ? 'Pickups could not be loaded'
    : filter.statuses.length === 0
      ? 'Choose a status to see pickups'
      : table.search
        ? 'No pickups match this search'
        : 'No pickups assigned to you';

  return (
    <Page labelledBy="collect-title">
      <PageHeader id="collect-title" title="Collect">
        <Button type="primary" icon={<NodeIndexOutlined />} onClick={() => navigate(ROUTES.collectRoute.path)}>
          Route
        </Button>
      </PageHeader>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder="Search number, zone, customer name or phone" onSearch={table.setSearch} />
        <StatusFilter options={filter.options} value={filter.selection} onChange={filter.change} />
      </Flex>
      <PagedList
        list={list}
        label="Assigned pickups"
        columns={collectColumns(table.page, table.pageSize, String(linkStyle.color))}
        failure="Your pickups could not be loaded."
        emptyText={emptyText}
      />
    </Page>
  );
}
