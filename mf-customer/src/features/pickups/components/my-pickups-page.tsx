import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchMyPickups, SORTABLE_FIELDS } from '../api/my-pickups';
import { pickupColumns } from './pickup-columns';

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
  const emptyText = error ? 'Pickups could not be loaded' : table.search ? 'No pickups match' : 'No pickups requested yet';

  return (
    <Page labelledBy="my-pickups-title">
      <PageTitle id="my-pickups-title">My Requested Pickups</PageTitle>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder="Search pickup number or zone" onSearch={table.setSearch} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.requestPickup.path)}>
          Request Pickup
        </Button>
      </Flex>
      <PagedList
        list={list}
        label="My requested pickups"
        columns={pickupColumns(table.page, table.pageSize)}
        failure="Your pickups could not be loaded."
        failureReason={false}
        emptyText={emptyText}
      />
    </Page>
  );
}
