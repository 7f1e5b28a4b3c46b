import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { importFile, type ImportAnswer } from '@fcs/runtime/client';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { percentOf } from '../utils/import-run';
import { ImportPage } from './import-page';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), importFile: jest.fn() }));
const run = importFile as jest.MockedFunction<typeof importFile>;
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:sample');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => run.mockReset());

const csv = (name = 'customers.csv') => new File(['name,phone\nA,+15550201111\n'], name, { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Customers file (CSV)'), { target: { files: [file] } });
const result = (over: Partial<NonNullable<ImportAnswer['result']>> = {}) => ({
  rows: 3,
  created: 2,
  updated: 1,
  unchanged: 0,
  errors: [],
  ...over,
});

describe('/import (issue 32)', () => {
  it('checks the chosen file at once, shows its counts, then imports it with its progress', async () => {
    run.mockImplementationOnce(async (_kind, _file, { onStep }) => {
      onStep?.({ step: 'upload', sent: 10, total: 20 });
      return { ok: true, message: 'Checked', result: result() };
    });
    renderWithProviders(<ImportPage />, { route: '/import', path: '/import', session: SESSIONS.admin });
    expect(screen.getByRole('table', { name: 'Columns' })).toHaveTextContent('fcs_id');
    expect(screen.getByRole('link', { name: 'Download a sample (customers.csv)' })).toHaveAttribute('download', 'customers.csv');
    choose(csv());
    expect(run).toHaveBeenCalledWith('customers', expect.any(File), expect.objectContaining({ dryRun: true }));
    expect(await screen.findByText('The file is ready to import')).toBeInTheDocument();
    const counts = screen.getByText('To create').closest('dl')!;
    expect(
      within(counts)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '2', '1', '0', '0']);

    let finish: (a: ImportAnswer) => void = () => undefined;
    run.mockImplementationOnce((_kind, _file, { onStep }) => {
      onStep?.({ step: 'server', phase: 'writing', done: 1, total: 3 });
      return new Promise((resolve) => (finish = resolve));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(run).toHaveBeenLastCalledWith('customers', expect.any(File), expect.objectContaining({ dryRun: false }));
    expect(await screen.findByText('Writing 1 of 3 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of the import' })).toBeInTheDocument();
    finish({ ok: true, message: 'Imported', result: result() });
    expect(await screen.findByText('Imported')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the customers' })).toHaveAttribute('href', '/users');
  });

  it('lists every error of a file by line and column, and offers no import', async () => {
    const errors = Array.from({ length: 12 }, (_, i) => ({ row: i + 2, column: 'phone', message: `Enter a valid phone number (${i})` }));
    run.mockResolvedValueOnce({ ok: true, message: 'Checked', result: result({ created: 0, updated: 0, errors }) });
    renderWithProviders(<ImportPage />, { route: '/import', path: '/import', session: SESSIONS.admin });
    choose(csv());
    expect(await screen.findByText('12 errors: nothing will be imported until they are fixed')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows to fix' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Enter a valid phone number (0)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import / })).toBeNull();
  });

  it('says why a file was refused, and keeps the kind in the address', async () => {
    run.mockResolvedValueOnce({ ok: false, message: 'The column "phone" is missing: add it to the header row', result: null });
    renderWithProviders(<ImportPage />, { route: '/import?kind=packages', path: '/import', session: SESSIONS.admin });
    expect(screen.getByRole('radio', { name: 'Packages' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Packages file (CSV)'), { target: { files: [csv('p.csv')] } });
    expect(await screen.findByText('The column "phone" is missing: add it to the header row')).toBeInTheDocument();
    await waitFor(() => expect(run).toHaveBeenCalledWith('packages', expect.any(File), expect.anything()));
  });

  it('counts its progress from the upload to the last write', () => {
    expect(percentOf(null)).toBe(0);
    expect(percentOf({ step: 'upload', sent: 50, total: 100 })).toBe(23);
    expect(percentOf({ step: 'server', phase: 'checking', done: 50, total: 100 })).toBe(60);
    expect(percentOf({ step: 'server', phase: 'writing', done: 100, total: 100 })).toBe(100);
  });
});
