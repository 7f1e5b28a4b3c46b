import { Flex } from 'antd';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { DataPager, DataTable } from '@fcs/shared/ui/data-table';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchMyPackages, normalizeSearch, SORTABLE_FIELDS } from '../api/my-packages';
import { useListView } from '@fcs/shared/hooks/use-list-view';
import { routePath } from '@fcs/shared/model/routes';
import { packageColumns } from '@fcs/shared/ui/package-columns';
import { PackagesGrid } from '@fcs/shared/ui/packages-grid';
import { ViewToggle } from '@fcs/shared/ui/view-toggle';
import { PackageSearch } from './package-search';

const detailPath = (id: string) => routePath('myPackageDetail', { id });

/** /my-packages (spec 1 §2.6): the signed-in customer's packages; state in the query string. */
export function MyPackagesPage() {
  const { table, rows, total, loading, error, reload } = useListPage({
    what: 'My packages',
    load: fetchMyPackages,
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const [view, setView] = useListView();
  const emptyText = error ? 'Packages could not be loaded' : table.search ? 'No packages match' : 'No packages yet';

  return (
    <Page labelledBy="my-packages-title">
      <PageTitle id="my-packages-title">My Packages</PageTitle>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        {/* The URL keeps the search as it is matched: upper-cased, spaces removed. */}
        <PackageSearch value={table.search} onSearch={(text) => table.setSearch(normalizeSearch(text))} />
        <ViewToggle value={view} onChange={setView} />
      </Flex>
      {error ? <ListFailure title="Your packages could not be loaded." onRetry={reload} /> : null}
      {view === 'list' ? (
        <DataTable
          label="My packages"
          columns={packageColumns(table.page, table.pageSize, { trackingTitle: 'Tracking Number', detailPath })}
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
          <PackagesGrid
            rows={rows}
            detailPath={detailPath}
            page={table.page}
            pageSize={table.pageSize}
            loading={loading}
            emptyText={emptyText}
          />
          <DataPager page={table.page} pageSize={table.pageSize} sort={table.sort} total={total} onChange={table.change} />
        </Flex>
      )}
    </Page>
  );
}
