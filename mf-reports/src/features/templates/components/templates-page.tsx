import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteTemplate, listTemplates } from '@fcs/shared/client';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import type { ReportTemplate } from '@fcs/shared/model/entities';
import { REPORT_OBJECT_LABELS, TEMPLATE_MSG, type ReportObject } from '@fcs/shared/model/report-templates';
import { routePath, ROUTES } from '@fcs/shared/model/routes';
import { useSubmit } from '@fcs/shared/session';
import { ConfirmDialog } from '@fcs/shared/ui/confirm-dialog';
import { DataTable, rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';

/**
 * /templates (spec 3 §2, sa): New Template, the active templates (delete_time 0) with No., Name and
 * Object Name, edit and delete (after `Delete this field "{name}"?`); pages of 10, 20, 30.
 */
export function TemplatesPage() {
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
    { key: 'sn', title: 'No.', width: 64, render: (_t, index) => rowNumber(table.page, table.pageSize, index) },
    { key: 'name', title: 'Name', render: (t) => <Link to={routePath('templateEdit', { templateId: t.id })}>{t.name}</Link> },
    { key: 'object', title: 'Object Name', render: (t) => REPORT_OBJECT_LABELS[t.object as ReportObject] ?? t.object },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      width: 112,
      render: (t) => (
        <Flex gap={4} justify="flex-end">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit ${t.name}`}
            onClick={() => navigate(routePath('templateEdit', { templateId: t.id }))}
          />
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)} />
        </Flex>
      ),
    },
  ];

  return (
    <Page labelledBy="templates-title">
      <Flex wrap gap={12} justify="space-between" align="flex-start">
        <PageTitle id="templates-title">Templates</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.newTemplate.path)}>
          New Template
        </Button>
      </Flex>
      {error ? <ListFailure title="The templates could not be loaded." description={error.message} onRetry={reload} /> : null}
      <DataTable<ReportTemplate>
        label="Templates"
        columns={columns}
        rows={rows}
        total={total}
        rowKey={(t) => t.id}
        page={table.page}
        pageSize={table.pageSize}
        sort={table.sort}
        onChange={table.change}
        loading={loading}
        emptyText={loading ? 'Loading...' : error ? 'The templates could not be loaded' : 'No Data'}
      />
      <ConfirmDialog
        open={!!deleting}
        question={TEMPLATE_MSG.deleteConfirm(deleting?.name ?? '')}
        okText="Delete"
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
