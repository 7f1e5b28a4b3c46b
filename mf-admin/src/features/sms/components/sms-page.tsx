import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listSmsMonths } from '@fcs/runtime/client';
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
import type { TFunction } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

const MONTH_ID = /^\d{4}([1-9]|1[0-2])$/;
/** The months the dropdown offers (the chart shows the last twelve of them). */
const MONTHS_OFFERED = 24;

/** Columns of spec 3 §3 "SMS message": date, from, to, message, amount, status. */
const columnsOf = (t: TFunction): DataTableColumn<SmsLogRow>[] => [
  {
    key: 'date',
    title: t('sms.columns.date'),
    width: 190,
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatStaffDateTime(row.date)}</span>,
  },
  { key: 'from', title: t('sms.columns.from'), render: (row) => row.from },
  { key: 'to', title: t('sms.columns.to'), render: (row) => row.to },
  { key: 'message', title: t('sms.columns.message'), render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.message}</span> },
  {
    key: 'amount',
    title: t('sms.columns.amount'),
    align: 'right',
    render: (row) => (
      <span
        title={
          row.country_code
            ? t('sms.segmentsTo', { segments: t('sms.segments', { count: row.segments }), code: row.country_code })
            : t('sms.segments', { count: row.segments })
        }
      >
        {formatSmsAmount(row.amount)}
      </span>
    ),
  },
  { key: 'status', title: t('sms.columns.status'), render: (row) => row.status },
];

/**
 * /sms (spec 3 §2 "SMS usage", admin): the month dropdown (ids YYYYM, this month by default, in the
 * URL), "Usage:$" with the month's amount, the month's messages with page sizes 2, 4, 6 and 10, and
 * a chart of the last twelve months' counts and amounts.
 */
export function SmsPage() {
  const t = useAdminText();
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
      <PageTitle id="sms-title">{t('sms.title')}</PageTitle>
      <Flex wrap gap={16} align="center" style={{ marginBottom: 16 }}>
        <Select aria-label={t('sms.month')} value={month} onChange={pick} options={options} style={{ minWidth: 180 }} />
        <Typography.Text strong style={{ fontSize: 16 }} data-testid="sms-usage">
          {t('sms.usage', { amount: shown ? formatSmsAmount(shown.amount) : '$…' })}
        </Typography.Text>
        <Typography.Text type="secondary">{shown ? t('sms.count', { count: shown.total }) : null}</Typography.Text>
      </Flex>
      {months.data ? <SmsUsageChart months={months.data.slice(0, 12)} selected={month} onSelect={pick} /> : null}
      {error ? <ListFailure title={t('sms.failed')} description={error.message} onRetry={reload} /> : null}
      <ListView
        label={t('sms.label')}
        columns={columnsOf(t)}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        page={table.page}
        pageSize={table.pageSize}
        pageSizes={SMS_PAGE_SIZES}
        sort={null}
        onChange={table.change}
        loading={loading}
        emptyText={error ? t('sms.failedShort') : t('sms.emptyIn', { month: smsMonthLabel(month) })}
      />
    </Page>
  );
}
