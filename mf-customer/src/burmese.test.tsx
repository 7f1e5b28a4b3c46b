// Every customer screen in Burmese: no English sentence is left once the data shown (tracking and
// pickup numbers, names, addresses, zones, remarks) is set aside (issue 24). A text added in English
// only, or a catalogue entry left untranslated, fails here with the words it left.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { getDropoff, getMe, listMyDropoffs, countMyDropoffs } from '@fcs/runtime/client';
import type { Address, Dropoff, Pickup, User } from '@fcs/shared/model/entities';
import type { InvoiceDetail } from '@fcs/shared/model/invoices';
import { currentNotice, englishLeft, renderWithProviders, setLanguage } from '@fcs/shared/testing';
import { getAddress, listAddresses } from './api/addresses';
import { getInvoice } from './api/invoices';
import { cancelPickup, getPickup, pickupDatesOf, requestPickup, zoneByZip } from './api/pickups';
import { AddressDetailPage } from './features/addresses/components/address-detail-page';
import { AddressesPage } from './features/addresses/components/addresses-page';
import { NewAddressPage } from './features/addresses/components/new-address-page';
import { fetchMyDropoffs } from './features/dropoffs/api/my-dropoffs';
import { DropoffDetailPage } from './features/dropoffs/components/dropoff-detail-page';
import { MyDropoffsPage } from './features/dropoffs/components/my-dropoffs-page';
import { EmailUpdatePage } from './features/email-update/components/email-update-page';
import { fetchMyInvoices } from './features/invoices/api/my-invoices';
import { InvoiceDetailPage } from './features/invoices/components/invoice-detail-page';
import { MyInvoicesPage } from './features/invoices/components/my-invoices-page';
import { fetchMyPackages } from './features/my-packages/api/my-packages';
import { MyPackagesPage } from './features/my-packages/components/my-packages-page';
import { fetchPackageDetail } from './features/package-detail/api/package-detail';
import { PackageDetailPage } from './features/package-detail/components/package-detail-page';
import { fetchMyPickups } from './features/pickups/api/my-pickups';
import { EditPickupPage } from './features/pickups/components/edit-pickup-page';
import { MyPickupsPage } from './features/pickups/components/my-pickups-page';
import { PickupCancelPage } from './features/pickups/components/pickup-cancel-page';
import { PickupDetailPage } from './features/pickups/components/pickup-detail-page';
import { RequestPickupPage } from './features/pickups/components/request-pickup-page';
import { ProfilePage } from './features/profile/components/profile-page';
import { fetchRecentPackages } from './features/recent-packages/api/recent-packages';
import { RecentPackages } from './features/recent-packages/components/recent-packages';
import { fetchRecentPickups } from './features/recent-pickups/api/recent-pickups';
import { RecentPickups } from './features/recent-pickups/components/recent-pickups';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  getMe: jest.fn(),
  getDropoff: jest.fn(),
  listMyDropoffs: jest.fn(),
  countMyDropoffs: jest.fn(),
}));
jest.mock('./api/addresses');
jest.mock('./api/invoices');
jest.mock('./api/pickups');
jest.mock('./api/profile', () => ({ ...jest.requireActual('./api/profile'), devOutboxUrl: jest.fn(async () => null) }));
jest.mock('./features/my-packages/api/my-packages', () => ({
  ...jest.requireActual('./features/my-packages/api/my-packages'),
  fetchMyPackages: jest.fn(),
}));
jest.mock('./features/pickups/api/my-pickups', () => ({
  ...jest.requireActual('./features/pickups/api/my-pickups'),
  fetchMyPickups: jest.fn(),
}));
jest.mock('./features/invoices/api/my-invoices', () => ({
  ...jest.requireActual('./features/invoices/api/my-invoices'),
  fetchMyInvoices: jest.fn(),
}));
jest.mock('./features/dropoffs/api/my-dropoffs', () => ({
  ...jest.requireActual('./features/dropoffs/api/my-dropoffs'),
  fetchMyDropoffs: jest.fn(),
}));
jest.mock('./features/package-detail/api/package-detail', () => ({
  ...jest.requireActual('./features/package-detail/api/package-detail'),
  fetchPackageDetail: jest.fn(),
}));
jest.mock('./features/recent-packages/api/recent-packages', () => ({
  ...jest.requireActual('./features/recent-packages/api/recent-packages'),
  fetchRecentPackages: jest.fn(),
}));
jest.mock('./features/recent-pickups/api/recent-pickups', () => ({
  ...jest.requireActual('./features/recent-pickups/api/recent-pickups'),
  fetchRecentPickups: jest.fn(),
}));
jest.setTimeout(120_000);

const ADDRESS: Address = {
  id: 'a1',
  user_id: 'u1',
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
  is_default: true,
  update_time: null,
};
const OTHER: Address = { ...ADDRESS, id: 'a2', full_name: 'Ko Aung', is_default: false };
const PICKUP: Pickup = {
  id: 'p1',
  pickup_number: 'PU000001',
  status: 'requested',
  zone_id: 'z1',
  zone_name: 'Central Jersey',
  pickup_date: '20300504',
  pickup_time_from: '09:00',
  pickup_time_to: '12:00',
  customer_id: 'u1',
  customer_fcs_id: 'FCS00001',
  customer_name: 'Alice Carter',
  customer_phone_number: '+15550100001',
  pickup_staff_id: 's4',
  pickup_staff_name: 'Daniel Reyes',
  customer_remark: 'Three boxes',
  remark: 'Gate code 12',
  confirm_remark: null,
  reschedule_remark: null,
  failed_attempt_at: null,
  failed_attempt_reason: null,
  completed_at: null,
  created_date: '2026-01-01T15:00:00.000Z',
  pickup_address: ADDRESS,
  photo_urls: ['http://localhost:8080/files/pickups/p1/a.jpg'],
  updated_date: '2026-05-01T10:00:00.000Z',
  version: 3,
};
const DROPOFF: Dropoff = {
  id: 'd1',
  dropoff_number: 'DO000007',
  status: 'completed',
  created_date: '2026-04-02T15:00:00.000Z',
  updated_date: '2026-04-03T15:00:00.000Z',
  customer_id: 'u1',
  customer_name: 'Alice Carter',
  customer_phone_number: '+15550100001',
  customer_fcs_id: 'FCS00001',
  receiving_staff_id: 's5',
  receiving_staff_name: 'Dara Staff',
  customer_remark: 'Two boxes at the counter',
  remark: 'Office only',
  photo_urls: [],
} as unknown as Dropoff;
const INVOICE = {
  id: 'i1',
  invoice_number: 'INV-000123',
  invoice_date: '2026-04-02T15:00:00.000Z',
  amount: 1234.56,
  status: 'unpaid',
  user_id: 'u1',
  fcs_id: 'FCS00001',
  user_name: 'Alice Carter',
  lines: [{ line_no: 1, description: 'Shipping to Mandalay', tracking_id: 'TRK100', quantity: 2, unit_price: 617.28, amount: 1234.56 }],
  history: [],
} as unknown as InvoiceDetail;
const ME = { id: 'u1', fcs_id: 'FCS00001', user_name: 'Alice Carter', phone_number: '+15550100001', email: 'alice@example.com' } as User;

/** What the screens show from the data: set aside before looking for English. */
const DATA = [
  ...Object.values(ADDRESS).filter((v): v is string => typeof v === 'string'),
  'Ko Aung',
  'Central Jersey',
  'Three boxes',
  'Gate code 12',
  'Daniel Reyes',
  'Dara Staff',
  'Two boxes at the counter',
  'alice@example.com',
  'INV-000123',
  'Shipping to Mandalay',
  'TRK100',
  'DO000007',
  'PU000001',
  'TRK000001',
  'Verified',
];

beforeAll(async () => {
  await act(() => setLanguage('my'));
});
afterAll(async () => {
  await act(() => setLanguage('en'));
});

beforeEach(() => {
  jest.mocked(listAddresses).mockResolvedValue([ADDRESS, OTHER]);
  jest.mocked(getAddress).mockResolvedValue(ADDRESS);
  jest.mocked(getPickup).mockResolvedValue(PICKUP);
  jest.mocked(zoneByZip).mockResolvedValue({ id: 'z1', name: 'Central Jersey', zip_codes: ['08820'], delete_time: 0 });
  jest.mocked(pickupDatesOf).mockResolvedValue([{ id: '20300504', remark: null, zones: [], delete_time: 0 }]);
  jest.mocked(getInvoice).mockResolvedValue(INVOICE);
  jest.mocked(getMe).mockResolvedValue({ ...ME, email_verification: 'Verified' } as User);
  jest.mocked(getDropoff).mockResolvedValue(DROPOFF);
  jest.mocked(listMyDropoffs).mockResolvedValue([DROPOFF] as never);
  jest.mocked(countMyDropoffs).mockResolvedValue(1 as never);
  jest.mocked(fetchMyPackages).mockResolvedValue({
    rows: [
      {
        id: 'k1',
        tracking_id: 'TRK000001',
        status: 'received',
        remark: null,
        received_date: '2026-04-02T15:00:00.000Z',
        updated_date: '2026-04-03T15:00:00.000Z',
      },
      {
        id: 'k2',
        tracking_id: 'TRK100',
        status: 'delivered',
        remark: 'Not found',
        received_date: null,
        updated_date: '2026-04-03T15:00:00.000Z',
      },
    ],
    total: 2,
  });
  jest.mocked(fetchMyPickups).mockResolvedValue({ rows: [PICKUP], total: 1 });
  jest.mocked(fetchMyInvoices).mockResolvedValue({ rows: [INVOICE], total: 1 });
  jest.mocked(fetchMyDropoffs).mockResolvedValue({ rows: [DROPOFF], total: 1 });
  jest.mocked(fetchPackageDetail).mockResolvedValue({
    id: 'k1',
    trackingId: 'TRK000001',
    status: 'processed',
    receivedDate: '2026-04-02T15:00:00.000Z',
    updatedDate: '2026-04-03T15:00:00.000Z',
    remark: null,
    photos: [],
    history: [{ status: 'received', date: '2026-04-02T15:00:00.000Z', by_name: 'Dara Staff' }],
  });
  jest
    .mocked(fetchRecentPackages)
    .mockResolvedValue([
      { id: 'k1', tracking_id: 'TRK000001', status: 'received', remark: null, updated_date: '2026-04-03T15:00:00.000Z' },
    ]);
  jest.mocked(fetchRecentPickups).mockResolvedValue([PICKUP]);
});

const SCREENS: [string, ReactElement, string, string, string][] = [
  ['/profile', <ProfilePage />, '/profile', '/profile', 'FCS00001'],
  ['/email-update', <EmailUpdatePage />, '/email-update', '/email-update', ''],
  ['/addresses', <AddressesPage />, '/addresses', '/addresses', 'Ko Aung'],
  ['/addresses?select=1', <AddressesPage />, '/addresses?select=1', '/addresses', 'Ko Aung'],
  ['/new-address', <NewAddressPage />, '/new-address', '/new-address', ''],
  ['/address-detail', <AddressDetailPage />, '/address-detail/u1/a1', '/address-detail/:userId/:addressId', ''],
  ['/my-packages', <MyPackagesPage />, '/my-packages', '/my-packages', 'TRK000001'],
  ['/my-package-detail', <PackageDetailPage />, '/my-package-detail/k1', '/my-package-detail/:id', 'TRK000001'],
  ['/my-pickups', <MyPickupsPage />, '/my-pickups', '/my-pickups', 'PU000001'],
  ['/my-pickup-detail', <PickupDetailPage />, '/my-pickup-detail/p1', '/my-pickup-detail/:id', 'Gate code 12'],
  ['/my-pickup-edit', <EditPickupPage />, '/my-pickup-edit/p1', '/my-pickup-edit/:id', 'PU000001'],
  ['/pickup-cancel', <PickupCancelPage />, '/pickup-cancel/p1', '/pickup-cancel/:id', 'PU000001'],
  ['/my-dropoffs', <MyDropoffsPage />, '/my-dropoffs', '/my-dropoffs', 'DO000007'],
  ['/my-dropoff-detail', <DropoffDetailPage />, '/my-dropoff-detail/d1', '/my-dropoff-detail/:id', 'DO000007'],
  ['/my-invoices', <MyInvoicesPage />, '/my-invoices', '/my-invoices', 'INV-000123'],
  ['/my-invoice-detail', <InvoiceDetailPage />, '/my-invoice-detail/i1', '/my-invoice-detail/:id', 'Shipping to Mandalay'],
  ['the recent packages widget', <RecentPackages />, '/', '/', 'TRK000001'],
  ['the recent pickups widget', <RecentPickups />, '/', '/', 'PU000001'],
];

describe('every customer screen in Burmese (issue 24)', () => {
  it.each(SCREENS)('%s has no English left', async (_name, ui, route, path, shown) => {
    renderWithProviders(ui, { route, path });
    if (shown) await screen.findAllByText((_c, el) => el?.childElementCount === 0 && (el.textContent ?? '').includes(shown));
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeNull());
    expect(englishLeft(DATA)).toEqual([]);
  });

  it('the request form says its required fields and its success in Burmese', async () => {
    jest.mocked(requestPickup).mockResolvedValue({ id: 'p9' } as never);
    renderWithProviders(<RequestPickupPage />, { route: '/request-pickup-form', path: '/request-pickup-form' });
    fireEvent.click(screen.getByRole('button', { name: 'လာယူရန် တောင်းဆိုမည်' }));
    const errors = Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);
    expect(errors).toEqual(['လာယူမည့်လိပ်စာ ရွေးရန် လိုအပ်ပါသည်', 'လာယူမည့်ဇုန် လိုအပ်ပါသည်', 'လာယူမည့်ရက် ရွေးရန် လိုအပ်ပါသည်']);
    expect(englishLeft(DATA)).toEqual([]);
  });

  it('the address form says its required fields in Burmese', async () => {
    renderWithProviders(<NewAddressPage />, { route: '/new-address', path: '/new-address' });
    fireEvent.click(await screen.findByRole('button', { name: 'သိမ်းရန်' }));
    expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(5);
    expect(englishLeft(DATA)).toEqual([]);
  });

  it('a cancel says its success in Burmese', async () => {
    jest.mocked(cancelPickup).mockResolvedValue({ ...PICKUP, status: 'canceled' });
    renderWithProviders(<PickupCancelPage />, { route: '/pickup-cancel/p1', path: '/pickup-cancel/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'လာယူမှုကို ပယ်ဖျက်ရန်' }));
    await waitFor(() => expect(currentNotice()).toBe('success: လာယူမှု ပယ်ဖျက်ခြင်း အောင်မြင်ပါသည်!'));
  });
});
