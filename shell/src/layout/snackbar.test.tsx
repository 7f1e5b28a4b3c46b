import { noticeAtom } from '@fcs/runtime/session';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@fcs/shared/testing';
import { Snackbar } from './snackbar';

describe('Snackbar (spec 1 §2.2, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a success in green at the bottom centre and hides it after 3000 ms', () => {
    const { store } = renderWithProviders(<Snackbar />);
    act(() => store.set(noticeAtom, { id: 1, kind: 'success', message: 'Join Invited successful!' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Join Invited successful!');
    expect(alert).toHaveStyle({ position: 'fixed', bottom: '24px', left: '50%', background: '#2e7d32' });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.get(noticeAtom)).toBeNull();
  });

  it('shows a failure in red, and a new alert gets its own 3 s', () => {
    const { store } = renderWithProviders(<Snackbar />);
    act(() => store.set(noticeAtom, { id: 2, kind: 'error', message: 'first' }));
    act(() => jest.advanceTimersByTime(2000));
    act(() => store.set(noticeAtom, { id: 3, kind: 'error', message: 'Exceed more than 30' }));
    expect(screen.getByRole('alert')).toHaveStyle({ background: '#c62828' });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('Exceed more than 30');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts each message into a live region that is in the page before it, so that screen readers announce it', () => {
    const { store } = renderWithProviders(<Snackbar />);
    const region = screen.getByTestId('snackbar-region');
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).toBeEmptyDOMElement();
    act(() => store.set(noticeAtom, { id: 4, kind: 'success', message: 'Update dropoff successful!' }));
    expect(screen.getByTestId('snackbar-region')).toBe(region);
    expect(region).toContainElement(screen.getByRole('alert'));
    expect(region).toHaveTextContent('Update dropoff successful!');
  });
});
