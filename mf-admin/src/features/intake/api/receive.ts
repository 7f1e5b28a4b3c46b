import { receivePackage } from '@fcs/runtime/client';
import type { Package } from '@fcs/shared/model/entities';
import { savePhotos, type PickedPhoto } from '@fcs/shared/ui/photo-picker';

/** A new package id, chosen by the desk so that its photos go to packages/{id} before it is saved. */
export function newPackageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface IntakeDraft {
  id: string;
  tracking_id: string;
  user_id: string;
  remark: string;
  photos: PickedPhoto[];
}

/** Uploads the photos (telling `onProgress` how many are up), then receives the package in one call. */
export async function receiveWithPhotos(draft: IntakeDraft, onProgress?: (done: number, total: number) => void): Promise<Package> {
  const photo_urls = await savePhotos('packages', draft.id, draft.photos, onProgress);
  return receivePackage({
    id: draft.id,
    tracking_id: draft.tracking_id.trim(),
    user_id: draft.user_id,
    remark: draft.remark.trim() || null,
    photo_urls,
  });
}
