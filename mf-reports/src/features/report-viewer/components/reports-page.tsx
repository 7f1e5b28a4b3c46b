import ClearOutlined from '@ant-design/icons/ClearOutlined';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Badge, Button, Flex, theme } from 'antd';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ReportTemplate, ReportTable, TemplateField } from '@fcs/shared/model/entities';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { parseSort } from '@fcs/shared/model/report';
import { DataTable, pagingText, rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import type { ReportRow } from '../api/report-page';
import { reportUrl, useReport, useTemplate } from '../hooks/use-report';
import { formatCell } from '../utils/cell-format';
import { COMPARE_SIGNS, reportFilters, shownFields } from '../utils/report-query';
import { initialState, orderedFields, type ReportFilter } from '../utils/report-state';
import { ReportDownload } from './report-download';
import { ReportFilters } from './report-filters';
import { REPORT_PRINT_CSS } from './report-print';
import { ReportSelect } from './report-select';
import { useReportsText } from '../../../i18n';

/** The filters in words, for the page and the printout: `Status = delivered; Received Date ≥ 11/01/2026`. */
function filtersText(fields: readonly TemplateField[], filters: readonly ReportFilter[]): string {
  const byName = new Map(fields.map((f) => [f.field_name, f]));
  return filters
    .map((f) => {
      const field = byName.get(f.field);
      const sign = COMPARE_SIGNS[f.compare];
      return f.compare === 'blank' || f.compare === 'not blank'
        ? `${field?.display_name ?? f.field} ${sign}`
        : `${field?.display_name ?? f.field} ${sign} ${field?.field_type === 'date' ? String(f.value).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1') : String(f.value)}`;
    })
    .join('; ');
}

/**
 * A cell keeps a readable width whatever the screen: dates and numbers on one line, texts at least
 * 12em wide; the table scrolls sideways on a phone rather than wrap a word per line.
 */
const cellStyle = (type: TemplateField['field_type']): CSSProperties =>
  type === 'string' || type === 'object' ? { display: 'inline-block', minWidth: '12em', maxWidth: '24em' } : { whiteSpace: 'nowrap' };

function ReportBody({ template, segment, select }: { template: ReportTemplate; segment: string | undefined; select: ReactNode }) {
  const { token } = theme.useToken();
  const t = useReportsText();
  const { state, change, rows, total, kind, loading, error, reload } = useReport(template, segment);
  const fields = useMemo(() => orderedFields(template), [template]);
  const shown = useMemo(() => shownFields(fields), [fields]);
  const filters = useMemo(
    () => reportFilters(template.object as ReportTable, fields, state.filters),
    [template.object, fields, state.filters],
  );
  const sort = state.order[0] ? parseSort(state.order[0]) : null;
  const columns: DataTableColumn<ReportRow>[] = [
    { key: '$no', title: t('columns.no'), width: 64, render: (_row, index) => rowNumber(state.page, state.size, index) },
    ...shown.map((f) => ({
      key: f.field_name,
      title: f.display_name,
      sortable: f.allow_sort,
      align: f.field_type === 'int' || f.field_type === 'float' ? ('right' as const) : undefined,
      render: (row: ReportRow) => <span style={cellStyle(f.field_type)}>{formatCell(row[f.field_name], f, t)}</span>,
    })),
  ];
  const hasFilters = fields.some((f) => f.allow_filter);
  const summary = filtersText(fields, state.filters);

  return (
    <>
      <Flex wrap gap={8} align="center" className="fcs-no-print" style={{ marginBottom: 12 }}>
        {select}
        {hasFilters ? (
          <Badge count={state.filters.length} size="small">
            <Button icon={<FilterOutlined />} aria-pressed={!!state.open} onClick={() => change({ open: !state.open }, { replace: true })}>
              {state.open ? t('report.hideFilters') : t('report.filters')}
            </Button>
          </Badge>
        ) : null}
        {hasFilters ? (
          <Button icon={<ClearOutlined />} disabled={state.filters.length === 0} onClick={() => change({ filters: [] })}>
            {t('report.clearFilters')}
          </Button>
        ) : null}
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={loading}>
          {t('report.print')}
        </Button>
        <ReportDownload template={template} columns={shown} filters={filters} sorts={state.order} />
      </Flex>
      {state.open ? (
        <ReportFilters
          key={JSON.stringify(state.filters)}
          template={template}
          fields={fields}
          filters={state.filters}
          onApply={(next) => change({ filters: next })}
        />
      ) : null}
      <header style={{ marginBottom: 8 }}>
        <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: 600 }}>{template.name}</h2>
        <div style={{ color: token.colorTextSecondary }} data-testid="report-filters-summary">
          {summary ? t('report.filtersOf', { summary }) : t('report.noFilters')}
        </div>
        <div className="fcs-print-only" data-testid="report-print-header">
          {t('report.printed', { paging: pagingText(state.page, state.size, total, kind), time: formatStaffDateTime(new Date()) })}
        </div>
      </header>
      {error ? <ListFailure title={t('report.failed')} description={error.message} onRetry={reload} /> : null}
      <DataTable<ReportRow>
        label={template.name}
        columns={columns}
        rows={rows}
        total={total}
        totalKind={kind}
        rowKey={(row) => row.id}
        page={state.page}
        pageSize={state.size}
        sort={sort}
        loading={loading}
        emptyText={loading ? t('report.loading') : error ? t('report.failedShort') : t('report.empty')}
        onChange={(next) =>
          change({
            page: next.page,
            size: next.pageSize,
            order: next.sort ? [`${next.sort.field} ${next.sort.direction}`] : state.order,
          })
        }
      />
    </>
  );
}

function ReportView({ templateId, segment, select }: { templateId: string; segment: string | undefined; select: ReactNode }) {
  const { token } = theme.useToken();
  const t = useReportsText();
  const { data: template, loading, error, reload } = useTemplate(templateId);
  if (error || loading || !template)
    return (
      <>
        <div className="fcs-no-print" style={{ marginBottom: 12 }}>
          {select}
        </div>
        {error ? (
          <LoadFailure error={error} what="report" onRetry={reload} />
        ) : (
          <div style={{ color: token.colorTextSecondary, padding: 24 }}>{t('report.loading')}</div>
        )}
      </>
    );
  return <ReportBody template={template} segment={segment} select={select} />;
}

/**
 * /reports and /reports/{templateId}/{encodedState} (spec 3 §2, rpt): the report select; then the
 * chosen report with its filters, sorting, paging, print and CSV. The whole state is in the URL.
 */
export function ReportsPage() {
  const { templateId, state } = useParams();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const t = useReportsText();
  const select = <ReportSelect value={templateId} onChange={(id) => navigate(reportUrl(id, initialState({ fields: [] })))} />;
  return (
    <Page labelledBy="reports-title">
      <div className="fcs-report">
        <style>{REPORT_PRINT_CSS}</style>
        <div className="fcs-no-print">
          <PageTitle id="reports-title">{t('report.title')}</PageTitle>
        </div>
        {templateId ? (
          <ReportView key={templateId} templateId={templateId} segment={state} select={select} />
        ) : (
          <>
            {select}
            <div style={{ color: token.colorTextSecondary, padding: '24px 0' }}>{t('report.chooseHint')}</div>
          </>
        )}
      </div>
    </Page>
  );
}
