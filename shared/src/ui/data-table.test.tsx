import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useTableQuery } from '../hooks/use-table-query';
import { DataTable, nextTableState, pagingText, rowNumber, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  received_date: string;
}
const ALL: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Row ${i + 1}`,
  received_date: `2024-01-${String(i + 1).padStart(2, '0')}`,
}));

let lastQuery: { limit: number; offset: number; sorts: string[] } | null = null;
function Location() {
  const loc = useLocation();
  return <output data-testid="search">{loc.search}</output>;
}

/** A list as a remote builds it: state in the URL, rows "fetched" for the current page. */
function Harness() {
  const t = useTableQuery({ defaultSort: { field: 'received_date', direction: 'desc' }, sortableFields: ['received_date'] });
  lastQuery = t.query;
  const columns: DataTableColumn<Row>[] = [
    { key: 'no', title: 'No.', render: (_r, i) => rowNumber(t.page, t.pageSize, i) },
    { key: 'name', title: 'Name' },
    { key: 'received_date', title: 'Received Date', sortable: true },
  ];
  const rows = ALL.slice(t.query.offset, t.query.offset + t.query.limit);
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        total={ALL.length}
        rowKey={(r) => r.id}
        page={t.page}
        pageSize={t.pageSize}
        sort={t.sort}
        onChange={t.change}
      />
      <Location />
    </>
  );
}

const sortHeader = () => screen.getByRole('columnheader', { name: /Received Date/ });

function renderAt(url = '/list') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
}

describe('DataTable (spec 1 §9 paging and sorting)', () => {
  it('shows the paging text "1-10 of 23" and the row numbers across pages', () => {
    renderAt();
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    expect(screen.getByText('21-23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '21' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?page=3');
  });

  it('goes back to page 1 when the page size changes', async () => {
    renderAt('/list?page=2');
    expect(screen.getByText('11-20 of 23')).toBeInTheDocument();
    const sizeChanger = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    fireEvent.mouseDown(within(sizeChanger).getByRole('combobox'));
    await act(async () => {
      fireEvent.click(await screen.findByTitle('20 / page'));
    });
    expect(screen.getByText('1-20 of 23')).toBeInTheDocument();
    expect(lastQuery).toEqual({ limit: 20, offset: 0, sorts: ['received_date desc'] });
  });

  it('toggles the sort between ascending and descending and goes back to page 1', () => {
    renderAt('/list?page=3');
    expect(lastQuery?.sorts).toEqual(['received_date desc']);
    fireEvent.click(sortHeader());
    expect(lastQuery).toEqual({ limit: 10, offset: 0, sorts: ['received_date asc'] });
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    fireEvent.click(sortHeader());
    expect(lastQuery?.sorts).toEqual(['received_date desc']);
    fireEvent.click(sortHeader());
    expect(lastQuery?.sorts).toEqual(['received_date asc']);
  });

  it('says the sort to assistive technology, and sorts from the keyboard too', () => {
    renderAt();
    expect(sortHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    fireEvent.keyDown(sortHeader(), { key: 'Enter' });
    expect(sortHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(lastQuery?.sorts).toEqual(['received_date asc']);
  });

  it('restores page, size and sort from the URL (shareable, survives reload)', () => {
    renderAt('/list?page=2&size=20&sort=received_date.asc');
    expect(screen.getByText('21-23 of 23')).toBeInTheDocument();
    expect(lastQuery).toEqual({ limit: 20, offset: 20, sorts: ['received_date asc'] });
  });

  it('ignores nonsense in the URL', () => {
    renderAt('/list?page=-4&size=7&sort=password.asc');
    expect(lastQuery).toEqual({ limit: 10, offset: 0, sorts: ['received_date desc'] });
  });

  it('shows the empty text', () => {
    render(
      <DataTable
        columns={[{ key: 'name', title: 'Name' }]}
        rows={[]}
        total={0}
        rowKey={(r: Row) => r.id}
        page={1}
        pageSize={10}
        sort={null}
        onChange={() => {}}
        emptyText="Nothing here"
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});

describe('paging helpers', () => {
  it('formats from-to of count', () => {
    expect(pagingText(1, 10, 23)).toBe('1-10 of 23');
    expect(pagingText(3, 10, 23)).toBe('21-23 of 23');
    expect(pagingText(1, 10, 0)).toBe('0-0 of 0');
    // A count that stopped at its limit, and a whole table's estimate.
    expect(pagingText(1, 10, 10_000, 'more_than')).toBe('1-10 of more than 10,000');
    expect(pagingText(2000, 10, 10_000, 'more_than')).toBe('19991-20000 of more than 10,000');
    expect(pagingText(3, 10, 1_000_060, 'about')).toBe('21-30 of about 1,000,060');
    expect(pagingText(1000, 10, 1_000_060, 'about')).toBe('9991-10000 of about 1,000,060');
    expect(pagingText(90_001, 10, 1_000_060, 'about')).toBe('about 900,001-900,010 of about 1,000,060');
  });
  it('resets to page 1 on a new size or sort only', () => {
    const prev = { page: 3, pageSize: 10, sort: { field: 'received_date', direction: 'desc' as const } };
    expect(nextTableState(prev, { page: 4 })).toEqual({ ...prev, page: 4 });
    expect(nextTableState(prev, { page: 3, pageSize: 20 }).page).toBe(1);
    expect(nextTableState(prev, { sort: { field: 'received_date', direction: 'asc' } }).page).toBe(1);
  });
});
