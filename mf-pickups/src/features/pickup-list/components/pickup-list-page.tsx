import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Checkbox, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { useStatusFilter } from '@fcs/shared/hooks/use-status-filter';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageHeader } from '@fcs/shared/ui/page-parts';
import { StatusFilter } from '@fcs/shared/ui/status-filter';
import { useSetAtom } from 'jotai';
import { pickupFormDraftAtom } from '../../create-pickup/hooks/pickup-form-draft';
import { DEFAULT_SORT, fetchPickupPage, SORTABLE_FIELDS } from '../api/pickup-list';
import { pickupColumns } from './pickup-columns';
import { usePickupsText } from '../../../i18n';

/** /pickups (spec 2 §2, §4): every pickup for pku staff; search, statuses, page, size and sort in the URL. */
export function PickupListPage() {
  const t = usePickupsText();
  const filter = useStatusFilter('pickups');
  // ?failed=1: only the pickups a driver could not collect, waiting to be rescheduled (decision 0019).
  const [params, setParams] = useSearchParams();
  const waiting = params.get('failed') === '1';
  const setWaiting = (on: boolean) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (on) out.set('failed', '1');
      else out.delete('failed');
      out.delete('page');
      return out;
    });
  const list = useListPage({
    what: 'Pickups',
    load: (query, search, _table, cursor) => fetchPickupPage(query, search, filter.statuses, cursor, waiting),
    deps: [...filter.statuses, waiting],
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const { table, error } = list;
  const navigate = useNavigate();
  const clearDraft = useSetAtom(pickupFormDraftAtom);

  const emptyText = error
    ? t('list.failedShort')
    : filter.statuses.length === 0
      ? t('list.choose')
      : table.search
        ? t('list.noMatch')
        : t('list.empty');

  const createPickup = () => {
    // Create Pickup starts from an empty form.
    clearDraft(null);
    navigate(ROUTES.createPickup.path);
  };

  return (
    <Page labelledBy="pickups-title">
      <PageHeader id="pickups-title" title={t('list.title')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={createPickup}>
          {t('list.create')}
        </Button>
      </PageHeader>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder={t('list.search')} onSearch={table.setSearch} />
        <StatusFilter options={filter.options} value={filter.selection} onChange={filter.change} />
        <Checkbox checked={waiting} onChange={(e) => setWaiting(e.target.checked)} aria-label={t('notCollected.filterLabel')}>
          {t('notCollected.filter')}
        </Checkbox>
        {/* How many pickups the search and the filters find, said again when they change. */}
        <Typography.Text type="secondary" role="status" style={{ marginInlineStart: 'auto' }}>
          {list.loading || list.error ? '' : t('list.count', { count: list.total })}
        </Typography.Text>
      </Flex>
      <PagedList
        list={list}
        label={t('list.title')}
        columns={pickupColumns(t, table.page, table.pageSize)}
        failure={t('list.failed')}
        emptyText={emptyText}
      />
    </Page>
  );
}
