import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { deleteSmsRate, listSmsRates } from '@fcs/runtime/client';
import type { SmsRateRow } from '@fcs/shared/contract/sms';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { ENDPOINTS } from '@fcs/shared/model/endpoints';
import { formatUSDRate } from '@fcs/shared/model/format';
import { MSG } from '@fcs/shared/model/messages';
import { useAllows, useSubmit } from '@fcs/runtime/session';
import { ConfirmDialog } from '@fcs/shared/ui/confirm-dialog';
import type { DataTableColumn } from '@fcs/shared/ui/data-table';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { ListView } from '@fcs/shared/ui/list-view';
import { Page, PageHeader } from '@fcs/shared/ui/page-parts';
import { useAdminText } from '../../../i18n';

// The rate form (a modal, antd's Form and the country-code rules) is fetched on the first Add or edit.
const RateDialog = lazy(() => import('./rate-dialog').then((m) => ({ default: m.RateDialog })));

/**
 * /rates (spec 3 §2 "SMS rates"): No, Country, Country Code, Rate for admin staff; Add SMS Rate,
 * edit and delete only with sa (the api refuses the others too).
 */
export function RatesPage() {
  const t = useAdminText();
  const { data, loading, error, reload } = useAsync('sms-rates', listSmsRates);
  const canWrite = useAllows(ENDPOINTS['POST /sms_rates']);
  const [editing, setEditing] = useState<SmsRateRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SmsRateRow | null>(null);
  const remove = useSubmit({ success: MSG.deleteSmsRate });

  const columns: DataTableColumn<SmsRateRow>[] = [
    { key: 'no', title: t('rates.columns.no'), width: 56, render: (_row, i) => i + 1 },
    { key: 'country', title: t('rates.columns.country'), render: (row) => row.country },
    { key: 'country_code', title: t('rates.columns.country_code'), render: (row) => row.country_code },
    { key: 'rate', title: t('rates.columns.rate'), align: 'right', render: (row) => formatUSDRate(row.rate) },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('rates.columns.actions'),
            width: 96,
            render: (row: SmsRateRow) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('action.editOf', { name: row.country })}
                  onClick={() => setEditing(row)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('action.deleteOf', { name: row.country })}
                  onClick={() => setDeleting(row)}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Page labelledBy="rates-title" maxWidth={880}>
      <PageHeader id="rates-title" title={t('rates.title')}>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('rates.add')}
          </Button>
        ) : null}
      </PageHeader>
      {error ? <ListFailure title={t('rates.failed')} description={error.message} onRetry={reload} /> : null}
      <ListView
        label={t('rates.label')}
        columns={columns}
        rows={data ?? []}
        total={data?.length ?? 0}
        rowKey={(row) => row.id}
        page={1}
        pageSize={Math.max(1, data?.length ?? 1)}
        sort={null}
        onChange={() => {}}
        loading={loading}
        paged={false}
        emptyText={error ? t('rates.failedShort') : t('rates.empty')}
      />
      {editing ? (
        <Suspense fallback={null}>
          <RateDialog
            rate={editing === 'new' ? null : editing}
            onClose={(changed) => {
              setEditing(null);
              if (changed) reload();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={t('rates.confirmDelete', { country: deleting?.country ?? '' })}
        okText={t('action.delete')}
        danger
        busy={remove.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await remove.submit(() => deleteSmsRate(deleting.id));
          setDeleting(null);
          if (done) reload();
        }}
      />
    </Page>
  );
}
