import { ROUTES } from '@fcs/shared/model/routes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { focusQuietly, MAIN_ID } from './focus';

export { focusQuietly, MAIN_ID };
/**
 * Routes that are a popup over the page rather than a page: /login is the Track page with the sign-in
 * popup open. The popup takes the focus and gives it back to Login when it closes.
 */
const POPUP_ROUTES: readonly string[] = [ROUTES.login.path];

/** A remote screen arrives after its code: how long to wait for its heading before settling for <main>. */
const HEADING_WAIT_MS = 8000;

const isTextField = (el: Element | null) =>
  !!el &&
  (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type !== 'checkbox'));

/**
 * On a route change (not the first page load), focus moves to the new page's heading, as a screen
 * reader user expects after following a link: they hear the page's title and go on from there. A
 * field the new page focused itself, or one the person is typing in (a search that changes the URL),
 * keeps the focus.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || POPUP_ROUTES.includes(pathname) || POPUP_ROUTES.includes(from)) return;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const keep = () => {
      const active = document.activeElement;
      // A field inside the page, or a dialog the page opened, has the person's attention.
      return (isTextField(active) && main.contains(active)) || !!active?.closest('[role="dialog"]');
    };
    const place = () => {
      if (keep()) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusQuietly(heading);
      return true;
    };
    if (place()) return;
    const observer = new MutationObserver(() => {
      if (place()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      if (!keep() && (document.activeElement === document.body || !document.activeElement)) focusQuietly(main);
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
