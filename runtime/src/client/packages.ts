import type { PackageDownloadInput, PackageMoveInput, PackageReceiveInput, PackageUsersInput } from '@fcs/shared/contract/packages';
import type { Package } from '@fcs/shared/model/entities';
import { PACKAGE_CSV_FILE } from '@fcs/shared/model/packages';
import { downloadCsv, type DownloadProgress } from './csv-download';
import { request } from './http';

/**
 * Staff packages (issue 11): the intake, the bulk move, the assign block (spec 1 §7 PUT
 * /packages/users) and the CSV download. Success texts: PACKAGE_MSG.received, PACKAGE_MSG.moved,
 * PACKAGE_MSG.updated (the api answers the same words).
 */
export const receivePackage = (body: PackageReceiveInput) => request<Package>('main', { method: 'POST', url: '/packages', data: body });
export const movePackages = (body: PackageMoveInput) =>
  request<{ moved: number }>('main', { method: 'PUT', url: '/packages/status', data: body });
export const assignPackageUsers = (body: PackageUsersInput) =>
  request<Package>('main', { method: 'PUT', url: '/packages/users', data: body });

/**
 * POST /api/download/packages: the streamed CSV with its progress, saved as packages_report.csv by
 * the page.
 */
export const downloadPackagesCsv = (body: PackageDownloadInput, onProgress?: (p: DownloadProgress) => void, signal?: AbortSignal) =>
  downloadCsv('/download/packages', body, PACKAGE_CSV_FILE, onProgress, signal);
