import type {
  FieldValues,
  FilterValuesRequest,
  ReportDownloadRequest,
  ReportMeta,
  ReportObject,
  ReportObjectInfo,
  ReportTemplate,
  TemplateInput,
} from '@fcs/shared/model/report-templates';
import { downloadCsv, type DownloadProgress } from './csv-download';
import { request, requestEnvelope } from './http';

/**
 * Report templates (spec 3 §7: POST, PUT, DELETE /templates; the reads the original did from its
 * data store) and the report service's metadata (GET /api/objs, GET /api/meta/{object}, POST
 * /api/filter_values) and CSV (POST /api/download/{object}). Success texts: TEMPLATE_MSG's.
 */
/** GET /templates: a page of the active templates by name; `q` keeps those whose name holds it. */
export async function listTemplates(query: {
  limit: number;
  offset: number;
  q?: string;
}): Promise<{ rows: ReportTemplate[]; total: number }> {
  const res = await requestEnvelope<ReportTemplate[], { count: number }>('main', { method: 'GET', url: '/templates', params: query });
  const rows = res.data ?? [];
  return { rows, total: res.count ?? rows.length };
}
export const getTemplate = (id: string) => request<ReportTemplate>('main', { method: 'GET', url: `/templates/${encodeURIComponent(id)}` });
export const createTemplate = (body: TemplateInput) => request<ReportTemplate>('main', { method: 'POST', url: '/templates', data: body });
export const updateTemplate = (body: TemplateInput & { id: string }) =>
  request<ReportTemplate>('main', { method: 'PUT', url: '/templates', data: body });
export const deleteTemplate = (id: string) => request<unknown>('main', { method: 'DELETE', url: '/templates', data: { id } });

export const getReportObjects = () => request<ReportObjectInfo[]>('report', { method: 'GET', url: '/objs' });
export const getReportMeta = (object: ReportObject) =>
  request<ReportMeta>('report', { method: 'GET', url: `/meta/${encodeURIComponent(object)}` });
export const getFilterValues = (body: FilterValuesRequest) =>
  request<FieldValues[]>('report', { method: 'POST', url: '/filter_values', data: body });

/** POST /api/download/{object}: the report's rows as a streamed CSV with its progress ({object}_report.csv unless the api names it). */
export const downloadReportCsv = (
  object: ReportObject,
  body: ReportDownloadRequest,
  onProgress?: (p: DownloadProgress) => void,
  signal?: AbortSignal,
) => downloadCsv(`/download/${encodeURIComponent(object)}`, body, `${object}_report.csv`, onProgress, signal);
