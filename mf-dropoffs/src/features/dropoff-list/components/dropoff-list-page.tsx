import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/contract/routes';
import { DataTable, useTableQuery } from '@fcs/shared/ui/data-table';
import { EMPTY_DRAFT, dropoffDraftAtom } from '../../../lib/dropoff-draft';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, SORTABLE_FIELDS } from '../api/dropoff-list';
import { useDropoffList } from '../hooks/use-dropoff-list';
import { useStatusFilter } from '../hooks/use-status-filter';
import { dropoffColumns } from './dropoff-columns';
import { DropoffSearch } from './dropoff-search';
import { StatusFilter } from './status-filter';

/** /dropoffs (spec 3 §2): the staff list; search, status filter, page and sort live in the URL. */
export function DropoffListPage() {
  const table = useTableQuery({ defaultSort: DEFAULT_SORT, sortableFields: SORTABLE_FIELDS });
  const filter = useStatusFilter();
  const { data, loading, error, reload } = useDropoffList(table, filter.statuses);
  const navigate = useNavigate();
  const setDraft = useSetAtom(dropoffDraftAtom);
  const linkStyle = useLinkStyle();

  const rows = error ? [] : (data?.rows ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const emptyText = error
    ? 'Drop-offs could not be loaded'
    : filter.statuses.length === 0
      ? 'Choose a status to see drop-offs'
      : table.search
        ? 'No drop-offs match this search'
        : 'No drop-offs';

  const newDropoff = () => {
    // New Drop-Off starts from an empty form (spec 3 §2).
    setDraft(EMPTY_DRAFT);
    navigate(ROUTES.createDropoff.path);
  };

  return (
    <Page labelledBy="dropoffs-title">
      <Flex wrap gap={12} justify="space-between" align="flex-start">
        <PageTitle id="dropoffs-title">Drop-Offs</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={newDropoff}>
          New Drop-Off
        </Button>
      </Flex>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <DropoffSearch value={table.search} onSearch={table.setSearch} />
        <StatusFilter value={filter.selection} onChange={filter.change} />
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="The drop-offs could not be loaded."
          description={error.message}
          action={
            <Button size="small" onClick={reload}>
              Retry
            </Button>
          }
        />
      ) : null}
      <DataTable
        label="Drop-offs"
        columns={dropoffColumns(table.page, table.pageSize, String(linkStyle.color))}
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
