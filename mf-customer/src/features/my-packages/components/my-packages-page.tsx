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
import { useUiText } from '@fcs/shared/ui/ui-text';
import { useCustomerText } from '../../../i18n';

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
  const { t } = useCustomerText();
  const ui = useUiText();
  const emptyText = error ? t('packages.failedShort') : table.search ? t('packages.noMatch') : t('packages.empty');

  return (
    <Page labelledBy="my-packages-title">
      <PageTitle id="my-packages-title">{t('packages.title')}</PageTitle>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        {/* The URL keeps the search as it is matched: upper-cased, spaces removed. */}
        <PackageSearch value={table.search} onSearch={(text) => table.setSearch(normalizeSearch(text))} />
        <ViewToggle value={view} onChange={setView} />
      </Flex>
      {error ? <ListFailure title={t('packages.failed')} onRetry={reload} /> : null}
      {view === 'list' ? (
        <DataTable
          label={t('packages.title')}
          columns={packageColumns(table.page, table.pageSize, { tracking: 'number', detailPath }, ui)}
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
