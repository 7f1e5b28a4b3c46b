import { screen } from '@testing-library/react';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { SmsUsageChart } from './sms-usage-chart';

const month = (id: string, count: number, amount: number) => ({ id, count, amount });

describe('the SMS usage chart', () => {
  it('labels its axes as the page writes counts and amounts: thousands separated, whole dollars from $10, cents below', () => {
    const { container } = renderWithProviders(
      <SmsUsageChart months={[month('202611', 12_000, 1_500), month('202610', 300, 0.4)]} selected="202611" onSelect={() => {}} />,
      { session: SESSIONS.admin },
    );
    expect(screen.getByRole('img')).toBeInTheDocument();
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    // The count axis tops at 20,000 and the amount axis at $2,000 (1, 2, 5 × 10ⁿ).
    expect(texts).toEqual(expect.arrayContaining(['0', '10,000', '20,000', '$0', '$1,000', '$2,000']));

    const small = renderWithProviders(<SmsUsageChart months={[month('202611', 3, 0.5)]} selected="202611" onSelect={() => {}} />, {
      session: SESSIONS.admin,
    });
    const smallTexts = [...small.container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(smallTexts).toEqual(expect.arrayContaining(['$0', '$0.25', '$0.50']));
  });
});
