import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listSmsMonths } from '@fcs/shared/client';
import type { SmsLogRow } from '@fcs/shared/contract/sms';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { SMS_PAGE_SIZES } from '@fcs/shared/model/constants';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { formatSmsAmount, smsMonthId, smsMonthLabel } from '@fcs/shared/model/sms';
import type { DataTableColumn } from '@fcs/shared/ui/data-table';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { ListView } from '@fcs/shared/ui/list-view';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { fetchSmsPage } from '../api/sms-usage';
import { SmsUsageChart } from './sms-usage-chart';

const MONTH_ID = /^\d{4}([1-9]|1[0-2])$/;
/** The months the dropdown offers (the chart shows the last twelve of them). */
const MONTHS_OFFERED = 24;

/** Columns of spec 3 §3 "SMS message": date, from, to, message, amount, status. */
const COLUMNS: DataTableColumn<SmsLogRow>[] = [
  {
    key: 'date',
    title: 'Date',
    width: 190,
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatStaffDateTime(row.date)}</span>,
  },
  { key: 'from', title: 'From', render: (row) => row.from },
  { key: 'to', title: 'To', render: (row) => row.to },
  { key: 'message', title: 'Message', render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.message}</span> },
  {
    key: 'amount',
    title: 'Amount',
    align: 'right',
    render: (row) => (
      <span title={`${row.segments} segment${row.segments === 1 ? '' : 's'}${row.country_code ? ` to ${row.country_code}` : ''}`}>
        {formatSmsAmount(row.amount)}
      </span>
    ),
  },
  { key: 'status', title: 'Status', render: (row) => row.status },
];

/**
 * /sms (spec 3 §2 "SMS usage", admin): the month dropdown (ids YYYYM, this month by default, in the
 * URL), "Usage:$" with the month's amount, the month's messages with page sizes 2, 4, 6 and 10, and
 * a chart of the last twelve months' counts and amounts.
 */
export function SmsPage() {
  const [params, setParams] = useSearchParams();
  const current = smsMonthId();
  const asked = params.get('month') ?? '';
  const month = MONTH_ID.test(asked) ? asked : current;
  const months = useAsync('sms-months', () => listSmsMonths(MONTHS_OFFERED));
  // The month's amount and count come with each page (Usage:$).
  const [usage, setUsage] = useState<{ month: string; amount: number; total: number } | null>(null);
  const { table, rows, total, loading, error, reload } = useListPage({
    what: 'SMS',
    load: async (query) => {
      const page = await fetchSmsPage(month, query);
      setUsage({ month, amount: page.amount, total: page.total });
      return page;
    },
    deps: [month],
    pageSizes: SMS_PAGE_SIZES,
    defaultPageSize: 10,
  });
  const shown = usage?.month === month ? usage : null;

  const pick = (id: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === current) next.delete('month');
      else next.set('month', id);
      next.delete('page');
      return next;
    });
  const options = (months.data ?? [{ id: current, count: 0, amount: 0 }]).map((m) => ({ value: m.id, label: smsMonthLabel(m.id) }));
  if (!options.some((o) => o.value === month)) options.unshift({ value: month, label: smsMonthLabel(month) });

  return (
    <Page labelledBy="sms-title">
      <PageTitle id="sms-title">SMS</PageTitle>
      <Flex wrap gap={16} align="center" style={{ marginBottom: 16 }}>
        <Select aria-label="Month" value={month} onChange={pick} options={options} style={{ minWidth: 180 }} />
        <Typography.Text strong style={{ fontSize: 16 }} data-testid="sms-usage">
          Usage:{shown ? formatSmsAmount(shown.amount) : '$…'}
        </Typography.Text>
        <Typography.Text type="secondary">{shown ? `${shown.total} SMS` : null}</Typography.Text>
      </Flex>
      {months.data ? <SmsUsageChart months={months.data.slice(0, 12)} selected={month} onSelect={pick} /> : null}
      {error ? <ListFailure title="The SMS could not be loaded." description={error.message} onRetry={reload} /> : null}
      <ListView
        label="SMS"
        columns={COLUMNS}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        page={table.page}
        pageSize={table.pageSize}
        pageSizes={SMS_PAGE_SIZES}
        sort={null}
        onChange={table.change}
        loading={loading}
        emptyText={error ? 'SMS could not be loaded' : `No SMS in ${smsMonthLabel(month)}`}
      />
    </Page>
  );
}
