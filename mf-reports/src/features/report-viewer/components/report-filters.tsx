import { Button, Checkbox, Flex, Input, Select, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { getFilterValues } from '@fcs/runtime/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import type { ReportTemplate, TemplateField } from '@fcs/shared/model/entities';
import type { FilterValueOption, ReportObject } from '@fcs/shared/model/report-templates';
import { COMPARE_SIGNS } from '../utils/report-query';
import { useReportsText } from '../../../i18n';
import { isActive, type FilterValue, type ReportFilter } from '../utils/report-state';

const noValue = (f: TemplateField) => f.filter_compare === 'blank' || f.filter_compare === 'not blank';

/** Each dropdown field's values (POST /api/filter_values), once per template. */
function useDropdownValues(template: ReportTemplate, fields: readonly TemplateField[]) {
  const dropdowns = fields.filter((f) => f.dropdown_display_field && !noValue(f));
  const key = JSON.stringify([template.id, dropdowns.map((f) => [f.field_name, f.dropdown_display_field])]);
  const { data, error } = useAsync(key, async () => {
    if (!dropdowns.length) return new Map<string, FilterValueOption[]>();
    const answer = await getFilterValues({
      object: template.object as ReportObject,
      fields: dropdowns.map((f) => ({ field_name: f.field_name, dropdown_display_field: f.dropdown_display_field })),
    });
    return new Map(answer.map((v) => [v.field_name, v.values]));
  });
  return { values: data, error };
}

function FilterItem({ label, htmlFor, children }: { label: ReactNode; htmlFor?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      {label ? (
        <label htmlFor={htmlFor} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {label}
        </label>
      ) : null}
      {children}
    </div>
  );
}

const inputTypes: Partial<Record<TemplateField['field_type'], string>> = { date: 'date', time: 'time', int: 'number', float: 'number' };

/**
 * The filters of a report (spec 3 §2): one for each allow_filter field with its compare; a dropdown
 * of the field's values when it has a dropdown_display_field, a date picker for dates, a checkbox
 * for blank and not blank. Apply (or Enter) runs the report with them; Clear filters empties them.
 */
export function ReportFilters({
  template,
  fields,
  filters,
  onApply,
}: {
  template: ReportTemplate;
  fields: readonly TemplateField[];
  filters: readonly ReportFilter[];
  onApply: (filters: ReportFilter[]) => void;
}) {
  const { token } = theme.useToken();
  const t = useReportsText();
  const filterable = fields.filter((f) => f.allow_filter);
  const [draft, setDraft] = useState<Record<string, FilterValue>>(() => Object.fromEntries(filters.map((f) => [f.field, f.value])));
  const { values, error } = useDropdownValues(template, filterable);
  const set = (field: string, value: FilterValue) => setDraft((d) => ({ ...d, [field]: value }));
  const apply = () =>
    onApply(
      filterable.map((f) => ({ field: f.field_name, compare: f.filter_compare, value: draft[f.field_name] ?? null })).filter(isActive),
    );

  const control = (f: TemplateField) => {
    const id = `report-filter-${f.field_name}`;
    const label = `${f.display_name} ${COMPARE_SIGNS[f.filter_compare]}`;
    const value = draft[f.field_name];
    if (noValue(f))
      return (
        <FilterItem key={f.field_name} label="">
          <Checkbox checked={value === true} onChange={(e) => set(f.field_name, e.target.checked ? true : null)} style={{ marginTop: 22 }}>
            {label}
          </Checkbox>
        </FilterItem>
      );
    if (f.dropdown_display_field || f.field_type === 'bool') {
      const options =
        f.field_type === 'bool' && !f.dropdown_display_field
          ? [
              { value: 'true', label: t('report.yes') },
              { value: 'false', label: t('report.no') },
            ]
          : (values?.get(f.field_name) ?? []).map((o) => ({ value: String(o.value), label: o.label }));
      return (
        <FilterItem key={f.field_name} label={label} htmlFor={id}>
          <Select
            id={id}
            aria-label={label}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder={error ? t('report.valuesFailed') : t('report.any')}
            loading={!!f.dropdown_display_field && !values && !error}
            value={value === null || value === undefined ? undefined : String(value)}
            options={options}
            onChange={(v?: string) => set(f.field_name, v ?? null)}
          />
        </FilterItem>
      );
    }
    return (
      <FilterItem key={f.field_name} label={label} htmlFor={id}>
        <Input
          id={id}
          type={inputTypes[f.field_type] ?? 'text'}
          step={f.field_type === 'float' ? 'any' : undefined}
          allowClear={!inputTypes[f.field_type]}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => set(f.field_name, e.target.value)}
          onPressEnter={apply}
        />
      </FilterItem>
    );
  };

  return (
    <section
      aria-label={t('report.filters')}
      className="fcs-no-print"
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: 12,
        marginBottom: 12,
      }}
    >
      {filterable.length === 0 ? (
        <span style={{ color: token.colorTextSecondary }}>{t('report.noFiltersHere')}</span>
      ) : (
        <>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 }}>
            {filterable.map(control)}
          </div>
          <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
            <Button type="primary" onClick={apply}>
              {t('report.applyFilters')}
            </Button>
          </Flex>
        </>
      )}
    </section>
  );
}
