import { render, screen } from '@testing-library/react';
import { REPORT_TIME_ZONE } from '../model/constants';
import { DateTimeCell } from './date-time-cell';
import { defineScreens } from './remote-screens';

const AT = '2026-11-01T00:42:10.000Z';
const Cell = () => (
  <p data-testid="cell">
    <DateTimeCell value={AT} />
  </p>
);

async function show(screens: ReturnType<typeof defineScreens>) {
  const { default: Screen } = await screens.Cell!();
  render(<Screen />);
  return screen.getByTestId('cell').textContent;
}

describe('the zone of a remote’s screens (issue 23.2)', () => {
  it('shows every time of a staff remote in ET, DST-aware, saying "ET"', async () => {
    expect(await show(defineScreens({ Cell: async () => Cell }, { timeZone: REPORT_TIME_ZONE }))).toBe('10/31/202608:42:10 PM ET');
  });

  it('keeps the customer’s screens in the browser’s own zone, without a zone name', async () => {
    const expected = new Intl.DateTimeFormat('en-US', { hour: '2-digit', hour12: true }).format(new Date(AT)).slice(0, 2);
    const text = await show(defineScreens({ Cell: async () => Cell }));
    expect(text).not.toContain('ET');
    expect(text?.slice(10, 12)).toBe(expected);
  });
});
