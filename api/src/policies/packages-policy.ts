import { hasPrivilege } from '@fcs/shared/contract';
import { forbidden } from '../lib/http-error';
import type { ApiPrincipal } from '../plugins/auth';

/**
 * Which packages a caller reads: staff with pkg (admin, sa, owner pass) read all; a joined customer
 * reads those where they are the consignee or the sender; nobody else reads any.
 */
export type PackageScope = { all: true } | { all: false; cid: string };

export function packageScope(who: ApiPrincipal): PackageScope {
  if (who.loggedIn && hasPrivilege(who.privileges, 'pkg')) return { all: true };
  if (who.loggedIn && who.status === 'joined' && who.cid) return { all: false, cid: who.cid };
  throw forbidden('Only joined customers and staff with the "pkg" privilege can read packages');
}

export function canOpenPackage(who: ApiPrincipal, pkg: { user_id: string | null; sender_id: string | null }): boolean {
  if (!who.loggedIn) return false;
  if (hasPrivilege(who.privileges, 'pkg')) return true;
  return who.status === 'joined' && who.cid !== null && (pkg.user_id === who.cid || pkg.sender_id === who.cid);
}
