import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listSmsMessages, listSmsMonths } from '@fcs/runtime/client';
import type { SmsLogRow } from '@fcs/shared/contract/sms';
import { smsMonthId } from '@fcs/shared/model/sms';
import { currentLocation, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { SmsPage } from './sms-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listSmsMonths: jest.fn(),
  listSmsMessages: jest.fn(),
}));
const months = listSmsMonths as jest.MockedFunction<typeof listSmsMonths>;
const messages = listSmsMessages as jest.MockedFunction<typeof listSmsMessages>;

const now = smsMonthId();
const MONTHS = [
  { id: now, count: 3, amount: 0.0237 },
  ...Array.from({ length: 23 }, (_, i) => ({ id: `2020${(i % 12) + 1}`, count: i, amount: i / 100 })),
];
const row = (n: number, over: Partial<SmsLogRow> = {}): SmsLogRow => ({
  id: `m${n}`,
  date: '2026-11-20T15:00:00.000Z',
  from: '+17325550148',
  to: `+1555010000${n}`,
  message: `FCS: pickup PU00000${n} confirmed.`,
  amount: 0.0079,
  status: 'delivered',
  segments: 1,
  country_code: '+1',
  ...over,
});

beforeEach(() => {
  months.mockReset().mockResolvedValue(MONTHS);
  messages
    .mockReset()
    .mockResolvedValue({ rows: [row(1), row(2, { amount: null, to: '+6591234567', status: 'sent' })], total: 3, amount: 0.0237 });
});

describe('/sms (spec 3 §2 "SMS usage")', () => {
  it('opens on this month: Usage:$ with its amount, the columns, an unknown cost, the twelve-month chart', async () => {
    renderWithProviders(<SmsPage />, { route: '/sms', path: '/sms', session: SESSIONS.admin });
    expect(await screen.findByText('Usage:$0.0237')).toBeInTheDocument();
    expect(messages).toHaveBeenLastCalledWith({ month: now, limit: 10, offset: 0 });
    const table = screen.getByRole('table', { name: 'SMS' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual(['Date', 'From', 'To', 'Message', 'Amount', 'Status']);
    expect(within(table).getByText('unknown')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /SMS usage of the last twelve months/ });
    expect(chart.querySelectorAll('[data-month]')).toHaveLength(12);
  });

  it('dates each message in ET, the zone its month is counted in, whatever the browser’s zone (issue 23.2)', async () => {
    // 00:42 UTC on November 1 is still October 31 in New York: the message belongs to October's count.
    messages.mockResolvedValue({ rows: [row(1, { date: '2026-11-01T00:42:10.000Z' })], total: 1, amount: 0.0079 });
    renderWithProviders(<SmsPage />, { route: '/sms', path: '/sms', session: SESSIONS.admin });
    const table = await screen.findByRole('table', { name: 'SMS' });
    expect(await within(table).findByText('10/31/2026 08:42:10 PM ET')).toBeInTheDocument();
  });

  it('takes the month from the dropdown into the URL and loads that month; the page sizes are 2, 4, 6 and 10', async () => {
    renderWithProviders(<SmsPage />, { route: '/sms', path: '/sms', session: SESSIONS.admin });
    await screen.findByText('Usage:$0.0237');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Month' }));
    fireEvent.click(await screen.findByTitle('March 2020'));
    await waitFor(() => expect(currentLocation()).toBe('/sms?month=20203'));
    await waitFor(() => expect(messages).toHaveBeenLastCalledWith({ month: '20203', limit: 10, offset: 0 }));
    const sizes = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    fireEvent.mouseDown(sizes.querySelector('[role="combobox"]') ?? sizes);
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[role="option"]')].map((o) => o.getAttribute('title')).filter((t) => t?.endsWith('/ page')),
      ).toEqual(['2 / page', '4 / page', '6 / page', '10 / page']),
    );
  });
});
