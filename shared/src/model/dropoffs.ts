import type { Privilege } from './access';

/**
 * Drop-offs (spec 3): the api's texts where the spec is silent, and who may use the pickers the
 * drop-off screens share with other staff screens.
 */
export const DROPOFF_MSG = {
  notFound: 'Drop-off not found',
  customerNotFound: 'The chosen customer was not found',
  staffNotEmployee: 'The receiving staff member must be an employee',
  photoNotUploaded: 'Photos must be uploaded for this drop-off first',
  tooManyPhotos: 'A drop-off can have at most 20 photos',
  /** A New Customer whose phone belongs to someone who may not receive drop-offs as a customer. */
  phoneOfDisabled: 'This phone number belongs to a disabled customer: enable them first, or choose Existing Customer',
  phoneOfStaff: 'This phone number belongs to a staff member, not a customer: check the number',
} as const;

/** At most this many photos on one drop-off. */
export const MAX_DROPOFF_PHOTOS = 20;

/** The staff list (Received By, pickup staff) and the customer search serve several screens. */
export const STAFF_LIST_PRIVILEGES: readonly Privilege[] = ['df', 'pku'];
export const CUSTOMER_SEARCH_PRIVILEGES: readonly Privilege[] = ['df', 'pku', 'cu'];
