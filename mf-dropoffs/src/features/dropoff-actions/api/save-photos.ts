import { uploadDropoffPhoto } from '@fcs/shared/client';
import type { PickedPhoto } from '@fcs/shared/ui/photo-picker';

/**
 * photo_urls for PUT /dropoffs and /dropoffs/complete (spec 3 §7): the kept URLs plus the newly
 * picked photos, each uploaded first to dropoffs/{id} (POST /uploads), in the order shown.
 */
export async function savePhotos(dropoffId: string, photos: readonly PickedPhoto[]): Promise<string[]> {
  const urls: string[] = [];
  for (const photo of photos) {
    urls.push(photo.file ? (await uploadDropoffPhoto(dropoffId, photo.file, photo.file.name || 'photo')).url : photo.url);
  }
  return urls;
}
