import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex } from 'antd';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { DataTable } from '@fcs/shared/ui/data-table';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { EMPTY_DRAFT, dropoffDraftAtom } from '../../../lib/dropoff-draft';
import { Page, PageHeader, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchDropoffPage, searchDropoffPage, SORTABLE_FIELDS } from '../api/dropoff-list';
import { useStatusFilter } from '@fcs/shared/hooks/use-status-filter';
import { dropoffColumns } from './dropoff-columns';
import { DropoffSearch } from './dropoff-search';
import { StatusFilter } from '@fcs/shared/ui/status-filter';
import { useDropoffsText } from '../../../i18n';

/** /dropoffs (spec 3 §2): the staff list; search, status filter, page and sort live in the URL. */
export function DropoffListPage() {
  const t = useDropoffsText();
  const filter = useStatusFilter('dropoffs');
  // A page of the list, or of the search hits when there is a search.
  const { table, rows, total, loading, error, reload } = useListPage({
    what: 'Drop-offs',
    load: (query, search, { page, pageSize, sort }, cursor) =>
      search ? searchDropoffPage(search, filter.statuses, { page, pageSize, sort }) : fetchDropoffPage(query, filter.statuses, cursor),
    deps: filter.statuses,
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const navigate = useNavigate();
  const setDraft = useSetAtom(dropoffDraftAtom);
  const linkStyle = useLinkStyle();

  const emptyText = error
    ? t('list.failedShort')
    : filter.statuses.length === 0
      ? t('list.choose')
      : table.search
        ? t('list.noMatch')
        : t('list.empty');

  const newDropoff = () => {
    // New Drop-Off starts from an empty form (spec 3 §2).
    setDraft(EMPTY_DRAFT);
    navigate(ROUTES.createDropoff.path);
  };

  return (
    <Page labelledBy="dropoffs-title">
      <PageHeader id="dropoffs-title" title={t('list.title')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={newDropoff}>
          {t('list.new')}
        </Button>
      </PageHeader>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <DropoffSearch value={table.search} onSearch={table.setSearch} />
        <StatusFilter options={filter.options} value={filter.selection} onChange={filter.change} />
      </Flex>
      {error ? <ListFailure title={t('list.failed')} description={error.message} onRetry={reload} /> : null}
      <DataTable
        label={t('list.label')}
        columns={dropoffColumns(t, table.page, table.pageSize, String(linkStyle.color))}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        page={table.page}
        pageSize={table.pageSize}
        sort={table.sort}
        onChange={table.change}
        loading={loading}
        emptyText={emptyText}
        pagination="both"
      />
    </Page>
  );
}
