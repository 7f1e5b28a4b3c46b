import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'text';
  size?: 'middle' | 'large';
  /** Busy: a spinner, and a second click does nothing. */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A button of the shell's first screen (top bar, Track page), drawn by index.html's CSS in the
 * theme's look. antd's Button would make the first render compute the whole antd theme and inject
 * its styles: the longest task of a phone's first load.
 */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  loading,
  icon,
  children,
  className,
  disabled,
  type,
  ...rest
}: PlainButtonProps) {
  const classes = ['fcs-btn', `fcs-btn-${variant}`, size === 'large' ? 'fcs-btn-lg' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type ?? 'button'} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className="fcs-btn-spin" aria-hidden /> : icon}
      {children}
    </button>
  );
}
