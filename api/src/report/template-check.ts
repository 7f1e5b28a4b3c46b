import {
  REPORT_ENTITIES,
  TEMPLATE_MSG,
  type FieldDef,
  type ReportObject,
  type TemplateField,
  type TemplateInput,
} from '@fcs/shared/contract';
import { badRequest } from '../lib/http-error';

type FieldInput = Omit<TemplateField, 'order'> & { order?: number };

/**
 * A template as saved, or 400: every field must be one its object has (the report service's
 * whitelist), named once, of the object's type; objects (photos, JSON) can be shown but not
 * filtered or sorted; a dropdown's display field must be the object's too. The cards are saved in
 * their order (order 0 first).
 */
export function checkedTemplate(input: { name: string; object: ReportObject; fields: FieldInput[] }): TemplateInput {
  const defs = REPORT_ENTITIES[input.object].fields as Record<string, FieldDef>;
  const seen = new Set<string>();
  const fields = input.fields.map((f, i): TemplateField => {
    const def = Object.hasOwn(defs, f.field_name) ? defs[f.field_name] : undefined;
    if (!def) throw badRequest(TEMPLATE_MSG.unknownField(input.object, f.field_name));
    if (seen.has(f.field_name)) throw badRequest(TEMPLATE_MSG.duplicateField(f.field_name));
    seen.add(f.field_name);
    if (f.field_type !== def.type)
      throw badRequest(`The field "${f.field_name}" of "${input.object}" is of type ${def.type}, not ${f.field_type}`);
    if (def.type === 'object' && (f.allow_filter || f.allow_sort || f.default_sort !== 'no_sort'))
      throw badRequest(TEMPLATE_MSG.notFilterable(f.field_name));
    if (f.dropdown_display_field && !Object.hasOwn(defs, f.dropdown_display_field))
      throw badRequest(TEMPLATE_MSG.unknownDropdownField(input.object, f.dropdown_display_field));
    if (f.dropdown_display_field && defs[f.dropdown_display_field]!.type === 'object')
      throw badRequest(TEMPLATE_MSG.notFilterable(f.dropdown_display_field));
    return { ...f, order: f.order ?? i };
  });
  fields.sort((a, b) => a.order - b.order);
  return { name: input.name, object: input.object, fields: fields.map((f, i) => ({ ...f, order: i })) };
}
