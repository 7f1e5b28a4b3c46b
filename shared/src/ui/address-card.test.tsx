import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { AddressCard, cityLine, mapLink } from './address-card';

const ALICE = {
  full_name: 'Alice Carter',
  phone_number: '+15550100001',
  country: 'United States',
  address_line1: '27 Oak Tree Road',
  address_line2: 'Apt 3B',
  city: 'Edison',
  state: 'NJ',
  zip_code: '08820',
  lat: 40.578,
  lng: -74.3589,
};

describe('AddressCard (spec 2 §2)', () => {
  it('shows full name, phone, address lines, city/state/zip, country and a show-on-map link from lat and lng', () => {
    render(<AddressCard address={ALICE} />);
    const card = screen.getByRole('article', { name: 'Alice Carter' });
    for (const text of ['Alice Carter', '+15550100001', '27 Oak Tree Road', 'Apt 3B', 'Edison, NJ 08820', 'United States'])
      expect(card).toHaveTextContent(text);
    const link = screen.getByRole('link', { name: /Show on map/ });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps?q=40.578,-74.3589');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('has a green border and says Default only when it is the default', () => {
    const { rerender } = render(<AddressCard address={ALICE} isDefault />);
    expect(screen.getByRole('article')).toHaveStyle({ border: '2px solid #2e7d32' });
    expect(screen.getByText('Default')).toBeInTheDocument();
    rerender(<AddressCard address={ALICE} />);
    expect(screen.getByRole('article')).not.toHaveStyle({ border: '2px solid #2e7d32' });
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });

  it('has no map link without coordinates', () => {
    render(<AddressCard address={{ ...ALICE, lat: null, lng: null }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders the actions it is given', () => {
    render(<AddressCard address={ALICE} actions={<button type="button">Select</button>} />);
    expect(screen.getByRole('button', { name: 'Select' })).toBeInTheDocument();
  });
});

describe('address card helpers', () => {
  it('builds the map link only from finite numbers', () => {
    expect(mapLink(1.5, 2)).toBe('https://www.google.com/maps?q=1.5,2');
    expect(mapLink(null, 2)).toBeNull();
    expect(mapLink(Number.NaN, 2)).toBeNull();
  });
  it('joins city, state and zip without dangling commas', () => {
    expect(cityLine({ city: 'Edison', state: 'NJ', zip_code: '08820' })).toBe('Edison, NJ 08820');
    expect(cityLine({ city: '', state: 'NJ', zip_code: '08820' })).toBe('NJ 08820');
    expect(cityLine({ city: 'London', state: '', zip_code: '' })).toBe('London');
  });
});
