import type { TFunction } from '@fcs/runtime/i18n';
import type { ReportTemplate, TemplateField } from '@fcs/shared/model/entities';
import { TEMPLATE_LIMITS, TEMPLATE_MSG, type MetaField, type ReportObject, type TemplateInput } from '@fcs/shared/model/report-templates';
import { reportsEnglish } from '../../../i18n';

/** A field card of the editor: a template field and a key that stays with it when cards move. */
export interface FieldCard extends TemplateField {
  key: string;
}

export interface TemplateDraft {
  id?: string;
  name: string;
  object: ReportObject | '';
  fields: FieldCard[];
}

let nextKey = 0;
const newKey = () => `card-${++nextKey}`;

/** A new card: shown, neither filtered nor sorted, until a field is chosen. */
export function newField(): FieldCard {
  return {
    key: newKey(),
    field_name: '',
    display_name: '',
    field_type: 'string',
    show: true,
    display_format: '',
    allow_filter: false,
    allow_sort: false,
    default_sort: 'no_sort',
    filter_compare: '=',
    dropdown_display_field: '',
    order: 0,
  };
}

export const emptyDraft = (): TemplateDraft => ({ name: '', object: '', fields: [newField()] });

/** The draft of a saved template, its cards in their order. */
export function draftOf(template: ReportTemplate): TemplateDraft {
  const fields = [...(template.fields ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    id: template.id,
    name: template.name,
    object: template.object as ReportObject,
    fields: fields.map((f) => ({ ...newField(), ...f, dropdown_display_field: f.dropdown_display_field ?? '', key: newKey() })),
  };
}

/**
 * A card after its field is chosen: the field's type from the metadata, and its readable name as
 * the display name unless one was typed; an object (photos, JSON) can be neither filtered nor sorted.
 */
export function chooseField(card: FieldCard, meta: MetaField | undefined, previous: MetaField | undefined): FieldCard {
  if (!meta) return { ...card, field_name: '' };
  const typed = card.display_name.trim() && card.display_name !== previous?.display_name;
  const next: FieldCard = {
    ...card,
    field_name: meta.field_name,
    field_type: meta.field_type,
    display_name: typed ? card.display_name : meta.display_name,
  };
  if (!meta.filterable) Object.assign(next, { allow_filter: false, dropdown_display_field: '' });
  if (!meta.sortable) Object.assign(next, { allow_sort: false, default_sort: 'no_sort' });
  return next;
}

/** The cards with one moved by `delta` places (clamped to the ends). */
export function moveCard<T>(cards: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(cards.length - 1, to));
  if (from === target || from < 0 || from >= cards.length) return [...cards];
  const next = [...cards];
  const [card] = next.splice(from, 1);
  next.splice(target, 0, card as T);
  return next;
}

/** What POST or PUT /templates takes: the cards in their order, each with its place. */
export function templateInput(draft: TemplateDraft): TemplateInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    object: draft.object as ReportObject,
    fields: draft.fields.map(({ key: _key, ...f }, order) => ({
      ...f,
      display_name: f.display_name.trim(),
      display_format: f.display_format.trim(),
      // Settings that do not apply are not saved.
      default_sort: f.allow_sort ? f.default_sort : 'no_sort',
      dropdown_display_field: f.allow_filter ? f.dropdown_display_field : '',
      order,
    })),
  };
}

export interface DraftErrors {
  name?: string;
  object?: string;
  fields?: string;
  /** By card key. */
  cards: Record<string, { field_name?: string; display_name?: string; display_format?: string; dropdown_display_field?: string }>;
}

export const hasErrors = (e: DraftErrors) => !!(e.name || e.object || e.fields || Object.keys(e.cards).length);

/**
 * Why the draft cannot be saved, by field (the api refuses the same, in the same words where it
 * has them): a name, an object, at least one field, each a field of the object once, with a display name.
 */
export function draftErrors(draft: TemplateDraft, meta: readonly MetaField[] | null, t: TFunction = reportsEnglish): DraftErrors {
  const errors: DraftErrors = { cards: {} };
  const name = draft.name.trim();
  if (!name) errors.name = t('errors.nameRequired');
  else if (name.length > TEMPLATE_LIMITS.name) errors.name = t('errors.nameMax', { max: TEMPLATE_LIMITS.name });
  if (!draft.object) errors.object = t('errors.objectRequired');
  if (draft.fields.length === 0) errors.fields = t('errors.fieldsRequired');
  else if (draft.fields.length > TEMPLATE_LIMITS.fields) errors.fields = t('errors.fieldsMax', { max: TEMPLATE_LIMITS.fields });
  const known = meta ? new Set(meta.map((m) => m.field_name)) : null;
  const seen = new Set<string>();
  for (const card of draft.fields) {
    const e: DraftErrors['cards'][string] = {};
    if (!card.field_name) e.field_name = t('errors.fieldNameRequired');
    else if (known && draft.object && !known.has(card.field_name)) e.field_name = TEMPLATE_MSG.unknownField(draft.object, card.field_name);
    else if (seen.has(card.field_name)) e.field_name = TEMPLATE_MSG.duplicateField(card.field_name);
    seen.add(card.field_name);
    const display = card.display_name.trim();
    if (!display) e.display_name = t('errors.displayNameRequired');
    else if (display.length > TEMPLATE_LIMITS.displayName) e.display_name = t('errors.atMost', { max: TEMPLATE_LIMITS.displayName });
    if (card.display_format.trim().length > TEMPLATE_LIMITS.displayFormat)
      e.display_format = t('errors.atMost', { max: TEMPLATE_LIMITS.displayFormat });
    if (card.allow_filter && card.dropdown_display_field && known && draft.object && !known.has(card.dropdown_display_field))
      e.dropdown_display_field = TEMPLATE_MSG.unknownDropdownField(draft.object, card.dropdown_display_field);
    if (Object.keys(e).length) errors.cards[card.key] = e;
  }
  return errors;
}
