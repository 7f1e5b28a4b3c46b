import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CustomerHit } from '../contract';
import { CustomerSearch } from './customer-search';

const ALICE: CustomerHit = { id: 'u1', fcs_id: 'FCS00001', user_name: 'Alice Carter', phone_number: '+15550100001' };

function Harness({
  search,
  onSelect = jest.fn(),
  initial = '',
}: {
  search: (t: string) => Promise<CustomerHit[]>;
  onSelect?: (c: CustomerHit) => void;
  initial?: string;
}) {
  const [query, setQuery] = useState(initial);
  return (
    <>
      <CustomerSearch query={query} onQueryChange={setQuery} search={search} onSelect={onSelect} />
      <output data-testid="query">{query}</output>
    </>
  );
}

describe('CustomerSearch (spec 3 §2 /search-customers)', () => {
  it('runs on Enter and shows FCS id, name, phone and Select customer', async () => {
    const search = jest.fn(async () => [ALICE]);
    const onSelect = jest.fn();
    render(<Harness search={search} onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'alice{Enter}');
    expect(search).toHaveBeenCalledWith('alice');
    const list = await screen.findByRole('list', { name: 'Customers found' });
    expect(list).toHaveTextContent('FCS00001');
    expect(list).toHaveTextContent('Alice Carter');
    expect(list).toHaveTextContent('+15550100001');
    await userEvent.click(screen.getByRole('button', { name: /Select customer/ }));
    expect(onSelect).toHaveBeenCalledWith(ALICE);
  });

  it('runs from the search icon too, and the clear icon resets', async () => {
    const search = jest.fn(async () => [ALICE]);
    render(<Harness search={search} />);
    await userEvent.type(screen.getByRole('searchbox'), 'FCS00001');
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(await screen.findByText('Alice Carter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'close-circle' }));
    await waitFor(() => expect(screen.getByTestId('query')).toBeEmptyDOMElement());
    expect(screen.queryByText('Alice Carter')).not.toBeInTheDocument();
  });

  it('says when nothing is found, and shows a failed search', async () => {
    const { unmount } = render(<Harness initial="nobody" search={async () => []} />);
    expect(await screen.findByText('No customers found.')).toBeInTheDocument();
    unmount();
    render(
      <Harness
        initial="x"
        search={() => Promise.reject({ status: 403, message: 'You need the "df", "pku" or "cu" privilege for this' })}
      />,
    );
    expect(await screen.findByText('You need the "df", "pku" or "cu" privilege for this')).toBeInTheDocument();
  });
});
