import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentNotice, renderWithProviders } from '../testing';
import { useFormRules } from './use-form-rules';

const RULES = { check: (n: number) => (n > 0 ? null : 'Must be positive') };

function Form({ fetchRules, onLoaded }: { fetchRules: () => Promise<typeof RULES>; onLoaded: (r: typeof RULES | null) => void }) {
  const { rules, load } = useFormRules(fetchRules);
  return (
    <>
      <p>{rules ? rules.check(0) : 'not checked'}</p>
      <button onClick={async () => onLoaded(await load())}>Create</button>
    </>
  );
}

describe('useFormRules: a form’s rules fetched on its first submit', () => {
  it('has no rules before the first submit; then answers them and keeps them', async () => {
    const fetchRules = jest.fn(() => Promise.resolve(RULES));
    const onLoaded = jest.fn();
    renderWithProviders(<Form fetchRules={fetchRules} onLoaded={onLoaded} />);
    expect(screen.getByText('not checked')).toBeInTheDocument();
    expect(fetchRules).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Must be positive')).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledWith(RULES);
  });

  it('answers null to a second submit while the first waits for the rules, so that the form is sent once', async () => {
    let arrive: (rules: typeof RULES) => void = () => undefined;
    const fetchRules = jest.fn(() => new Promise<typeof RULES>((resolve) => (arrive = resolve)));
    const onLoaded = jest.fn();
    renderWithProviders(<Form fetchRules={fetchRules} onLoaded={onLoaded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenLastCalledWith(null);
    arrive(RULES);
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(2));
    expect(onLoaded).toHaveBeenLastCalledWith(RULES);
    expect(fetchRules).toHaveBeenCalledTimes(1);
  });

  it('says in the snackbar why the rules could not be fetched, and answers null', async () => {
    const onLoaded = jest.fn();
    renderWithProviders(<Form fetchRules={() => Promise.reject(new Error('Loading chunk 42 failed.'))} onLoaded={onLoaded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(currentNotice()).toBe('error: Loading chunk 42 failed.'));
    expect(onLoaded).toHaveBeenCalledWith(null);
    expect(screen.getByText('not checked')).toBeInTheDocument();
  });
});
