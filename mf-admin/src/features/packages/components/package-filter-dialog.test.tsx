import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@fcs/shared/testing';
import type { PackageFilterEntry } from '@fcs/shared/model/packages';
import { PackageFilterDialog } from './package-filter-dialog';

function open(value: PackageFilterEntry[] = []) {
  const onApply = jest.fn();
  renderWithProviders(<PackageFilterDialog open value={value} onApply={onApply} onCancel={() => {}} />);
  return onApply;
}

describe('the package filter dialog (spec 1 §3, §5)', () => {
  it('offers the six keys and applies only the ones filled in; status All is not sent', async () => {
    const onApply = open();
    expect(await screen.findByLabelText('Tracking Id')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    for (const label of ['From received date', 'To received date', 'From updated date', 'To updated date'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tracking Id'), { target: { value: ' FCS*12 ' } });
    fireEvent.change(screen.getByLabelText('To received date'), { target: { value: '2024-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([
      { key: 'tracking_id', value: 'FCS*12' },
      { key: 'to_received_date', value: '2024-03-10' },
    ]);
  });

  it('shows the applied filters, resets them, and refuses a from date after the to date', async () => {
    const onApply = open([
      { key: 'status', value: 'packed' },
      { key: 'from_updated_date', value: '2024-05-02' },
    ]);
    expect(await screen.findByLabelText('From updated date')).toHaveValue('2024-05-02');
    fireEvent.change(screen.getByLabelText('To updated date'), { target: { value: '2024-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The from date must not be after the to date');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText('From updated date')).toHaveValue(''));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([]);
  });
});
