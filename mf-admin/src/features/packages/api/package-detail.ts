import { getPackage } from '@fcs/runtime/client';
import type { Package } from '@fcs/shared/model/entities';
import { toPackageDetail, type PackageDetail } from '@fcs/shared/model/packages';

/** A package for the staff detail: the read-only detail plus the row (consignee, sender, status). */
export async function fetchStaffPackage(id: string): Promise<{ pkg: Package; detail: PackageDetail }> {
  const pkg = await getPackage(id);
  return { pkg, detail: toPackageDetail(pkg) };
}
