import { photoUrlsOf, type EntityDef, type FieldDef, type RowOf } from '@fcs/shared/contract';
import { fileUrl, iso } from './values';

/** How one field of a database row becomes the api's answer. */
function valueOf(f: FieldDef, v: unknown, publicUrl: string): unknown {
  if (f.photos) return photoUrlsOf(v).map((p) => fileUrl(publicUrl, p));
  if (v === null || v === undefined) return f.nullable ? null : v;
  switch (f.type) {
    case 'date':
      return f.day ? String(v) : iso(v);
    case 'int':
    case 'float':
      return Number(v);
    case 'bool':
      return Boolean(v);
    case 'object':
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return null;
      }
    default:
      return String(v);
  }
}

/** Each entity's fields as a list, made once (a page maps every row through them). */
const FIELD_LISTS = new WeakMap<EntityDef, [string, FieldDef][]>();
function fieldsOf(def: EntityDef): [string, FieldDef][] {
  let list = FIELD_LISTS.get(def);
  if (!list) FIELD_LISTS.set(def, (list = Object.entries(def.fields)));
  return list;
}

export type FieldShapes = Readonly<Record<string, (value: unknown) => unknown>>;

/**
 * A database row as the entity of the contract defines it (one shape per entity): moments as ISO
 * strings in UTC, days as yyyymmdd, numbers as numbers, photos as absolute URLs, JSON parsed.
 * `shapes` refine a JSON field (e.g. the dates inside a package's history).
 */
export function toEntity<E extends EntityDef>(def: E, row: object, publicUrl: string, shapes: FieldShapes = {}): RowOf<E> {
  const source = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, f] of fieldsOf(def)) {
    const value = valueOf(f, source[name], publicUrl);
    out[name] = shapes[name] ? shapes[name](value) : value;
  }
  return out as RowOf<E>;
}

/** The columns to select for an entity (its field names, which are the view's columns). */
export const columnsOf = (def: EntityDef) => Object.keys(def.fields).join(', ');
