import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { loadShell } from './load-shell';

/**
 * A link of the island: a real link (it works before any script, and opens in a new tab as usual);
 * a plain click goes there through the full shell, which the island brings.
 */
export function IslandLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void loadShell({ to: href }).catch(() => (location.href = href));
  };
  return <a href={href} onClick={go} {...rest} />;
}
