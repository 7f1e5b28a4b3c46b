import { countSql, dataSql, filterSql, Params } from './report-sql';
import { REPORT_SOURCES } from './report-sources';

const source = REPORT_SOURCES.packages;
const none = () => [];
const UUID = '3f1c2a9e-7b4d-4e8a-9c1f-0a2b3c4d5e6f';

describe('report SQL (parameterised, whitelisted)', () => {
  it('puts values in parameters, never in the text', () => {
    const p = new Params();
    const sql = filterSql(source, { field: 'tracking_id', compare: '=', value: "x'; DROP TABLE users; --" }, p);
    expect(sql).toBe('(tracking_id = $1::text)');
    expect(p.values).toEqual(["x'; DROP TABLE users; --"]);
  });

  it('turns like into a case-insensitive contains match, * into the wildcard, and % _ \\ into themselves', () => {
    const p = new Params();
    expect(filterSql(source, { field: 'tracking_id', compare: 'LIKE', value: '1z' }, p)).toBe("(tracking_id::text ILIKE $1 ESCAPE '\\')");
    filterSql(source, { field: 'tracking_id', compare: 'like', value: '1Z*99' }, p);
    filterSql(source, { field: 'tracking_id', compare: 'like', value: '50%_off\\' }, p);
    expect(p.values).toEqual(['%1z%', '1Z%99', '%50\\%\\_off\\\\%']);
  });

  it('refuses a NUL, an overlong value, a date outside years 1 to 9999 and a long IN list with 400', () => {
    const bad = [
      { field: 'tracking_id', compare: '=', value: 'a\u0000b' },
      { field: 'tracking_id', compare: 'like', value: 'x'.repeat(201) },
      { field: 'received_date', compare: '>=', value: '0000-01-01' },
      { field: 'received_date', compare: '>=', value: '+275760-09-13T00:00:00Z' },
      { field: 'received_date', compare: '<=', value: '-000001-01-01' },
      { field: 'status', compare: 'in', value: Array.from({ length: 101 }, (_, i) => `s${i}`) },
    ] as const;
    for (const f of bad) expect(() => filterSql(source, f, new Params())).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('makes an or_group one parenthesised OR and ANDs it after the scope', () => {
    const { sql, params } = countSql(
      source,
      {
        filters: [
          {
            or_group: 'g',
            filters: [
              { field: 'status', compare: '=', value: 'packed' },
              { field: 'user_id', compare: '=', value: UUID },
            ],
          },
        ],
      },
      (p) => [`user_id = ${p.add('cid')}::uuid OR sender_id = ${p.add('cid')}::uuid`],
    );
    // Only the table's own columns: the count reads the table, not the view's joins and history.
    expect(sql).toBe(
      'SELECT count(*)::int AS count FROM packages WHERE (is_deleted = false) AND (user_id = $1::uuid OR sender_id = $2::uuid) AND (((status = $3::text) OR (user_id = $4::uuid)))',
    );
    expect(params).toEqual(['cid', 'cid', 'packed', UUID]);
    const joined = countSql(source, { filters: [{ field: 'fcs_id', compare: '=', value: 'FCS00001' }] }, () => []);
    expect(joined.sql).toContain('FROM package_rows WHERE');
  });

  it('matches nothing for an id that is not a uuid instead of failing', () => {
    expect(filterSql(source, { field: 'user_id', compare: '=', value: 'abc' }, new Params())).toBe('FALSE');
    expect(filterSql(source, { field: 'user_id', compare: 'in', value: ['abc'] }, new Params())).toBe('FALSE');
  });

  it('accepts in with an array or a comma list', () => {
    const p = new Params();
    expect(filterSql(source, { field: 'status', compare: 'IN', value: 'packed, delivered' }, p)).toBe('(status = ANY($1::text[]))');
    expect(p.values).toEqual([['packed', 'delivered']]);
  });

  it('uses the default sort, blanks last when descending, id in the same direction; limit and offset are parameters', () => {
    const { sql, params } = dataSql(source, { filters: [], sorts: [], limit: 10, offset: 20 }, none);
    expect(sql).toBe(
      'SELECT * FROM package_rows WHERE (is_deleted = false) ORDER BY received_date DESC NULLS LAST, id DESC LIMIT $1 OFFSET $2',
    );
    expect(params).toEqual([10, 20]);
  });

  it('refuses unknown fields, object fields and inherited names', () => {
    expect(() => filterSql(source, { field: 'constructor', compare: '=', value: 1 }, new Params())).toThrow(
      'Unknown field "constructor" in packages',
    );
    expect(() => dataSql(source, { filters: [], sorts: ['photo_urls asc'], limit: 1, offset: 0 }, none)).toThrow('cannot be used to sort');
  });
});
