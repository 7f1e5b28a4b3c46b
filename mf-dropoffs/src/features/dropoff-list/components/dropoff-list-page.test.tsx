import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countDropoffs, listDropoffs, reportPage, searchDropoffs } from '@fcs/runtime/client';
import type { Dropoff } from '@fcs/shared/model/entities';
import type { Filter } from '@fcs/shared/model/report';
import { dropoffDraftAtom, EMPTY_DRAFT } from '../../../lib/dropoff-draft';
import { renderWithProviders, STAFF_DF } from '@fcs/shared/testing';
import { DropoffListPage } from './dropoff-list-page';

// No delay between keystrokes: antd re-renders on each, and jsdom is slow enough.
const user = userEvent.setup({ delay: null });

/** An option of an open antd Select (the selected value shows the same title). */
async function findOption(title: string): Promise<HTMLElement> {
  const all = await screen.findAllByTitle(title);
  const option = all.find((e) => e.classList.contains('ant-select-item-option'));
  if (!option) throw new Error(`no option ${title}`);
  return option;
}

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listDropoffs: jest.fn(),
  reportPage: jest.fn(),
  countDropoffs: jest.fn(),
  searchDropoffs: jest.fn(),
}));
const list = listDropoffs as jest.MockedFunction<typeof listDropoffs>;
const count = countDropoffs as jest.MockedFunction<typeof countDropoffs>;
const fts = searchDropoffs as jest.MockedFunction<typeof searchDropoffs>;

const row = (n: number, status: Dropoff['status'] = 'received'): Dropoff => ({
  id: `id-${n}`,
  dropoff_number: `DO${String(n).padStart(6, '0')}`,
  status,
  created_date: '2024-03-01T15:00:00.000Z',
  updated_date: `2024-03-${String(10 + (n % 10)).padStart(2, '0')}T15:00:00.000Z`,
  customer_id: 'c1',
  customer_name: n % 2 ? 'Alice Carter' : 'Ben Okafor',
  customer_phone_number: '+15550100001',
  customer_fcs_id: n % 2 ? 'FCS00001' : 'FCS00002',
  receiving_staff_id: 's1',
  receiving_staff_name: 'Dana Staff',
  customer_remark: null,
  remark: null,
  photo_urls: [],
  version: 1,
});
const ROWS = [...Array.from({ length: 12 }, (_, i) => row(i + 1)), row(13, 'completed'), row(14, 'canceled')];

/** A fake report service: status `in` and number `like` filters, limit and offset. */
function statusesIn(filters: Filter[] | undefined): string[] | null {
  const f = filters?.find((x) => 'field' in x && x.field === 'status');
  return f && 'value' in f ? (f.value as string[]) : null;
}
function match(filters: Filter[] | undefined) {
  const statuses = statusesIn(filters);
  const like = filters?.find((x) => 'field' in x && x.field === 'dropoff_number');
  const needle = like && 'value' in like ? String(like.value).replace(/%/g, '') : '';
  return ROWS.filter((r) => (!statuses || statuses.includes(r.status)) && r.dropoff_number.includes(needle));
}
beforeEach(() => {
  list
    .mockReset()
    .mockImplementation(async (q) =>
      match(q.filters as Filter[] | undefined).slice(Number(q.offset ?? 0), Number(q.offset ?? 0) + Number(q.limit ?? 10)),
    );
  count.mockReset().mockImplementation(async (q) => match(q.filters as Filter[] | undefined).length);
  // A page of the list (by offset or cursor) is the same fake report service.
  (reportPage as jest.Mock)
    .mockReset()
    .mockImplementation(async (_table, q) => ({ rows: await list(q), cursors: { first: null, last: null } }));
  fts.mockReset().mockResolvedValue([]);
});

const location = () => screen.getByTestId('location').textContent ?? '';
const lastFilters = () => list.mock.calls.at(-1)?.[0].filters as Filter[] | undefined;
/** The chosen options, as the open dropdown marks them (the tags collapse to "+ N" in jsdom). */
function selected(): string[] {
  if (!document.querySelector('.ant-select-item-option')) fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  return Array.from(document.querySelectorAll('.ant-select-item-option-selected')).map((e) => e.getAttribute('title') ?? '');
}

async function choose(option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  const item = await findOption(option);
  fireEvent.click(item);
}

describe('Drop-off list (spec 3 §2, §4)', () => {
  it('lists received drop-offs by default (ACTIVES plus received), newest update first, with the spec columns and two pagers', async () => {
    renderWithProviders(<DropoffListPage />, { history: ['/dropoffs'], session: STAFF_DF });
    expect(screen.getByRole('heading', { name: 'Drop-Offs' })).toBeInTheDocument();
    expect(await screen.findAllByText('1-10 of 12')).toHaveLength(2);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No.',
      'Drop-Off Number',
      'Date',
      'Customer Name',
      'Customer ID',
      'Staff Name',
      'Updated Date',
      'Status',
    ]);
    expect(list.mock.calls.at(-1)?.[0]).toMatchObject({ limit: 10, offset: 0, sorts: ['updated_date desc'] });
    expect(statusesIn(lastFilters())).toEqual(['received']);
    expect(selected()).toEqual(['ACTIVES', 'received']);
    expect(screen.getByRole('link', { name: 'DO000001' })).toHaveAttribute('href', '/dropoff-detail/id-1');
  });

  it('keeps the status choices in sync (syncStatusFilter): ALL selects all three, un-choosing ALL clears, ACTIVES adds received', async () => {
    renderWithProviders(<DropoffListPage />, { history: ['/dropoffs'], session: STAFF_DF });
    await screen.findAllByText('1-10 of 12');
    await choose('ALL');
    await waitFor(() => expect(selected()).toEqual(['ALL', 'received', 'completed', 'canceled']));
    // ALL means no status filter at all.
    await waitFor(() => expect(statusesIn(lastFilters())).toBeNull());
    expect(await screen.findAllByText('1-10 of 14')).toHaveLength(2);
    expect(location()).toBe('/dropoffs?status=received%2Ccompleted%2Ccanceled');

    await choose('ALL'); // un-choose
    await waitFor(() => expect(selected()).toEqual([]));
    expect(await screen.findByText('Choose a status to see drop-offs')).toBeInTheDocument();

    await choose('completed');
    await waitFor(() => expect(selected()).toEqual(['completed']));
    await waitFor(() => expect(statusesIn(lastFilters())).toEqual(['completed']));
    expect(await screen.findByRole('link', { name: 'DO000013' })).toBeInTheDocument();

    // ACTIVES adds its members; the tag itself shows only while the choice is exactly ACTIVES (the contract's rule).
    await choose('ACTIVES');
    await waitFor(() => expect(selected()).toEqual(['received', 'completed']));
    await waitFor(() => expect(statusesIn(lastFilters())).toEqual(['received', 'completed']));
  });

  it('searches on Enter: the full-text hits merged with the number LIKE matches, each once; clear goes back to the list', async () => {
    fts.mockResolvedValue([row(3), row(13, 'completed')]);
    renderWithProviders(<DropoffListPage />, { history: ['/dropoffs'], session: STAFF_DF });
    await screen.findAllByText('1-10 of 12');
    const box = screen.getByPlaceholderText('Search dropoff number');
    await user.type(box, 'do00001{Enter}');
    await waitFor(() => expect(fts).toHaveBeenCalledWith('do00001'));
    expect(lastFilters()).toEqual([
      { field: 'status', compare: 'in', value: ['received'] },
      { field: 'dropoff_number', compare: 'like', value: 'DO00001' },
    ]);
    // DO000003 (full text) + DO000010..DO000012 (number); DO000013 is completed, outside the filter.
    expect(await screen.findAllByText('1-4 of 4')).toHaveLength(2);
    const numbers = screen.getAllByRole('link', { name: /^DO/ }).map((a) => a.textContent);
    expect(numbers.sort()).toEqual(['DO000003', 'DO000010', 'DO000011', 'DO000012']);
    expect(location()).toBe('/dropoffs?q=do00001');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findAllByText('1-10 of 12')).toHaveLength(2);
    expect(box).toHaveValue('');
  });

  it('sorts by a column and says which page it shows', async () => {
    renderWithProviders(<DropoffListPage />, { history: ['/dropoffs'], session: STAFF_DF });
    await screen.findAllByText('1-10 of 12');
    fireEvent.click(within(screen.getAllByRole('columnheader')[3]!).getByText('Customer Name'));
    await waitFor(() => expect(list.mock.calls.at(-1)?.[0].sorts).toEqual(['customer_name asc']));
    expect(location()).toBe('/dropoffs?sort=customer_name.asc');
  });

  it('New Drop-Off clears the form draft and opens /create-dropoff', async () => {
    const { store } = renderWithProviders(<DropoffListPage />, { history: ['/dropoffs'], session: STAFF_DF });
    store.set(dropoffDraftAtom, { ...EMPTY_DRAFT, customer_remark: 'left over' });
    await user.click(screen.getByRole('button', { name: /New Drop-Off/ }));
    expect(store.get(dropoffDraftAtom)).toEqual(EMPTY_DRAFT);
    expect(location()).toBe('/create-dropoff');
  });

  it('opens the QR dialog from the small QR icon of a row', async () => {
    HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
    renderWithProviders(<DropoffListPage />, { history: ['/dropoffs'], session: STAFF_DF });
    await screen.findAllByText('1-10 of 12');
    await user.click(screen.getByRole('button', { name: 'QR code of DO000001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'QR code of DO000001' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    list.mockRejectedValueOnce({ status: 0, message: 'Network Error' });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<DropoffListPage />, { history: ['/dropoffs'], session: STAFF_DF });
    expect(await screen.findByText('The drop-offs could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByText('1-10 of 12')).toHaveLength(2);
  });
});
