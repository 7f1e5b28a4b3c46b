import {
  addAddress,
  deleteAddress as remove,
  getAddress as get,
  listAddresses as list,
  makeDefaultAddress as makeDefault,
  updateAddress as update,
} from '@fcs/runtime/client';
import type { AddressCreate, AddressRef, AddressUpdate } from '@fcs/shared/contract/addresses';

/** The caller's delivery addresses (spec 2 §7), through @fcs/runtime/client: the default first, then the most recently updated. */
export const listAddresses = () => list();
export const getAddress = (userId: string, addressId: string) => get(userId, addressId);
/** Answers the new address (MSG.addAddress). */
export const createAddress = (body: AddressCreate) => addAddress(body);
/** Answers the address (MSG.updateAddress); is_default true also makes it the default. */
export const updateAddress = (body: AddressUpdate) => update(body);
/** Answers the remaining addresses (MSG.deleteAddress). */
export const deleteAddress = (address: AddressRef) => remove(address);
/** Answers the addresses, the new default first (MSG.makeDefaultAddress). */
export const makeDefaultAddress = (address: AddressRef) => makeDefault(address);
