import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteTemplate, listTemplates } from '@fcs/runtime/client';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import type { ReportTemplate } from '@fcs/shared/model/entities';
import { REPORT_OBJECT_LABELS, TEMPLATE_MSG, type ReportObject } from '@fcs/shared/model/report-templates';
import { routePath, ROUTES } from '@fcs/shared/model/routes';
import { useSubmit } from '@fcs/runtime/session';
import { ConfirmDialog } from '@fcs/shared/ui/confirm-dialog';
import { DataTable, rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useReportsText } from '../../../i18n';

/**
 * /templates (spec 3 §2, sa): New Template, the active templates (delete_time 0) with No., Name and
 * Object Name, edit and delete (after `Delete this field "{name}"?`); pages of 10, 20, 30.
 */
export function TemplatesPage() {
  const t = useReportsText();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<ReportTemplate | null>(null);
  const { busy, submit } = useSubmit({ success: TEMPLATE_MSG.deleted });
  const { table, rows, total, loading, error, reload } = useListPage<ReportTemplate>({
    what: 'Templates',
    load: (query) => listTemplates({ limit: query.limit, offset: query.offset }),
  });

  const remove = async () => {
    if (!deleting) return;
    let deleted = false;
    await submit(async () => {
      await deleteTemplate(deleting.id);
      deleted = true;
    });
    setDeleting(null);
    if (deleted) {
      // The last row of a page gone: show the page before.
      if (rows.length === 1 && table.page > 1) table.change({ page: table.page - 1, pageSize: table.pageSize, sort: table.sort });
      else reload();
    }
  };

  const columns: DataTableColumn<ReportTemplate>[] = [
    { key: 'sn', title: t('columns.no'), width: 64, render: (_row, index) => rowNumber(table.page, table.pageSize, index) },
    {
      key: 'name',
      title: t('columns.name'),
      render: (row) => <Link to={routePath('templateEdit', { templateId: row.id })}>{row.name}</Link>,
    },
    {
      key: 'object',
      title: t('columns.object'),
      render: (row) => t(`objects.${row.object}`, { defaultValue: REPORT_OBJECT_LABELS[row.object as ReportObject] ?? row.object }),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      width: 112,
      render: (row) => (
        <Flex gap={4} justify="flex-end">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('action.editOf', { name: row.name })}
            onClick={() => navigate(routePath('templateEdit', { templateId: row.id }))}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('action.deleteOf', { name: row.name })}
            onClick={() => setDeleting(row)}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Page labelledBy="templates-title">
      <Flex wrap gap={12} justify="space-between" align="flex-start">
        <PageTitle id="templates-title">{t('list.title')}</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.newTemplate.path)}>
          {t('list.new')}
        </Button>
      </Flex>
      {error ? <ListFailure title={t('list.failed')} description={error.message} onRetry={reload} /> : null}
      <DataTable<ReportTemplate>
        label={t('list.title')}
        columns={columns}
        rows={rows}
        total={total}
        rowKey={(t) => t.id}
        page={table.page}
        pageSize={table.pageSize}
        sort={table.sort}
        onChange={table.change}
        loading={loading}
        emptyText={loading ? t('list.loading') : error ? t('list.failedShort') : t('list.empty')}
      />
      <ConfirmDialog
        open={!!deleting}
        question={t('templates.confirmDelete', { name: deleting?.name ?? '' })}
        okText={t('action.delete')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
