import { getPackage } from '@fcs/shared/client';
import { photoUrlsOf, receivedDateOf } from '@fcs/shared/model/packages';
import { type Package, type StatusEntry } from '@fcs/shared/model/entities';

export interface PackageDetail {
  id: string;
  trackingId: string;
  status: string;
  /** The date of the all_status entry whose status is received (spec 1 §3). */
  receivedDate: string | null;
  updatedDate: string | null;
  remark: string | null;
  photos: string[];
  /** Oldest first. */
  history: StatusEntry[];
}

/** What the read-only detail shows, from the api's package. */
export function toPackageDetail(pkg: Package): PackageDetail {
  const history = [...(pkg.all_status ?? [])].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return {
    id: pkg.id,
    trackingId: pkg.tracking_id,
    status: pkg.status,
    receivedDate: receivedDateOf(pkg.all_status) ?? pkg.received_date,
    updatedDate: pkg.updated_date,
    remark: pkg.remark,
    photos: photoUrlsOf(pkg.photo_urls),
    history,
  };
}

export async function fetchPackageDetail(id: string): Promise<PackageDetail> {
  return toPackageDetail(await getPackage(id));
}
