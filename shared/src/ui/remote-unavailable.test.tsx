import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteUnavailable } from './remote-unavailable';

describe('RemoteUnavailable', () => {
  it('says which part failed and offers Retry', async () => {
    const onRetry = jest.fn();
    render(<RemoteUnavailable name="My Packages" onRetry={onRetry} />);
    expect(screen.getByText('This part of the portal is unavailable')).toBeInTheDocument();
    expect(screen.getByText('My Packages could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without a handler', () => {
    render(<RemoteUnavailable name="My recent packages" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
