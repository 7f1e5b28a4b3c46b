import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fcs/shared/testing';
import { resetRemotes } from './remote-registry';
import { RUNTIME_VERSION, unmetRuntimeRanges } from './runtime-check';
import { RemoteScreen } from './remote-screen';
import { setClientConfig } from '../api/api-client';
import { fakeResponse } from '../test/fake-response';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));

const loadRemoteMock = jest.mocked(loadRemote);
const REMOTES = { mf_customer: 'http://localhost:3001/mf-manifest.json' };
/** The remote's ./screens module, as the remote kit's defineScreens makes it. */
const screens = { default: { MyPackages: async () => ({ default: () => <h2>My packages list</h2> }) } };

// Remote screens wait for the api client to be configured (start-up reads /config.json).
beforeAll(() => setClientConfig(null));

beforeEach(() => {
  resetRemotes();
  loadRemoteMock.mockReset();
  jest.mocked(registerRemotes).mockReset();
  global.fetch = jest.fn(async () => fakeResponse(REMOTES, 200)) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.mocked(console.error).mockRestore());

function Portal() {
  return (
    <>
      <p>Rest of the portal</p>
      <RemoteScreen owner="mf_customer" screen="MyPackages" name="My Packages" />
    </>
  );
}

const render2 = (ui: React.ReactElement) => renderWithProviders(ui);

describe('RemoteScreen', () => {
  it('registers the remotes of /remotes.json and shows the remote screen', async () => {
    loadRemoteMock.mockResolvedValue(screens);
    renderWithProviders(<Portal />);
    expect(await screen.findByRole('heading', { name: 'My packages list' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_customer', entry: REMOTES.mf_customer }]);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_customer/screens');
  });

  it('shows the unavailable message with Retry in its place only when the remote cannot be loaded', async () => {
    loadRemoteMock.mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-003 failed to fetch manifest'));
    renderWithProviders(<Portal />);
    expect(await screen.findByText('This part of the portal is unavailable')).toBeInTheDocument();
    expect(screen.getByText('My Packages could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByText('Rest of the portal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Retry loads the remote again (a fresh lazy), and shows it once it is back', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValueOnce(screens);
    renderWithProviders(<Portal />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My packages list' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This part of the portal is unavailable')).not.toBeInTheDocument();
  });

  it('also catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    loadRemoteMock.mockResolvedValue({ default: { MyPackages: async () => ({ default: Broken }) } });
    renderWithProviders(<Portal />);
    expect(await screen.findByText('This part of the portal is unavailable')).toBeInTheDocument();
  });

  it('shows the unavailable message for a remote that /remotes.json does not list (not deployed yet)', async () => {
    render2(<RemoteScreen owner="mf_reports" screen="Reports" name="Reports" />);
    expect(await screen.findByText('This part of the portal is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Reports could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows the unavailable message when the remote does not expose the screen', async () => {
    loadRemoteMock.mockResolvedValue(screens);
    render2(<RemoteScreen owner="mf_customer" screen="NoSuchScreen" name="Something" />);
    expect(await screen.findByText('This part of the portal is unavailable')).toBeInTheDocument();
  });

  it('offers Retry when /remotes.json itself cannot be read, and fetches it again on Retry', async () => {
    global.fetch = jest.fn().mockResolvedValueOnce(fakeResponse('nope', 500)).mockResolvedValue(fakeResponse(REMOTES, 200)) as typeof fetch;
    loadRemoteMock.mockResolvedValue(screens);
    renderWithProviders(<Portal />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My packages list' })).toBeInTheDocument();
    expect(jest.mocked(global.fetch).mock.calls.filter(([url]) => url === '/remotes.json')).toHaveLength(2);
  });

  it('refuses a remote built for a newer runtime contract than the shell gives: the message says so, nothing of it renders', async () => {
    const manifest = 'http://localhost:3001/newer/mf-manifest.json';
    global.fetch = jest.fn(async (url: string) =>
      url === '/remotes.json'
        ? fakeResponse({ mf_customer: manifest }, 200)
        : fakeResponse(
            {
              shared: [
                { name: '@fcs/runtime/client', requiredVersion: `^${RUNTIME_VERSION.replace(/^\d+/, (m) => String(Number(m) + 1))}` },
              ],
            },
            200,
          ),
    ) as unknown as typeof fetch;
    loadRemoteMock.mockResolvedValue(screens);
    renderWithProviders(<Portal />);
    expect(await screen.findByText('This part of the portal needs a newer version of the portal')).toBeInTheDocument();
    expect(screen.getByText('This part of the portal is unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My packages list' })).not.toBeInTheDocument();
  });

  it('shows the next screen’s skeleton at once, not the old page, while the next remote screen loads (issue 23.4)', async () => {
    const detail = () => (
      <>
        <h2>Pickup detail</h2>
        <textarea aria-label="Remark" />
        <Link to="/cancel">Cancel Pickup</Link>
      </>
    );
    const pending = new Promise<never>(() => {});
    loadRemoteMock.mockImplementation(async (id: string) =>
      id === 'mf_pickups/screens' ? { default: { PickupDetail: async () => ({ default: detail }) } } : pending,
    );
    global.fetch = jest.fn(async () =>
      fakeResponse({ ...REMOTES, mf_pickups: 'http://localhost:3002/mf-manifest.json' }, 200),
    ) as typeof fetch;
    renderWithProviders(null, {
      route: '/detail',
      routes: {
        '/detail': <RemoteScreen owner="mf_pickups" screen="PickupDetail" name="Pickup" />,
        '/cancel': <RemoteScreen owner="mf_customer" screen="PickupCancel" name="Cancel Pickup" />,
      },
    });
    await screen.findByRole('heading', { name: 'Pickup detail' });
    fireEvent.click(screen.getByRole('link', { name: 'Cancel Pickup' }));
    // Checked at once: the old page (and the Remark typed in it) is gone as soon as the link is followed.
    expect(screen.queryByRole('textbox', { name: 'Remark' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pickup detail' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Cancel Pickup' })).toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
  });
});

describe('unmetRuntimeRanges', () => {
  const manifest = (...ranges: (string | null)[]) => ({
    shared: [{ name: 'react', requiredVersion: '^99.0.0' }, ...ranges.map((r) => ({ name: '@fcs/runtime/session', requiredVersion: r }))],
  });
  it('names the runtime ranges the shell does not satisfy, and only the runtime’s', () => {
    expect(unmetRuntimeRanges(manifest('^1.0.0'), '1.4.2')).toEqual([]);
    expect(unmetRuntimeRanges(manifest('^1.5.0'), '1.4.2')).toEqual(['^1.5.0']);
    expect(unmetRuntimeRanges(manifest('^1.0.0', '^1.0.0'), '2.0.0')).toEqual(['^1.0.0']);
    expect(unmetRuntimeRanges(manifest(null), '1.0.0')).toEqual([]);
    expect(unmetRuntimeRanges('not a manifest', '1.0.0')).toEqual([]);
  });
});
