/** The element the page's content lives in: the skip link's target and where a new page's heading is sought. */
export const MAIN_ID = 'main';

/** Focuses an element that is not focusable by Tab (a heading, <main>) without a ring around it. */
export function focusQuietly(el: HTMLElement) {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
}
