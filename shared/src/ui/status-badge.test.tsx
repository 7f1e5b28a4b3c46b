import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { StatusBadge, statusColor } from './status-badge';

describe('StatusBadge', () => {
  it('shows the status word in its colour', () => {
    render(<StatusBadge status="delivered" />);
    const tag = screen.getByText('delivered');
    expect(tag).toHaveAttribute('data-status', 'delivered');
    expect(tag.className).toMatch(/green/);
  });
  it('has colours per kind, and a neutral one for an unknown status', () => {
    expect(statusColor('pickup', 'canceled')).toBe('red');
    expect(statusColor('dropoff', 'completed')).toBe('green');
    expect(statusColor('package', 'lost')).toBe('default');
  });
  it('renders nothing without a status', () => {
    const { container } = render(<StatusBadge status={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
