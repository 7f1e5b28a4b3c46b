import type { MetaField } from '@fcs/shared/model/report-templates';
import { PACKAGES_TEMPLATE } from '../../../test/template-fixture';
import { chooseField, draftErrors, draftOf, hasErrors, moveCard, newField, templateInput } from './template-draft';

const meta = (field_name: string, over: Partial<MetaField> = {}): MetaField => ({
  field_name,
  display_name: field_name.replace(/_/g, ' '),
  field_type: 'string',
  nullable: true,
  filterable: true,
  sortable: true,
  compares: ['='],
  searchable: false,
  ...over,
});
const META = [
  meta('tracking_id'),
  meta('status'),
  meta('received_date', { field_type: 'date' }),
  meta('photo_urls', { field_type: 'object', filterable: false, sortable: false }),
];

describe('the template draft', () => {
  it('moves a card up and down, clamped at the ends', () => {
    expect(moveCard(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveCard(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveCard(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveCard(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('takes a chosen field’s type and name, keeps a typed display name, and turns off filter and sort for an object', () => {
    const card = chooseField(newField(), META[2], undefined);
    expect(card).toMatchObject({ field_name: 'received_date', field_type: 'date', display_name: 'received date' });
    const typed = chooseField({ ...card, display_name: 'Arrived' }, META[0], META[2]);
    expect(typed).toMatchObject({ field_name: 'tracking_id', field_type: 'string', display_name: 'Arrived' });
    const photos = chooseField({ ...card, allow_filter: true, allow_sort: true, default_sort: 'asc' }, META[3], META[2]);
    expect(photos).toMatchObject({ allow_filter: false, allow_sort: false, default_sort: 'no_sort', field_type: 'object' });
  });

  it('saves the cards in their order, each with its place, and drops settings that do not apply', () => {
    const draft = draftOf(PACKAGES_TEMPLATE);
    expect(draft.fields.map((f) => f.field_name)).toEqual(['tracking_id', 'status', 'received_date', 'user_id']);
    const moved = {
      ...draft,
      fields: moveCard(draft.fields, 2, 0).map((f) => (f.field_name === 'status' ? { ...f, allow_filter: false } : f)),
    };
    const input = templateInput(moved);
    expect(input.id).toBe('t-1');
    expect(input.fields.map((f) => [f.field_name, f.order])).toEqual([
      ['received_date', 0],
      ['tracking_id', 1],
      ['status', 2],
      ['user_id', 3],
    ]);
    expect(input.fields[2]).toMatchObject({ dropdown_display_field: '' });
    expect(input.fields[0]).not.toHaveProperty('key');
  });

  it('says what is missing or wrong, by field', () => {
    const empty = draftErrors({ name: ' ', object: '', fields: [] }, null);
    expect(empty).toEqual({ name: 'Name is required', object: 'Object is required', fields: 'Add at least one field', cards: {} });
    const a = { ...newField(), field_name: 'status', display_name: 'Status' };
    const b = { ...newField(), field_name: 'status', display_name: '' };
    const c = { ...newField(), field_name: 'nope', display_name: 'Nope', allow_filter: true, dropdown_display_field: 'gone' };
    const d = newField();
    const errors = draftErrors({ name: 'R', object: 'packages', fields: [a, b, c, d] }, META);
    expect(errors.cards[a.key]).toBeUndefined();
    expect(errors.cards[b.key]).toEqual({
      field_name: 'The field "status" appears twice in the template',
      display_name: 'Display name is required',
    });
    expect(errors.cards[c.key]).toEqual({
      field_name: 'The object "packages" has no field "nope"',
      dropdown_display_field: 'The dropdown display field "gone" is not a field of "packages"',
    });
    expect(errors.cards[d.key]).toEqual({ field_name: 'Field name is required', display_name: 'Display name is required' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(draftErrors({ name: 'R', object: 'packages', fields: [a] }, META))).toBe(false);
  });
});
