import { z } from 'zod';
import { normalizeAllowedPhone } from './dropoffs';
import { addressInputSchema } from './entities';
import { FIELD_MSG } from './messages';

/**
 * Delivery addresses (spec 2 §2, §5, §7): the bodies of the address calls with the form's messages,
 * shared by the address form and the api. Exactly one address of a customer is the default.
 */

/** Texts of our own (the spec does not show them). */
export const ADDRESS_MSG = {
  notFound: 'Address not found',
  ownOnly: 'You can only change your own addresses',
  readOwnOnly: 'You can only open your own addresses',
  /** The same words as the phone picker's (shared/ui PHONE_INVALID_MSG). */
  phoneInvalid: 'Enter a valid phone number',
  latInvalid: 'Latitude must be between -90 and 90',
  lngInvalid: 'Longitude must be between -180 and 180',
} as const;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The address form's fields (spec 2 §5) as the api checks them: the required ones with the spec's
 * messages, the phone stored with a leading + and possible for one of the allowed countries, lat
 * and lng optional (the api fills them from the zip code when missing).
 */
export const addressFieldsSchema = addressInputSchema.extend({
  phone_number: z
    .string({ error: FIELD_MSG.phoneNumber })
    .trim()
    .min(1, { error: FIELD_MSG.phoneNumber, abort: true })
    .refine((v) => normalizeAllowedPhone(v) !== null, ADDRESS_MSG.phoneInvalid),
  address_line2: z.string({ error: 'Address line2 must be text' }).trim().nullish(),
  lat: z.number({ error: ADDRESS_MSG.latInvalid }).min(-90, ADDRESS_MSG.latInvalid).max(90, ADDRESS_MSG.latInvalid).nullish(),
  lng: z.number({ error: ADDRESS_MSG.lngInvalid }).min(-180, ADDRESS_MSG.lngInvalid).max(180, ADDRESS_MSG.lngInvalid).nullish(),
  is_default: z.boolean({ error: 'is_default must be true or false' }).optional(),
});

const userId = requiredText('The user id is missing');
const addressId = requiredText('The address id is missing');

/** POST /delivery_address: the fields plus user_id (the caller's own). The first address becomes the default. */
export const addressCreateSchema = addressFieldsSchema.extend({ user_id: userId });
export type AddressCreate = z.input<typeof addressCreateSchema>;

/** PUT /delivery_address: the fields plus id, user_id and is_default (true makes it the default). */
export const addressUpdateSchema = addressFieldsSchema.extend({ id: addressId, user_id: userId });
export type AddressUpdate = z.input<typeof addressUpdateSchema>;

/**
 * DELETE /delivery_address and PUT /default_delivery_address: the address as the card holds it;
 * only id and user_id are read, other fields are ignored.
 */
export const addressRefSchema = z.object({ id: addressId, user_id: userId });
export type AddressRef = z.input<typeof addressRefSchema>;
