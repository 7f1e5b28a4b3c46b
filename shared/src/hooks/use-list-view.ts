import { useCallback, useState } from 'react';
import { DEFAULT_LIST_VIEW, type ListView, VIEW_COOKIES } from '../model/constants';

function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

function setCookie(name: string, value: string): void {
  const expires = new Date(Date.now() + 365 * 86_400_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; samesite=lax`;
}

export function readListView(cookie: string): ListView {
  const value = getCookie(cookie);
  return value === 'grid' || value === 'list' ? value : DEFAULT_LIST_VIEW;
}

/**
 * The grid or list choice, kept in a cookie for a year (spec 1 §9: packages-view for the staff
 * lists, my-package-view for My Packages; list by default).
 */
export function useListView(cookie: string = VIEW_COOKIES.myPackages): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>(() => readListView(cookie));
  const choose = useCallback(
    (next: ListView) => {
      setCookie(cookie, next);
      setView(next);
    },
    [cookie],
  );
  return [view, choose];
}
