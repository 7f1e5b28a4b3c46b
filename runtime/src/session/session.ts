import { atom, useAtomValue } from 'jotai';
import { allows, hasPrivilege, type Access, type Principal, type Privilege, type UserStatus } from '@fcs/shared/model/access';
import { ROUTES, type RouteKey } from '@fcs/shared/model/routes';

/** The signed-in user as the shell knows it. Remotes read it; only the shell writes it. */
export interface Session {
  /** false until the first sign-in state is known. */
  ready: boolean;
  uid: string | null;
  anonymous: boolean;
  /** Signed in with a real identity (anonymous is not logged in). */
  loggedIn: boolean;
  cid: string | null;
  status: UserStatus | null;
  privileges: string[];
  phoneNumber: string | null;
}

export const SIGNED_OUT: Session = {
  ready: false,
  uid: null,
  anonymous: false,
  loggedIn: false,
  cid: null,
  status: null,
  privileges: [],
  phoneNumber: null,
};

export const sessionAtom = atom<Session>(SIGNED_OUT);

export function principalOf(s: Session): Principal {
  return { loggedIn: s.loggedIn, status: s.status, privileges: s.privileges, cid: s.cid };
}

export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

export function useAllows(access: Access): boolean {
  return allows(access, principalOf(useSession()));
}

export function useCanRoute(route: RouteKey): boolean {
  return useAllows(ROUTES[route].access);
}

/** The signed-in person as the contract's rules see them. */
export function usePrincipal(): Principal {
  return principalOf(useSession());
}

export function useCan(code: Privilege): boolean {
  const s = useSession();
  return s.loggedIn && hasPrivilege(s.privileges, code);
}
