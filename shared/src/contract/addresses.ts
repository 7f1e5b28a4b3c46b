import { z } from 'zod';
import { ADDRESS_MSG } from '../model/addresses';
import { FIELD_MSG } from '../model/messages';
import { normalizeAllowedPhone, PHONE_INVALID_MSG } from '../model/phone';
import { idOf, optionalText, requiredText } from './fields';

/**
 * Delivery addresses (spec 2 §2, §5, §7): the bodies of the address calls with the form's messages,
 * shared by the address form and the api. Exactly one address of a customer is the default.
 */

/**
 * The address form's fields (spec 2 §5): the required ones with the spec's messages, the phone
 * stored with a leading + and possible for one of the allowed countries, lat and lng optional (the
 * api fills them from the zip code when missing).
 */
export const addressFieldsSchema = z.strictObject({
  full_name: requiredText(FIELD_MSG.fullName, 'Full name', 'name'),
  phone_number: requiredText(FIELD_MSG.phoneNumber, 'Phone number', 'phone').refine(
    (v) => normalizeAllowedPhone(v) !== null,
    PHONE_INVALID_MSG,
  ),
  country: requiredText(FIELD_MSG.country, 'Country', 'country'),
  address_line1: requiredText(FIELD_MSG.addressLine1, 'Address line1', 'addressLine'),
  address_line2: optionalText('Address line2', 'addressLine'),
  city: requiredText(FIELD_MSG.city, 'City', 'city'),
  state: requiredText(FIELD_MSG.state, 'State', 'state'),
  zip_code: requiredText(FIELD_MSG.zipCode, 'Zip code', 'zip'),
  lat: z.number({ error: ADDRESS_MSG.latInvalid }).min(-90, ADDRESS_MSG.latInvalid).max(90, ADDRESS_MSG.latInvalid).nullish(),
  lng: z.number({ error: ADDRESS_MSG.lngInvalid }).min(-180, ADDRESS_MSG.lngInvalid).max(180, ADDRESS_MSG.lngInvalid).nullish(),
  is_default: z.boolean({ error: 'is_default must be true or false' }).optional(),
});
export type AddressInput = z.input<typeof addressFieldsSchema>;

const userId = idOf('user');
const addressId = idOf('address');

/** POST /delivery_address: the fields plus user_id (the caller's own). The first address becomes the default. */
export const addressCreateSchema = addressFieldsSchema.extend({ user_id: userId });
export type AddressCreate = z.input<typeof addressCreateSchema>;

/**
 * PUT /delivery_address: the fields plus id, user_id and is_default (true makes it the default).
 * The address as read may come back whole: its update_time is allowed and ignored.
 */
export const addressUpdateSchema = addressFieldsSchema.extend({
  id: addressId,
  user_id: userId,
  update_time: z.string().max(40).nullish(),
});
export type AddressUpdate = z.input<typeof addressUpdateSchema>;

/**
 * DELETE /delivery_address and PUT /default_delivery_address: the address as the card holds it
 * (spec 1 §7: "the address including user_id"); only id and user_id are read. The card's other
 * fields are allowed, within their limits; any other key is refused.
 */
export const addressRefSchema = addressFieldsSchema.partial().extend({
  id: addressId,
  user_id: userId,
  is_default: z.boolean().optional(),
  update_time: z.string().max(40).nullish(),
  address_line2: optionalText('Address line2', 'addressLine'),
});
export type AddressRef = z.input<typeof addressRefSchema>;
