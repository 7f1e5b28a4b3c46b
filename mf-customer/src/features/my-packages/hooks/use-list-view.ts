import Cookies from 'js-cookie';
import { useCallback, useState } from 'react';
import { DEFAULT_LIST_VIEW, VIEW_COOKIES, type ListView } from '@fcs/shared/model/constants';

export function readListView(cookie: string): ListView {
  const value = Cookies.get(cookie);
  return value === 'grid' || value === 'list' ? value : DEFAULT_LIST_VIEW;
}

/** The grid or list choice, kept in a cookie (spec 1 §9: my-package-view; list by default). */
export function useListView(cookie: string = VIEW_COOKIES.myPackages): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>(() => readListView(cookie));
  const choose = useCallback(
    (next: ListView) => {
      Cookies.set(cookie, next, { expires: 365, path: '/', sameSite: 'lax' });
      setView(next);
    },
    [cookie],
  );
  return [view, choose];
}
