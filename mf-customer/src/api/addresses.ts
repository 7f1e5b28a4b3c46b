import { request } from '@fcs/shared/client';
import type { Address, AddressCreate, AddressRef, AddressUpdate } from '@fcs/shared/contract';

/** The caller's delivery addresses (spec 2 §7): the default first, then the most recently updated. */
export const listAddresses = () => request<Address[]>('main', { method: 'GET', url: '/delivery_addresses' });
export const getAddress = (userId: string, addressId: string) =>
  request<Address>('main', { method: 'GET', url: `/delivery_addresses/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}` });
/** Answers the new address (MSG.addAddress). */
export const createAddress = (body: AddressCreate) => request<Address>('main', { method: 'POST', url: '/delivery_address', data: body });
/** Answers the address (MSG.updateAddress); is_default true also makes it the default. */
export const updateAddress = (body: AddressUpdate) => request<Address>('main', { method: 'PUT', url: '/delivery_address', data: body });
/** Answers the remaining addresses (MSG.deleteAddress). */
export const deleteAddress = (address: AddressRef) =>
  request<Address[]>('main', { method: 'DELETE', url: '/delivery_address', data: address });
/** Answers the addresses, the new default first (MSG.makeDefaultAddress). */
export const makeDefaultAddress = (address: AddressRef) =>
  request<Address[]>('main', { method: 'PUT', url: '/default_delivery_address', data: address });
