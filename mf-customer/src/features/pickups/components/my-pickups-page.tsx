import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/contract';
import { useTableQuery } from '@fcs/shared/ui/data-table';
import { ListSearch } from '../../../components/list-search';
import { ListView } from '../../../components/list-view';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '../../../lib/use-async';
import { DEFAULT_SORT, fetchMyPickups, SORTABLE_FIELDS } from '../api/my-pickups';
import { pickupColumns } from './pickup-columns';

/** /my-pickups (spec 2 §2): the customer's own pickups; page, size, sort and search in the query string. */
export function MyPickupsPage() {
  const navigate = useNavigate();
  const table = useTableQuery({ defaultSort: DEFAULT_SORT, sortableFields: SORTABLE_FIELDS });
  const key = JSON.stringify([table.query, table.search]);
  const { data, loading, error, reload } = useAsync(key, () => fetchMyPickups(table.query, table.search));
  useEffect(() => {
    if (error) console.error(`My pickups could not be loaded: ${error.message}`);
  }, [error]);
  // A failed fetch leaves the list empty (spec 2 §8).
  const rows = error ? [] : (data?.rows ?? []);
  const total = error ? 0 : (data?.total ?? 0);
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
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="Your pickups could not be loaded."
          action={
            <Button size="small" onClick={reload}>
              Retry
            </Button>
          }
        />
      ) : null}
      <ListView
        label="My requested pickups"
        columns={pickupColumns(table.page, table.pageSize)}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        page={table.page}
        pageSize={table.pageSize}
        sort={table.sort}
        onChange={table.change}
        loading={loading}
        emptyText={emptyText}
      />
    </Page>
  );
}
