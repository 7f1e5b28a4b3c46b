import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { StatusHistory } from './status-history';

describe('StatusHistory', () => {
  it('lists each change oldest first, with who made it when the api says (pkg staff)', () => {
    render(
      <StatusHistory
        entries={[
          { status: 'received', date: '2026-11-20T15:00:00.000Z', by_name: null },
          { status: 'processed', date: '2026-11-21T15:00:00.000Z', by_name: 'Priya Shah' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^received/),
      expect.stringMatching(/^processed.*by Priya Shah$/),
    ]);
    expect(items[0]!.textContent).not.toContain('by ');
  });

  it('says when there is no change yet', () => {
    render(<StatusHistory entries={[]} />);
    expect(screen.getByText('No status changes yet')).toBeInTheDocument();
  });
});
