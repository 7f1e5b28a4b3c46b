import { getSettings, track } from '@fcs/runtime/client';
import type { Settings, TrackResult } from '@fcs/shared/model/entities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClientConfig } from '../../api/api-client';
import { Snackbar } from '../../layout/snackbar';
import { resetSettingsCache } from '../../settings/use-settings';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { TrackPage } from './track-page';

jest.mock('@fcs/runtime/client', () => ({ track: jest.fn(), getSettings: jest.fn() }));
jest.mock('../../remote/remote-screen', () => ({
  RemoteScreen: ({ owner, screen, name }: { owner: string; screen: string; name: string }) => (
    <div data-testid="remote">{`${owner}/${screen} (${name})`}</div>
  ),
}));

const trackMock = jest.mocked(track);

const found: TrackResult = {
  id: 'pkg-1',
  tracking_id: 'TN100',
  status: 'received',
  remark: null,
  received_date: '2026-03-05T15:04:05Z',
  updated_date: '2026-03-06T16:00:00Z',
};
const notFound: TrackResult = {
  id: null,
  tracking_id: 'NOPE1',
  status: null,
  remark: 'Not found',
  received_date: null,
  updated_date: null,
};

beforeAll(() => setClientConfig(null));
beforeEach(() => {
  trackMock.mockReset();
  resetSettingsCache();
});

function renderTrack(session = SESSIONS.anonymous) {
  return renderWithProviders(
    <>
      <TrackPage />
      <Snackbar />
    </>,
    { session },
  );
}

const box = () => screen.getByRole('textbox', { name: 'Tracking numbers' });
const trackButton = () => screen.getByRole('button', { name: 'Track' });

describe('Track page (spec 1 §2.4, §5)', () => {
  it('has the tracking box with its placeholder and a Track button', () => {
    renderTrack();
    expect(box()).toHaveAttribute('placeholder', 'Enter up to 30 tracking numbers, separated by commas or new lines');
    expect(trackButton()).toBeInTheDocument();
  });

  it('refuses more than 30 numbers with the red alert "Exceed more than 30" and makes no call', async () => {
    renderTrack();
    const numbers = Array.from({ length: 31 }, (_, i) => `TN${i}`).join(',');
    await userEvent.click(box());
    await userEvent.paste(numbers);
    await userEvent.click(trackButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Exceed more than 30');
    expect(alert).toHaveStyle({ background: '#c62828' });
    expect(trackMock).not.toHaveBeenCalled();
  });

  it('does nothing for an empty or blank input', async () => {
    renderTrack();
    await userEvent.click(trackButton());
    await userEvent.type(box(), '   ,{enter}  , ');
    await userEvent.click(trackButton());
    expect(trackMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tracks the numbers upper-cased without spaces, split on commas and new lines', async () => {
    trackMock.mockResolvedValue([found]);
    renderTrack();
    await userEvent.type(box(), 'tn 100,{enter}nope 1');
    await userEvent.click(trackButton());
    await waitFor(() => expect(trackMock).toHaveBeenCalledWith(['TN100', 'NOPE1']));
  });

  it('lists the results: a found number links to its detail, "Not found" is red and not linked', async () => {
    trackMock.mockResolvedValue([found, notFound]);
    renderTrack();
    await userEvent.type(box(), 'TN100,NOPE1');
    await userEvent.click(trackButton());
    const table = await screen.findByRole('table', { name: 'Tracking results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tracking Number', 'Status', 'Received Date', 'Updated Date', 'Remark']);
    expect(within(table).getByRole('link', { name: 'TN100' })).toHaveAttribute('href', '/my-package-detail/pkg-1');
    expect(within(table).getByText('received')).toBeInTheDocument();
    // Received and updated dates as MM/DD/YYYY hh:mm:ss AM/PM.
    expect(within(table).getAllByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}:\d{2} (AM|PM)$/)).toHaveLength(2);
    expect(within(table).queryByRole('link', { name: 'NOPE1' })).not.toBeInTheDocument();
    expect(within(table).getByText('NOPE1')).toBeInTheDocument();
    expect(within(table).getByText('Not found')).toHaveStyle({ color: '#c62828' });
  });

  it('shows the server message in red when the call fails', async () => {
    trackMock.mockRejectedValue({ status: 0, message: 'Network Error' });
    renderTrack();
    await userEvent.type(box(), 'TN100');
    await userEvent.click(trackButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });
});

describe('Track page by account status', () => {
  it('shows My recent packages and My recent requested pickups from mf-customer to a joined user only', () => {
    renderTrack(SESSIONS.joined);
    expect(screen.getAllByTestId('remote').map((r) => r.textContent)).toEqual([
      'mf_customer/RecentPackages (My recent packages)',
      'mf_customer/RecentPickups (My recent requested pickups)',
    ]);
  });

  it('shows no remote block to an anonymous visitor', () => {
    renderTrack(SESSIONS.anonymous);
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Invited' })).not.toBeInTheDocument();
  });

  it('shows Join Invited (to /join-invite) to an invited user', async () => {
    renderTrack(SESSIONS.invited);
    await userEvent.click(screen.getByRole('button', { name: 'Join Invited' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/join-invite');
  });

  it('tells a signup user to request an invitation from the social page', async () => {
    jest.mocked(getSettings).mockResolvedValue({ facebook_link: 'https://facebook.com/fcs' } as Settings);
    renderTrack(SESSIONS.signup);
    expect(screen.getByText(/Please request for invite from/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/fcs');
  });
});

describe('Track results at 760 px or less', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(max-width: 760px)' || query === '(max-width: 1130px)',
    })) as typeof window.matchMedia;
  });
  afterEach(() => (window.matchMedia = original));

  it('lists one card per number, with "Not found" in red and unlinked', async () => {
    trackMock.mockResolvedValue([found, notFound]);
    renderTrack();
    await userEvent.type(box(), 'TN100,NOPE1');
    await userEvent.click(trackButton());
    const list = await screen.findByRole('list', { name: 'Tracking results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'TN100' })).toHaveAttribute('href', '/my-package-detail/pkg-1');
    expect(within(list).queryByRole('link', { name: 'NOPE1' })).not.toBeInTheDocument();
    expect(within(list).getByText('Not found')).toHaveStyle({ color: '#c62828' });
  });
});

describe('Track page after index.html painted its own box', () => {
  afterEach(() => document.getElementById('boot-tracking')?.remove());

  it('keeps what the visitor typed into the early box while the app was still rendering, and tracks it', async () => {
    trackMock.mockResolvedValue([found]);
    const early = document.createElement('textarea');
    early.id = 'boot-tracking';
    document.body.appendChild(early);
    // The first render reads "tn1"; the visitor goes on typing before React replaces the box.
    let reads = 0;
    Object.defineProperty(early, 'value', { get: () => (reads++ === 0 ? 'tn1' : 'tn100') });
    renderTrack();
    expect(box()).toHaveValue('TN100');
    await userEvent.click(trackButton());
    await waitFor(() => expect(trackMock).toHaveBeenCalledWith(['TN100']));
  });
});
