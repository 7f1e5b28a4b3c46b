import { parse } from 'csv-parse/sync';

/** The cells of one CSV line as a spreadsheet reads them (csv-parse): quotes removed, doubled quotes single. */
export function csvCells(line: string): string[] {
  return (parse(line, { relax_column_count: true }) as string[][])[0] ?? [];
}
