import { FOCUS_RING } from '@fcs/shared/ui/theme';
import type { MouseEvent } from 'react';
import { focusQuietly, MAIN_ID } from './focus';
import { useShellText } from '../i18n';

/** Hidden until focused: the first Tab of every page offers to jump over the top bar and menu. */
export const SKIP_LINK_CSS = `.fcs-skip-link { position: absolute; left: 8px; top: -100px; z-index: 1100; padding: 8px 16px;
  background: #fff; color: #0b6e4f; border: 2px solid #0b6e4f; border-radius: 6px; font-weight: 600; text-decoration: none; }
.fcs-skip-link:focus { top: 8px; }`;

/** What every page of every app needs and inline styles cannot say: the focus ring and the skip link. */
export const SHELL_CSS = `${FOCUS_RING}\n${SKIP_LINK_CSS}\n#${MAIN_ID}:focus { outline: none; }\n[tabindex='-1']:focus { outline: none; }`;

export function SkipLink() {
  const { t } = useShellText();
  // Focus moves without a #main in the URL (the router would see a new location).
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const main = document.getElementById(MAIN_ID);
    if (main) focusQuietly(main);
  };
  return (
    <a className="fcs-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('top.skip')}
    </a>
  );
}
