import { useSession } from '@fcs/runtime/session';
import { useEffect } from 'react';
import { adoptProfileLanguage } from './profile-language';

/** Once per sign-in: the page takes the language kept with the person's profile (issue 24). */
export function LanguageSync() {
  const { loggedIn, cid, uid } = useSession();
  useEffect(() => {
    if (loggedIn && cid) void adoptProfileLanguage();
  }, [loggedIn, cid, uid]);
  return null;
}
