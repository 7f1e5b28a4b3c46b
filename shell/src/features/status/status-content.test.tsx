import type { StatusView } from '@fcs/shared/model/status-links';
import { renderWithProviders } from '@fcs/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusContent } from './status-content';
import { stateOfFailure } from './use-status';

const PICKUP: StatusView = {
  kind: 'pickup',
  number: 'PU000041',
  status: 'confirmed',
  // 14:05 UTC on a January day is 09:05 in New York (EST).
  timeline: [
    { status: 'requested', date: '2026-01-27T14:05:00.000Z' },
    { status: 'confirmed', date: '2026-01-28T15:30:00.000Z' },
  ],
  pickup: { date: '20260129', time_from: '09:00', time_to: '12:00', zone: 'Central Jersey' },
  failure: null,
  photos: [],
  language: 'en',
  detail_path: null,
};

describe('the status page of a record', () => {
  it('shows the number and kind, the current status, the pickup day, window and zone, and the dated history in ET', () => {
    renderWithProviders(<StatusContent state={{ kind: 'found', view: PICKUP }} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pickup PU000041' })).toBeInTheDocument();
    expect(screen.getByTestId('status-current')).toHaveTextContent('Confirmed');
    expect(screen.getByText('01/29/2026')).toBeInTheDocument();
    expect(screen.getByText('09:00–12:00')).toBeInTheDocument();
    expect(screen.getByText('Central Jersey')).toBeInTheDocument();
    const items = within(screen.getByTestId('status-timeline')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Requested01\/27\/2026 09:05:00 AM ET$/),
      expect.stringMatching(/^Confirmed01\/28\/2026 10:30:00 AM ET$/),
    ]);
    expect(screen.queryByRole('link', { name: 'Open the full details' })).not.toBeInTheDocument();
  });

  it('gives the owner the link to the full detail screen, a package its photos, a failed attempt its reason and how to rebook', () => {
    const view: StatusView = {
      ...PICKUP,
      kind: 'package',
      number: '1Z999AA10123456784',
      status: 'received',
      pickup: null,
      failure: { reason: 'Nobody at home' },
      photos: ['http://api.test/status/x/photos/1', 'http://api.test/status/x/photos/2'],
      detail_path: '/my-package-detail/1',
    };
    renderWithProviders(<StatusContent state={{ kind: 'found', view }} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Package 1Z999AA10123456784' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute('src', view.photos[1]);
    expect(screen.getByText('Nobody at home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new pickup' })).toHaveAttribute('href', '/request-pickup-form');
    expect(screen.getByRole('link', { name: 'Open the full details' })).toHaveAttribute('href', '/my-package-detail/1');
  });

  it('says "This link is not valid" for any token that opens nothing, with a way on', () => {
    renderWithProviders(<StatusContent state={{ kind: 'invalid' }} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track Packages' })).toHaveAttribute('href', '/track-packages');
  });

  it('offers to try again after a failure that is not the link’s', async () => {
    const retry = jest.fn();
    renderWithProviders(<StatusContent state={{ kind: 'error', message: 'Network Error' }} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The status could not be loaded: Network Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('reads every 4xx but a throttle as an invalid link, and the rest as a failure to retry', () => {
    expect(stateOfFailure({ status: 404, message: 'This link is not valid' })).toEqual({ kind: 'invalid' });
    expect(stateOfFailure({ status: 400, message: 'x' })).toEqual({ kind: 'invalid' });
    expect(stateOfFailure({ status: 429, message: 'Too many requests' })).toEqual({ kind: 'error', message: 'Too many requests' });
    expect(stateOfFailure({ status: 0, message: 'Network Error' })).toEqual({ kind: 'error', message: 'Network Error' });
  });
});
