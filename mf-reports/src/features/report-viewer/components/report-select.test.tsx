import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getTemplate, listTemplates } from '@fcs/runtime/client';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { PACKAGES_TEMPLATE } from '../../../test/template-fixture';
import { ReportSelect } from './report-select';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listTemplates: jest.fn(),
  getTemplate: jest.fn(),
}));
const list = listTemplates as jest.MockedFunction<typeof listTemplates>;
const get = getTemplate as jest.MockedFunction<typeof getTemplate>;

const bulk = Array.from({ length: 100 }, (_, i) => ({ ...PACKAGES_TEMPLATE, id: `b-${i}`, name: `Bulk ${i}` }));
const zebra = { ...PACKAGES_TEMPLATE, id: 'z-1', name: 'Zebra weekly' };

beforeEach(() => {
  jest.clearAllMocks();
  list.mockImplementation(async (q) => (q.q ? { rows: [zebra], total: 1 } : { rows: bulk, total: 101 }));
  get.mockResolvedValue(zebra);
});

describe('the report select (spec 3 §2, issue 23.10)', () => {
  it('searches every template in the api as one types, not only the first 100', async () => {
    renderWithProviders(<ReportSelect onChange={() => {}} />, { session: SESSIONS.admin });
    await waitFor(() => expect(list).toHaveBeenCalledWith({ limit: 100, offset: 0, q: undefined }));
    const box = screen.getByRole('combobox', { name: 'Report' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'zeb' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 100, offset: 0, q: 'zeb' }));
    expect(await screen.findByTitle('Zebra weekly (Packages)')).toBeInTheDocument();
  });

  it('names the chosen template even when it is beyond the first 100', async () => {
    renderWithProviders(<ReportSelect value="z-1" onChange={() => {}} />, { session: SESSIONS.admin });
    await waitFor(() => expect(get).toHaveBeenCalledWith('z-1'));
    expect(await screen.findByText('Zebra weekly (Packages)')).toBeInTheDocument();
  });
});
