import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteTemplate, listTemplates } from '@fcs/runtime/client';
import type { ReportTemplate } from '@fcs/shared/model/entities';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { TemplatesPage } from './templates-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listTemplates: jest.fn(),
  deleteTemplate: jest.fn(),
}));
const list = listTemplates as jest.MockedFunction<typeof listTemplates>;
const remove = deleteTemplate as jest.MockedFunction<typeof deleteTemplate>;

const template = (n: number): ReportTemplate => ({
  id: `t-${n}`,
  name: `Report ${n}`,
  object: n % 2 ? 'packages' : 'pickups',
  fields: [],
  delete_time: 0,
});

beforeEach(() => {
  list.mockReset();
  remove.mockReset();
  list.mockResolvedValue({ rows: Array.from({ length: 10 }, (_, i) => template(i + 11)), total: 25 });
});

const render = (route = '/templates') =>
  renderWithProviders(<TemplatesPage />, { route, path: '/templates', session: SESSIONS.sa, routes: { '/new-template': <p>new</p> } });

describe('/templates (spec 3 §2)', () => {
  it('lists No., Name and Object Name with edit and delete, 10 a page by default, and pages of 20 and 30', async () => {
    render('/templates?page=2');
    expect(await screen.findByText('11-20 of 25')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ limit: 10, offset: 10 });
    const table = screen.getByRole('table', { name: 'Templates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Name', 'Object Name', 'Actions']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11', 'Report 11', 'Packages', '']);
    expect(within(first).getByRole('link', { name: 'Report 11' })).toHaveAttribute('href', '/template-edit/t-11');
    fireEvent.click(within(first).getByRole('button', { name: 'Edit Report 11' }));
    await waitFor(() => expect(currentLocation()).toBe('/template-edit/t-11'));
  });

  it('New Template opens /new-template', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: /New Template/ }));
    await waitFor(() => expect(currentLocation()).toBe('/new-template'));
  });

  it('deletes after Delete this field "{name}"?, says so and reloads; Cancel deletes nothing', async () => {
    remove.mockResolvedValue(null);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Report 12' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this field "Report 12"?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Report 13' }));
    dialog = (await screen.findByText('Delete this field "Report 13"?')).closest('[role="dialog"]') as HTMLElement;
    const calls = list.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('t-13'));
    await waitFor(() => expect(currentNotice()).toContain('Delete template successful!'));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(calls));
  });

  it('shows the server’s message when a delete is refused, and No Data for no templates', async () => {
    remove.mockRejectedValue({ status: 404, message: 'This template does not exist or was deleted' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Report 12' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentNotice()).toContain('This template does not exist or was deleted'));

    list.mockResolvedValue({ rows: [], total: 0 });
    render('/templates?size=20');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});
