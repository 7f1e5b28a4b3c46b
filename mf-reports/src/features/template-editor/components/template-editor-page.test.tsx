import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTemplate, getReportMeta, getReportObjects, getTemplate, updateTemplate } from '@fcs/runtime/client';
import type { MetaField, ReportMeta } from '@fcs/shared/model/report-templates';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { PACKAGES_TEMPLATE } from '../../../test/template-fixture';
import { TemplateEditorPage } from './template-editor-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  getReportObjects: jest.fn(),
  getReportMeta: jest.fn(),
  getTemplate: jest.fn(),
  createTemplate: jest.fn(),
  updateTemplate: jest.fn(),
}));
const objects = getReportObjects as jest.MockedFunction<typeof getReportObjects>;
const meta = getReportMeta as jest.MockedFunction<typeof getReportMeta>;
const load = getTemplate as jest.MockedFunction<typeof getTemplate>;
const create = createTemplate as jest.MockedFunction<typeof createTemplate>;
const update = updateTemplate as jest.MockedFunction<typeof updateTemplate>;

const metaField = (field_name: string, display_name: string, field_type: MetaField['field_type'] = 'string'): MetaField => ({
  field_name,
  display_name,
  field_type,
  nullable: true,
  filterable: field_type !== 'object',
  sortable: field_type !== 'object',
  compares: ['='],
  searchable: false,
});
const PACKAGES_META: ReportMeta = {
  name: 'packages',
  display_name: 'Packages',
  default_sort: 'received_date desc',
  fields: [
    metaField('tracking_id', 'Tracking Id'),
    metaField('status', 'Status'),
    metaField('received_date', 'Received Date', 'date'),
    metaField('user_id', 'User Id'),
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  objects.mockResolvedValue([
    { name: 'packages', display_name: 'Packages' },
    { name: 'pickups', display_name: 'Pickups' },
  ]);
  meta.mockResolvedValue(PACKAGES_META);
});

/** Picks an option of the antd select labelled `label` inside `scope`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  const box = within(scope).getByLabelText(label);
  fireEvent.mouseDown(box);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]!);
}

const cards = () => within(screen.getByRole('list', { name: 'Fields' })).getAllByRole('listitem');

describe('/new-template (spec 3 §2)', () => {
  it('says what is missing on Save, then POSTs the cards in their order with "Add template successful!"', async () => {
    create.mockResolvedValue({ ...PACKAGES_TEMPLATE, id: 't-new' });
    renderWithProviders(<TemplateEditorPage />, {
      route: '/new-template',
      path: '/new-template',
      history: ['/templates'],
      session: SESSIONS.sa,
    });
    await waitFor(() => expect(objects).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Object is required')).toBeInTheDocument();
    expect(screen.getByText('Field name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Deliveries ' } });
    await choose(document.body, 'Object', 'Packages');
    await waitFor(() => expect(meta).toHaveBeenCalledWith('packages'));
    await choose(cards()[0]!, 'Field name', 'tracking_id');
    fireEvent.click(screen.getByRole('button', { name: /Add Field/ }));
    await choose(cards()[1]!, 'Field name', 'received_date');
    expect(within(cards()[1]!).getByLabelText('Display name')).toHaveValue('Received Date');
    fireEvent.click(within(cards()[1]!).getByRole('checkbox', { name: 'Allow sort' }));
    await choose(cards()[1]!, 'Default sort', 'Descending');
    fireEvent.click(within(cards()[1]!).getByRole('checkbox', { name: 'Allow filter' }));
    await choose(cards()[1]!, 'Filter compare', '>=');
    // Received Date first: its Move up button.
    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Move Received Date up' }));
    expect(cards()[0]).toHaveAccessibleName('Field 1 of 2: Received Date');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toEqual({
      name: 'Deliveries',
      object: 'packages',
      fields: [
        expect.objectContaining({
          field_name: 'received_date',
          display_name: 'Received Date',
          field_type: 'date',
          allow_sort: true,
          default_sort: 'desc',
          allow_filter: true,
          filter_compare: '>=',
          order: 0,
        }),
        expect.objectContaining({ field_name: 'tracking_id', display_name: 'Tracking Id', show: true, allow_sort: false, order: 1 }),
      ],
    });
    await waitFor(() => expect(currentNotice()).toContain('Add template successful!'));
    await waitFor(() => expect(currentLocation()).toBe('/templates'));
  });

  it('stays with the api’s message when Save is refused', async () => {
    create.mockRejectedValue({ status: 400, message: 'The object "packages" has no field "x"' });
    renderWithProviders(<TemplateEditorPage />, {
      route: '/new-template',
      path: '/new-template',
      history: ['/templates'],
      session: SESSIONS.sa,
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'R' } });
    await choose(document.body, 'Object', 'Packages');
    await waitFor(() => expect(meta).toHaveBeenCalled());
    await choose(cards()[0]!, 'Field name', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentNotice()).toContain('The object "packages" has no field "x"'));
    expect(currentLocation()).toBe('/new-template');
  });
});

describe('/template-edit/{templateId}', () => {
  it('loads the template’s cards in their order, moves one with the keyboard, and PUTs with "Update template successful!"', async () => {
    load.mockResolvedValue(PACKAGES_TEMPLATE);
    update.mockResolvedValue(PACKAGES_TEMPLATE);
    renderWithProviders(<TemplateEditorPage />, {
      route: '/template-edit/t-1',
      path: '/template-edit/:templateId',
      history: ['/templates'],
      session: SESSIONS.sa,
    });
    expect(await screen.findByRole('heading', { name: 'Edit Template' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Packages by status'));
    expect(load).toHaveBeenCalledWith('t-1');
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
      'Field 1 of 4: Tracking Id',
      'Field 2 of 4: Status',
      'Field 3 of 4: Received Date',
      'Field 4 of 4: User',
    ]);
    // The handle moves its card with the arrow keys and keeps the focus.
    const handle = within(cards()[0]!).getByRole('button', { name: /Reorder Tracking Id/ });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    await waitFor(() => expect(cards()[1]).toHaveAccessibleName('Field 2 of 4: Tracking Id'));
    expect(document.activeElement).toBe(within(cards()[1]!).getByRole('button', { name: /Reorder Tracking Id/ }));
    // Alt+Up anywhere in a card moves it up.
    fireEvent.keyDown(within(cards()[3]!).getByLabelText('Display name'), { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(cards()[2]).toHaveAccessibleName('Field 3 of 4: User'));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Remove Status' }));
    expect(cards()).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![0].id).toBe('t-1');
    expect(update.mock.calls[0]![0].fields.map((f) => [f.field_name, f.order])).toEqual([
      ['tracking_id', 0],
      ['user_id', 1],
      ['received_date', 2],
    ]);
    await waitFor(() => expect(currentNotice()).toContain('Update template successful!'));
  });

  it('says so when the template does not exist', async () => {
    load.mockRejectedValue({ status: 404, message: 'This template does not exist or was deleted' });
    renderWithProviders(<TemplateEditorPage />, { route: '/template-edit/zz', path: '/template-edit/:templateId', session: SESSIONS.sa });
    expect(await screen.findByText('This template was not found')).toBeInTheDocument();
    expect(screen.getByText('This template does not exist or was deleted')).toBeInTheDocument();
  });
});
