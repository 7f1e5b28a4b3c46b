/** Delivery addresses (spec 2 §2, §5, §7): the api's texts where the spec is silent. */
export const ADDRESS_MSG = {
  notFound: 'Address not found',
  latInvalid: 'Latitude must be between -90 and 90',
  lngInvalid: 'Longitude must be between -180 and 180',
} as const;
