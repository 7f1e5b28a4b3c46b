import { defineScreens } from '@fcs/shared/ui/remote-screens';

/** The one exposed module (./screens): every screen the manifest gives mf_customer, each loaded when first shown. */
export default defineScreens({
  Profile: () => import('./features/profile/components/profile-page').then((m) => m.ProfilePage),
  EmailUpdate: () => import('./features/email-update/components/email-update-page').then((m) => m.EmailUpdatePage),
  Addresses: () => import('./features/addresses/components/addresses-page').then((m) => m.AddressesPage),
  NewAddress: () => import('./features/addresses/components/new-address-page').then((m) => m.NewAddressPage),
  AddressDetail: () => import('./features/addresses/components/address-detail-page').then((m) => m.AddressDetailPage),
  MyPackages: () => import('./features/my-packages/components/my-packages-page').then((m) => m.MyPackagesPage),
  MyPackageDetail: () => import('./features/package-detail/components/package-detail-page').then((m) => m.PackageDetailPage),
  MyPickups: () => import('./features/pickups/components/my-pickups-page').then((m) => m.MyPickupsPage),
  MyPickupDetail: () => import('./features/pickups/components/pickup-detail-page').then((m) => m.PickupDetailPage),
  MyPickupEdit: () => import('./features/pickups/components/edit-pickup-page').then((m) => m.EditPickupPage),
  RequestPickup: () => import('./features/pickups/components/request-pickup-page').then((m) => m.RequestPickupPage),
  PickupCancel: () => import('./features/pickups/components/pickup-cancel-page').then((m) => m.PickupCancelPage),
  MyDropoffs: () => import('./features/dropoffs/components/my-dropoffs-page').then((m) => m.MyDropoffsPage),
  MyDropoffDetail: () => import('./features/dropoffs/components/dropoff-detail-page').then((m) => m.DropoffDetailPage),
  MyInvoices: () => import('./features/invoices/components/my-invoices-page').then((m) => m.MyInvoicesPage),
  MyInvoiceDetail: () => import('./features/invoices/components/invoice-detail-page').then((m) => m.InvoiceDetailPage),
  RecentPackages: () => import('./features/recent-packages/components/recent-packages').then((m) => m.RecentPackages),
  RecentPickups: () => import('./features/recent-pickups/components/recent-pickups').then((m) => m.RecentPickups),
});
