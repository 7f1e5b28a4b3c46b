import type { RouteKey } from '@fcs/shared/contract/routes';
import { lazy, type ReactNode } from 'react';
import { HomeRoute } from '../features/home/home-route';
import { LoginRoute } from '../features/home/login-route';
import { TrackPage } from '../features/track/track-page';
import { RemoteScreen } from '../remote/remote-screen';

// The Track page is in the first chunk; every other screen is fetched when first opened.
const ContactUsPage = lazy(() => import('../features/contact-us/contact-us-page').then((m) => ({ default: m.ContactUsPage })));
const JoinInvitePage = lazy(() => import('../features/join-invite/join-invite-page').then((m) => ({ default: m.JoinInvitePage })));

/**
 * The screens this portal has, by route of the contract's table (paths and access come from there).
 * A menu entry whose route is not here is not shown.
 */
export const SCREEN_TABLE: Partial<Record<RouteKey, ReactNode>> = {
  home: <HomeRoute />,
  track: <TrackPage />,
  login: <LoginRoute />,
  contactUs: <ContactUsPage />,
  joinInvite: <JoinInvitePage />,
  myPackages: <RemoteScreen id="mf_customer/MyPackages" name="My Packages" />,
  myPackageDetail: <RemoteScreen id="mf_customer/MyPackageDetail" name="The package detail" />,
  myPickups: <RemoteScreen id="mf_customer/MyPickups" name="My Requested Pickups" />,
  myPickupDetail: <RemoteScreen id="mf_customer/MyPickupDetail" name="The pickup detail" />,
  myPickupEdit: <RemoteScreen id="mf_customer/MyPickupEdit" name="Edit Pickup" />,
  requestPickup: <RemoteScreen id="mf_customer/RequestPickup" name="Request Pickup" />,
  pickupCancel: <RemoteScreen id="mf_customer/PickupCancel" name="Cancel Pickup" />,
  addresses: <RemoteScreen id="mf_customer/Addresses" name="My addresses" />,
  newAddress: <RemoteScreen id="mf_customer/NewAddress" name="New address" />,
  addressDetail: <RemoteScreen id="mf_customer/AddressDetail" name="The address" />,
  profile: <RemoteScreen id="mf_customer/Profile" name="My Profile" />,
  emailUpdate: <RemoteScreen id="mf_customer/EmailUpdate" name="Update email" />,
  myInvoices: <RemoteScreen id="mf_customer/MyInvoices" name="My Invoices" />,
  myInvoiceDetail: <RemoteScreen id="mf_customer/MyInvoiceDetail" name="The invoice" />,
  myDropoffs: <RemoteScreen id="mf_customer/MyDropoffs" name="My Drop-Offs" />,
  myDropoffDetail: <RemoteScreen id="mf_customer/MyDropoffDetail" name="The drop-off detail" />,
  dropoffs: <RemoteScreen id="mf_dropoffs/DropoffList" name="Drop-Offs" />,
  createDropoff: <RemoteScreen id="mf_dropoffs/CreateDropoff" name="New Drop-Off" />,
  dropoffDetail: <RemoteScreen id="mf_dropoffs/DropoffDetail" name="The drop-off detail" />,
  dropoffEdit: <RemoteScreen id="mf_dropoffs/DropoffEdit" name="Edit Drop-Off" />,
  dropoffComplete: <RemoteScreen id="mf_dropoffs/DropoffComplete" name="Complete Drop-Off" />,
  dropoffCancel: <RemoteScreen id="mf_dropoffs/DropoffCancel" name="Cancel Drop-Off" />,
  searchCustomers: <RemoteScreen id="mf_dropoffs/SearchCustomers" name="Search customers" />,
  searchCustomersStart: <RemoteScreen id="mf_dropoffs/SearchCustomers" name="Search customers" />,
};

export const SCREENS: ReadonlySet<RouteKey> = new Set(Object.keys(SCREEN_TABLE) as RouteKey[]);
