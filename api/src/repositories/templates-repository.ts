import { likePattern, REPORT_TEMPLATE, type ReportTemplate, type TemplateField, type TemplateInput } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { isUuid } from '../lib/values';

interface TemplateRow {
  id: string;
  name: string;
  object: string;
  fields: TemplateField[] | string;
  delete_time: number | string;
}

const toTemplate = (r: TemplateRow): ReportTemplate => toEntity(REPORT_TEMPLATE, r, '');
const COLUMNS = 'id, name, object, fields, delete_time';

/** Report templates (spec 3 §3): soft-deleted (delete_time the moment in ms), only active ones (0) listed. */
export function templatesRepository(db: Db) {
  return {
    /** A page of the active templates by name; with `q`, those whose name holds it (any case, on the trigram index). */
    async list(q: { limit: number; offset: number; q?: string }): Promise<{ rows: ReportTemplate[]; count: number }> {
      // Two plain statements rather than "$n IS NULL OR …": each keeps its own index plan.
      const match = q.q ? [likePattern(q.q)] : [];
      const where = `delete_time = 0${match.length ? ` AND name ILIKE $1 ESCAPE '\\'` : ''}`;
      const n = match.length;
      const rows = await db.query<TemplateRow>(
        `SELECT ${COLUMNS} FROM report_templates WHERE ${where} ORDER BY name, id LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...match, q.limit, q.offset],
      );
      const [c] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM report_templates WHERE ${where}`, match);
      return { rows: rows.map(toTemplate), count: Number(c?.n ?? 0) };
    },
    /** An active template, or null (a deleted or missing one alike). */
    async findActive(id: string): Promise<ReportTemplate | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.query<TemplateRow>(`SELECT ${COLUMNS} FROM report_templates WHERE id = $1 AND delete_time = 0`, [id]);
      return row ? toTemplate(row) : null;
    },
    async create(t: TemplateInput): Promise<ReportTemplate> {
      const [row] = await db.query<TemplateRow>(
        `INSERT INTO report_templates (name, object, fields) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`,
        [t.name, t.object, JSON.stringify(t.fields)],
      );
      return toTemplate(row!);
    },
    /** Null when there is no active template with this id. */
    async update(id: string, t: TemplateInput): Promise<ReportTemplate | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.query<TemplateRow>(
        `UPDATE report_templates SET name = $2, object = $3, fields = $4::jsonb, updated_date = now()
          WHERE id = $1 AND delete_time = 0 RETURNING ${COLUMNS}`,
        [id, t.name, t.object, JSON.stringify(t.fields)],
      );
      return row ? toTemplate(row) : null;
    },
    /** Soft delete; null when there is no active template with this id. */
    async remove(id: string, now = Date.now()): Promise<ReportTemplate | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.query<TemplateRow>(
        `UPDATE report_templates SET delete_time = $2, updated_date = now() WHERE id = $1 AND delete_time = 0 RETURNING ${COLUMNS}`,
        [id, now],
      );
      return row ? toTemplate(row) : null;
    },
  };
}
export type TemplatesRepository = ReturnType<typeof templatesRepository>;
