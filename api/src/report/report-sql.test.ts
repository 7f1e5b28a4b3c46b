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

  it('turns like and LIKE into ILIKE with the value as the pattern', () => {
    const p = new Params();
    expect(filterSql(source, { field: 'tracking_id', compare: 'LIKE', value: '%1Z%' }, p)).toBe('(tracking_id::text ILIKE $1)');
    expect(p.values).toEqual(['%1Z%']);
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
    expect(sql).toBe(
      'SELECT count(*)::int AS count FROM package_rows WHERE (NOT is_deleted) AND (user_id = $1::uuid OR sender_id = $2::uuid) AND (((status = $3::text) OR (user_id = $4::uuid)))',
    );
    expect(params).toEqual(['cid', 'cid', 'packed', UUID]);
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

  it('uses the default sort, NULLS LAST and a stable tie-breaker; limit and offset are parameters', () => {
    const { sql, params } = dataSql(source, { filters: [], sorts: [], limit: 10, offset: 20 }, none);
    expect(sql).toBe('SELECT * FROM package_rows WHERE (NOT is_deleted) ORDER BY received_date DESC NULLS LAST, id ASC LIMIT $1 OFFSET $2');
    expect(params).toEqual([10, 20]);
  });

  it('refuses unknown fields, object fields and inherited names', () => {
    expect(() => filterSql(source, { field: 'constructor', compare: '=', value: 1 }, new Params())).toThrow(
      'Unknown field "constructor" in packages',
    );
    expect(() => dataSql(source, { filters: [], sorts: ['photo_urls asc'], limit: 1, offset: 0 }, none)).toThrow('cannot be used to sort');
  });
});
