import { REPORT_TIME_ZONE } from '@fcs/shared/model/constants';
import { defineScreens } from '@fcs/shared/ui/remote-screens';

/**
 * The one exposed module (./screens): the screens of mf_admin part 1 (issue 11), each loaded when
 * first shown, and of part 2 (issue 12): Settings, SMS usage and SMS rates.
 */
export default defineScreens(
  {
    Users: () => import('./features/customers/components/users-page').then((m) => m.UsersPage),
    UserDetail: () => import('./features/customers/components/user-detail-page').then((m) => m.UserDetailPage),
    Packages: () => import('./features/packages/components/packages-page').then((m) => m.PackagesPage),
    UserPackages: () => import('./features/packages/components/packages-page').then((m) => m.UserPackagesPage),
    PackageDetail: () => import('./features/packages/components/package-detail-page').then((m) => m.PackageDetailPage),
    PackageEdit: () => import('./features/packages/components/package-edit-page').then((m) => m.PackageEditPage),
    SearchSender: () => import('./features/packages/components/search-person-page').then((m) => m.SearchSenderPage),
    SearchConsignee: () => import('./features/packages/components/search-person-page').then((m) => m.SearchConsigneePage),
    ReceivePackage: () => import('./features/intake/components/receive-package-page').then((m) => m.ReceivePackagePage),
    Invoices: () => import('./features/invoices/components/invoices-page').then((m) => m.InvoicesPage),
    InvoiceDetail: () => import('./features/invoices/components/invoice-detail-page').then((m) => m.InvoiceDetailPage),
    CreateInvoice: () => import('./features/invoices/components/create-invoice-page').then((m) => m.CreateInvoicePage),
    // issue 12 · settings
    Settings: () => import('./features/settings/components/settings-page').then((m) => m.SettingsPage),
    // Part 2 (issue 12): SMS usage and SMS rates.
    Sms: () => import('./features/sms/components/sms-page').then((m) => m.SmsPage),
    Rates: () => import('./features/rates/components/rates-page').then((m) => m.RatesPage),
    // issue 32 · going live: the import of a forwarder's book, and the super-admin's first-run list on the home page.
    Import: () => import('./features/imports/components/import-page').then((m) => m.ImportPage),
    FirstRun: () => import('./features/first-run/components/first-run-card').then((m) => m.FirstRunCard),
  },
  { timeZone: REPORT_TIME_ZONE },
);
