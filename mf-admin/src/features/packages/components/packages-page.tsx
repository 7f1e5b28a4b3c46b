import FilterOutlined from '@ant-design/icons/FilterOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Badge, Button, Checkbox, Flex } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState, type Key } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { useListView } from '@fcs/shared/hooks/use-list-view';
import { VIEW_COOKIES } from '@fcs/shared/model/constants';
import type { PackageListRow } from '@fcs/shared/model/packages';
import type { CountKind } from '@fcs/shared/model/report';
import { routePath, ROUTES } from '@fcs/shared/model/routes';
import { useCan } from '@fcs/runtime/session';
import { DataPager, DataTable } from '@fcs/shared/ui/data-table';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { packageColumns } from '@fcs/shared/ui/package-columns';
import { useUiText } from '@fcs/shared/ui/ui-text';
import { PackagesGrid } from '@fcs/shared/ui/packages-grid';
import { Page, PageHeader } from '@fcs/shared/ui/page-parts';
import { ViewToggle } from '@fcs/shared/ui/view-toggle';
import { DEFAULT_SORT, fetchPackagePage, listFilters, SORTABLE_FIELDS } from '../api/package-list';
import { usePackageFilters } from '../hooks/use-package-filters';
import { BulkMove } from './bulk-move';
import { PackageDownload } from './package-download';
import { useAdminText } from '../../../i18n';

// The filter dialog (a modal, antd's Form, the status select) is fetched on the first Filter.
const PackageFilterDialog = lazy(() => import('./package-filter-dialog').then((m) => ({ default: m.PackageFilterDialog })));

const detailPath = (id: string) => routePath('packageDetail', { id });

/**
 * The staff package list (spec 1 §2.5): filter dialog, CSV download, grid or list (the
 * packages-view cookie), sorting and paging, all through the report service; pkg staff choose
 * packages and move them forward in one action. With `userId`, one customer's packages.
 */
function PackagesList({ userId, title }: { userId?: string; title: string }) {
  const [entries, applyEntries] = usePackageFilters();
  const filters = useMemo(() => listFilters(entries, userId), [entries, userId]);
  const kind = useRef<CountKind>('exact');
  const ui = useUiText();
  const t = useAdminText();
  const { table, rows, total, loading, error, reload } = useListPage({
    what: title,
    load: async (query, _search, _table, cursor) => {
      const page = await fetchPackagePage(query, filters, cursor);
      kind.current = page.totalKind;
      return page;
    },
    deps: [JSON.stringify(filters)],
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const [view, setView] = useListView(VIEW_COOKIES.packages);
  const [filtering, setFiltering] = useState(false);
  const [selected, setSelected] = useState<Key[]>([]);
  const canMove = useCan('pkg');
  const navigate = useNavigate();
  const emptyText = error ? t('packages.failedShort') : entries.length ? t('packages.noMatch') : t('packages.empty');
  const selectedIds = selected.map(String);
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((k) => k !== id)));

  return (
    <Page labelledBy="packages-title">
      <PageHeader id="packages-title" title={title}>
        {canMove ? (
          <Button type="primary" icon={<InboxOutlined />} onClick={() => navigate(ROUTES.receivePackage.path)}>
            {t('packages.receive')}
          </Button>
        ) : null}
      </PageHeader>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Flex wrap gap={8} align="center">
          <Badge count={entries.length} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setFiltering(true)}>
              {t('packages.filter')}
            </Button>
          </Badge>
          <PackageDownload filters={filters} sorts={table.query.sorts} />
          {canMove ? (
            <BulkMove
              selected={selectedIds}
              onMoved={() => {
                setSelected([]);
                reload();
              }}
            />
          ) : null}
        </Flex>
        <ViewToggle value={view} onChange={setView} />
      </Flex>
      {filtering ? (
        <Suspense fallback={null}>
          <PackageFilterDialog
            open
            value={entries}
            onCancel={() => setFiltering(false)}
            onApply={(next) => {
              setFiltering(false);
              setSelected([]);
              applyEntries(next);
            }}
          />
        </Suspense>
      ) : null}
      {error ? <ListFailure title={t('packages.failed')} description={error.message} onRetry={reload} /> : null}
      {view === 'list' ? (
        <DataTable<PackageListRow>
          label={t('packages.label')}
          columns={packageColumns(table.page, table.pageSize, { tracking: 'id', detailPath }, ui)}
          rows={rows}
          total={total}
          totalKind={kind.current}
          rowKey={(row) => row.id}
          page={table.page}
          pageSize={table.pageSize}
          sort={table.sort}
          onChange={table.change}
          loading={loading}
          emptyText={emptyText}
          selection={
            canMove ? { selected, onChange: setSelected, label: (row) => t('packages.select', { tracking: row.tracking_id }) } : undefined
          }
        />
      ) : (
        <Flex vertical gap={12}>
          <PackagesGrid
            rows={rows}
            detailPath={detailPath}
            before={
              canMove
                ? (row) => (
                    <Checkbox
                      aria-label={t('packages.select', { tracking: row.tracking_id })}
                      checked={selected.includes(row.id)}
                      onChange={(e) => toggle(row.id, e.target.checked)}
                      style={{ marginRight: 8 }}
                    />
                  )
                : undefined
            }
            page={table.page}
            pageSize={table.pageSize}
            loading={loading}
            emptyText={emptyText}
          />
          <DataPager
            page={table.page}
            pageSize={table.pageSize}
            sort={table.sort}
            total={total}
            totalKind={kind.current}
            onChange={table.change}
          />
        </Flex>
      )}
    </Page>
  );
}

/** /packages (spec 1 §2.5): every customer's packages. */
export function PackagesPage() {
  const t = useAdminText();
  return <PackagesList title={t('packages.title')} />;
}

/** /user-packages/{userId} and /user-packages/{userId}/packages: the same list for one customer. */
export function UserPackagesPage() {
  const { userId = '' } = useParams();
  const t = useAdminText();
  return <PackagesList key={userId} userId={userId} title={t('packages.titleOfCustomer')} />;
}
