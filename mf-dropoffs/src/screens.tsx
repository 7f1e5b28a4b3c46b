import { REPORT_TIME_ZONE } from '@fcs/shared/model/constants';
import { defineScreens } from '@fcs/shared/ui/remote-screens';

/** The one exposed module (./screens): every screen the manifest gives mf_dropoffs, each loaded when first shown. */
export default defineScreens(
  {
    DropoffList: () => import('./features/dropoff-list/components/dropoff-list-page').then((m) => m.DropoffListPage),
    CreateDropoff: () => import('./features/dropoff-create/components/create-dropoff-page').then((m) => m.CreateDropoffPage),
    DropoffDetail: () => import('./features/dropoff-detail/components/dropoff-detail-page').then((m) => m.DropoffDetailPage),
    DropoffEdit: () => import('./features/dropoff-actions/components/dropoff-edit-page').then((m) => m.DropoffEditPage),
    DropoffComplete: () => import('./features/dropoff-actions/components/dropoff-complete-page').then((m) => m.DropoffCompletePage),
    DropoffCancel: () => import('./features/dropoff-actions/components/dropoff-cancel-page').then((m) => m.DropoffCancelPage),
    SearchCustomers: () => import('./features/customer-search/components/search-customers-page').then((m) => m.SearchCustomersPage),
  },
  { timeZone: REPORT_TIME_ZONE },
);
