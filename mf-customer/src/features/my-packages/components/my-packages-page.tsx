import { Alert, Button, Flex } from 'antd';
import { DataPager, DataTable, useTableQuery } from '@fcs/shared/ui';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, normalizeSearch, SORTABLE_FIELDS } from '../api/my-packages';
import { useListView } from '../hooks/use-list-view';
import { useMyPackages } from '../hooks/use-my-packages';
import { packageColumns } from './package-columns';
import { PackageSearch } from './package-search';
import { PackagesGrid } from './packages-grid';
import { ViewToggle } from './view-toggle';

/** /my-packages (spec 1 §2.6): the signed-in customer's packages; state in the query string. */
export function MyPackagesPage() {
  const table = useTableQuery({ defaultSort: DEFAULT_SORT, sortableFields: SORTABLE_FIELDS });
  const [view, setView] = useListView();
  const { data, loading, error, reload } = useMyPackages(table.query, table.search);
  // A failed fetch leaves the list empty (spec 1 §8); the error is logged by the hook.
  const rows = error ? [] : (data?.rows ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const emptyText = error ? 'Packages could not be loaded' : table.search ? 'No packages match' : 'No packages yet';

  return (
    <Page labelledBy="my-packages-title">
      <PageTitle id="my-packages-title">My Packages</PageTitle>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        {/* The URL keeps the search as it is matched: upper-cased, spaces removed. */}
        <PackageSearch value={table.search} onSearch={(text) => table.setSearch(normalizeSearch(text))} />
        <ViewToggle value={view} onChange={setView} />
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="Your packages could not be loaded."
          action={
            <Button size="small" onClick={reload}>
              Retry
            </Button>
          }
        />
      ) : null}
      {view === 'list' ? (
        <DataTable
          label="My packages"
          columns={packageColumns(table.page, table.pageSize)}
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
      ) : (
        <Flex vertical gap={12}>
          <PackagesGrid rows={rows} page={table.page} pageSize={table.pageSize} loading={loading} emptyText={emptyText} />
          <DataPager page={table.page} pageSize={table.pageSize} sort={table.sort} total={total} onChange={table.change} />
        </Flex>
      )}
    </Page>
  );
}
