import { REPORT_TIME_ZONE } from '@fcs/shared/model/constants';
import { defineScreens } from '@fcs/shared/ui/remote-screens';

/** The one exposed module (./screens): every screen the manifest gives mf_pickups, each loaded when first shown. */
export default defineScreens(
  {
    Pickups: () => import('./features/pickup-list/components/pickup-list-page').then((m) => m.PickupListPage),
    CreatePickup: () => import('./features/create-pickup/components/create-pickup-page').then((m) => m.CreatePickupPage),
    CustomerAddresses: () => import('./features/create-pickup/components/customer-addresses-page').then((m) => m.CustomerAddressesPage),
    PickupDetail: () => import('./features/pickup-detail/components/pickup-detail-page').then((m) => m.PickupDetailPage),
    PickupEdit: () => import('./features/pickup-actions/components/pickup-edit-page').then((m) => m.PickupEditPage),
    PickupConfirm: () => import('./features/pickup-actions/components/pickup-confirm-page').then((m) => m.PickupConfirmPage),
    PickupReschedule: () => import('./features/pickup-actions/components/pickup-reschedule-page').then((m) => m.PickupReschedulePage),
    PickupComplete: () => import('./features/pickup-actions/components/pickup-complete-page').then((m) => m.PickupCompletePage),
    PickupNotCollected: () =>
      import('./features/pickup-actions/components/pickup-not-collected-page').then((m) => m.PickupNotCollectedPage),
    Collect: () => import('./features/collect/components/collect-page').then((m) => m.CollectPage),
    PickupRoute: () => import('./features/route/components/pickup-route-page').then((m) => m.PickupRoutePage),
  },
  { timeZone: REPORT_TIME_ZONE },
);
