import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPickup, listPickupAttempts, notCollectPickup } from '@fcs/runtime/client';
import { PICKUP_MSG } from '@fcs/shared/model/pickups';
import { PICKUP } from '../../../test/pickup-fixture';
import { currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { PickupDetailPage } from '../../pickup-detail/components/pickup-detail-page';
import { notCollectedProblem, PickupNotCollectedPage } from './pickup-not-collected-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  getPickup: jest.fn(),
  notCollectPickup: jest.fn(),
  listPickupAttempts: jest.fn(async () => []),
}));
const get = getPickup as jest.MockedFunction<typeof getPickup>;
const send = notCollectPickup as jest.MockedFunction<typeof notCollectPickup>;
const attempts = listPickupAttempts as jest.MockedFunction<typeof listPickupAttempts>;
const user = userEvent.setup({ delay: null });
const CONFIRMED = { ...PICKUP, status: 'confirmed' as const, version: 3 };

beforeEach(() => {
  get.mockReset().mockResolvedValue(CONFIRMED);
  send.mockReset().mockResolvedValue({ ...CONFIRMED, failed_attempt_at: '2026-11-25T15:00:00.000Z', failed_attempt_reason: 'other' });
});

describe('Not collected, /pickup-not-collected/{id}', () => {
  it('needs a reason, and a remark for Other, as the api does', () => {
    expect(notCollectedProblem(null, '')).toBe(PICKUP_MSG.reasonRequired);
    expect(notCollectedProblem('other', '  ')).toBe(PICKUP_MSG.otherNeedsRemark);
    expect(notCollectedProblem('other', 'Gate locked')).toBeNull();
    expect(notCollectedProblem('nobody_home', '')).toBeNull();
  });

  it('the driver chooses one of the five reasons; Other asks for a remark; then it is sent with the version read', async () => {
    renderWithProviders(<PickupNotCollectedPage />, {
      route: '/pickup-not-collected/p1',
      path: '/pickup-not-collected/:id',
      session: SESSIONS.driver,
    });
    const form = await screen.findByRole('form', { name: 'Not collected' });
    const reasons = within(form).getByRole('radiogroup', { name: 'Why was it not collected?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Nobody at the address', 'Customer refused', 'Parcels not ready', 'Address not found', 'Other']);
    await user.click(within(form).getByRole('button', { name: 'Not collected' }));
    expect(await within(form).findByText('Choose why the pickup was not collected')).toBeInTheDocument();
    fireEvent.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await user.click(within(form).getByRole('button', { name: 'Not collected' }));
    expect(await within(form).findByText('Say in the remark why the pickup was not collected')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await user.type(within(form).getByRole('textbox', { name: 'Remark' }), 'Gate locked');
    await user.click(within(form).getByRole('button', { name: 'Not collected' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ id: 'p1', version: 3, reason: 'other', remark: 'Gate locked', photo_urls: [] }),
    );
    await waitFor(() => expect(currentNotice()).toBe('success: Recorded as not collected: the office will reschedule it'));
  });
});

describe('the stop’s detail from Collect (/oc)', () => {
  it('offers the driver Complete and Not collected', async () => {
    renderWithProviders(<PickupDetailPage />, { route: '/pickup-detail/p1/oc', path: '/pickup-detail/:id/oc', session: SESSIONS.driver });
    await screen.findByTestId('pickup-number');
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not collected' })).toBeInTheDocument();
  });

  it('a pickup waiting after a Not collected says so, lists the attempt, and offers no second one', async () => {
    get.mockResolvedValue({ ...CONFIRMED, failed_attempt_at: '2026-11-25T15:00:00.000Z', failed_attempt_reason: 'nobody_home' });
    attempts.mockResolvedValue([
      {
        id: 'a1',
        reason: 'nobody_home',
        remark: 'Rang twice',
        photo_urls: [],
        staff_id: 's10',
        staff_name: 'Oscar Diaz',
        attempted_at: '2026-11-25T15:00:00.000Z',
      },
    ]);
    renderWithProviders(<PickupDetailPage />, { route: '/pickup-detail/p1/oc', path: '/pickup-detail/:id/oc', session: SESSIONS.driver });
    expect(await screen.findByText('Not collected: Nobody at the address')).toBeInTheDocument();
    const [attempt] = await screen.findAllByTestId('pickup-attempt');
    expect(attempt).toHaveTextContent('Nobody at the address · 11/25/2026 10:00:00 AM ET · Oscar Diaz');
    expect(attempt).toHaveTextContent('Rang twice');
    expect(screen.queryByRole('button', { name: 'Not collected' })).not.toBeInTheDocument();
  });
});
