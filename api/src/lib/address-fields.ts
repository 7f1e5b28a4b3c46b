import { normalizeAllowedPhone, type addressCreateSchema } from '@fcs/shared/contract';
import type { z } from 'zod';
import type { AddressFields, AddressRow } from '../repositories/addresses-repository';
import { coordinatesOfZip } from './zip-coordinates';

type FieldsIn = Omit<z.output<typeof addressCreateSchema>, 'user_id'>;

/** The stored fields: trimmed, the phone in E.164, lat and lng from the zip-code dataset when not given. */
export async function addressFieldsOf(body: FieldsIn, previous: AddressRow | null): Promise<AddressFields> {
  const zip = body.zip_code.trim();
  const country = body.country.trim();
  let lat = body.lat ?? null;
  let lng = body.lng ?? null;
  if (lat === null || lng === null) {
    const unchanged = previous && previous.zip_code === zip && previous.country === country && previous.lat !== null;
    const found = unchanged ? { lat: Number(previous.lat), lng: Number(previous.lng) } : await coordinatesOfZip(zip, country);
    lat = found?.lat ?? null;
    lng = found?.lng ?? null;
  }
  return {
    full_name: body.full_name.trim(),
    phone_number: normalizeAllowedPhone(body.phone_number)!,
    country,
    address_line1: body.address_line1.trim(),
    address_line2: body.address_line2?.trim() ?? '',
    city: body.city.trim(),
    state: body.state.trim(),
    zip_code: zip,
    lat,
    lng,
  };
}
