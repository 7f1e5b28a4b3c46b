import type { TFunction } from '@fcs/runtime/i18n';
import type { TemplateField } from '@fcs/shared/model/entities';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { CHANGES_FORMAT, formatAuditChanges } from '@fcs/shared/model/audit';
import { reportsEnglish } from '../../../i18n';

const DAY = /^(\d{4})(\d{2})(\d{2})$/;
const DECIMALS = /^(\$)?0(?:\.(0+))?$/;

/**
 * A report cell as text, by the field's type and display_format (the spec names the setting and
 * leaves its forms open; these are ours): dates in ET as MM/DD/YYYY hh:mm:ss AM/PM ET (spec 1 §9, the
 * staff screens' "ET"), or only the day with `MM/DD/YYYY`; numbers with `USD` as dollars and cents, with `0.00` (or `$0.00`)
 * to that many decimals; yes/no with `Paid/Open` as those words; a list as its items; the audit log's
 * changes with `changes` as each field's before → after.
 */
export function formatCell(
  value: unknown,
  field: Pick<TemplateField, 'field_type' | 'display_format'>,
  t: TFunction = reportsEnglish,
): string {
  if (value === null || value === undefined || value === '') return '';
  const format = field.display_format.trim();
  switch (field.field_type) {
    case 'date': {
      if (typeof value === 'string' && DAY.test(value)) return value.replace(DAY, '$2/$3/$1');
      const text = formatStaffDateTime(value as string);
      if (!text) return String(value);
      return /^MM\/DD\/YYYY$/i.test(format) ? text.slice(0, 10) : text;
    }
    case 'int':
    case 'float': {
      const n = Number(value);
      if (!Number.isFinite(n)) return String(value);
      if (/^(USD|\$)$/i.test(format)) return n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      const decimals = DECIMALS.exec(format);
      if (decimals) {
        const d = decimals[2]?.length ?? 0;
        const style: Intl.NumberFormatOptions = decimals[1] ? { style: 'currency', currency: 'USD' } : {};
        return n.toLocaleString('en-US', { ...style, minimumFractionDigits: d, maximumFractionDigits: d });
      }
      return n.toLocaleString('en-US', { maximumFractionDigits: 6 });
    }
    case 'bool': {
      const [yes = t('report.yes'), no = t('report.no')] = format.includes('/') ? format.split('/').map((s) => s.trim()) : [];
      return value === true || value === 'true' ? yes : no;
    }
    case 'object':
      // The audit log's changes (issue 32): "status: requested → confirmed; remark: — → Call first".
      if (format === CHANGES_FORMAT) return formatAuditChanges(value);
      if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    default:
      return String(value);
  }
}
