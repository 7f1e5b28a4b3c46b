import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MSG, type ImportKind } from '@fcs/shared/contract';
import { HttpError, badRequest } from '../lib/http-error';

/** One data row of a file: its row in the spreadsheet (the header is row 1) and its non-blank cells by column. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
  /** The row's own problem (a cell count that is not the header's), checked before its values. */
  problem?: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The separator of a file: the header's (its names hold neither), comma as US offices write, semicolon as European ones. */
function separatorOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * An import file as rows (csv-parse): UTF-8 with or without a BOM, comma or semicolon separated,
 * quoted as a spreadsheet writes it; the header row names the columns, in any order. A file that is
 * not that, or whose header has a column the kind does not take, lacks a required one or names one
 * twice, is a 400 saying so; a row with another number of cells than the header is an error of
 * that row.
 */
export function readCsv(kind: ImportKind, bytes: Uint8Array): { columns: string[]; rows: CsvRow[] } {
  if (bytes.length > IMPORT_MAX_BYTES) throw new HttpError(413, IMPORT_MSG.tooLarge);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw badRequest(IMPORT_MSG.notUtf8);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const nul = text.indexOf('\u0000');
  if (nul >= 0) throw badRequest(`${IMPORT_MSG.notUtf8} (line ${text.slice(0, nul).split('\n').length} holds a NUL character)`);
  if (!text.trim()) throw badRequest(IMPORT_MSG.empty);

  let records: string[][];
  try {
    // Blank lines are kept as records (and skipped below), so that a row's number is its row in the
    // spreadsheet: the header is row 1, a cell with a line break is still one row.
    records = parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      // One more than allowed: enough to tell that there are too many.
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (e) {
    if (e instanceof CsvError)
      throw badRequest(IMPORT_MSG.badCsv(Number((e as CsvError & { lines?: number }).lines) || 1, e.message.replace(/^[^:]*:\s*/, '')));
    throw e;
  }
  const blank = (r: string[]) => r.every((c) => c.trim() === '');
  const headAt = records.findIndex((r) => !blank(r));
  const head = records[headAt];
  const data = records
    .slice(headAt + 1)
    .map((record, i) => ({ record, line: headAt + i + 2 }))
    .filter((r) => !blank(r.record));
  if (!head || data.length === 0) throw badRequest(IMPORT_MSG.empty);
  if (data.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MSG.tooManyRows);

  const columns = head.map((c) => c.trim().toLowerCase());
  const known = IMPORT_COLUMNS[kind];
  for (const [i, name] of columns.entries()) {
    if (!name) throw badRequest(`The header's column ${i + 1} has no name: name it or remove it`);
    if (columns.indexOf(name) !== i) throw badRequest(IMPORT_MSG.duplicateColumn(name));
    if (!known.some((c) => c.name === name)) throw badRequest(IMPORT_MSG.unknownColumn(name, kind));
  }
  const missing = known.find((c) => c.required && !columns.includes(c.name));
  if (missing) throw badRequest(IMPORT_MSG.missingColumn(missing.name));

  const rows = data.map(({ record, line }): CsvRow => {
    const cells: Record<string, string> = {};
    for (const [i, name] of columns.entries()) {
      const value = record[i];
      if (value !== undefined && value.trim() !== '') cells[name] = value;
    }
    const problem = record.length === columns.length ? undefined : `This row has ${record.length} cells, the header has ${columns.length}`;
    return { line, cells, ...(problem ? { problem } : {}) };
  });
  return { columns, rows };
}
