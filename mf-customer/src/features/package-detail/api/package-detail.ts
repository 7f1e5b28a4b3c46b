import { getPackage } from '@fcs/runtime/client';
import { toPackageDetail, type PackageDetail } from '@fcs/shared/model/packages';

export type { PackageDetail };

export async function fetchPackageDetail(id: string): Promise<PackageDetail> {
  return toPackageDetail(await getPackage(id));
}
