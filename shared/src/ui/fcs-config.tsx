import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale } from '@fcs/runtime/i18n';
import { useMediaQuery } from '../hooks/use-media-query';
import { fcsTheme } from './theme';

/**
 * A busy button's spinner, hidden from screen readers. antd's own says "loading" inside the
 * button's name ("loading Save"), and after the work it collapses through a CSS transition that
 * stays in the page when the transition never ends, so the name could stay "loading Save". With
 * this icon the name is the label throughout, and the spinner leaves with the busy state.
 */
const BUTTON = { loadingIcon: <LoadingOutlined aria-hidden="true" /> };

/**
 * The theme for a person who asked their system for less motion (WCAG 2.3.3): antd's slides, fades
 * and zooms are off, so menus, dialogs and messages appear and leave at once.
 */
const STILL_THEME = { ...fcsTheme, token: { ...fcsTheme.token, motion: false } };
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * antd's configuration for every app (the shell and each remote bundle their own antd): the one
 * theme (without motion when the person's system asks for less), the a11y defaults, and antd's own
 * texts (pager, empty lists) in the current language.
 */
export function FcsConfig({ children }: { children: ReactNode }) {
  const still = useMediaQuery(REDUCED_MOTION);
  return (
    <ConfigProvider theme={still ? STILL_THEME : fcsTheme} button={BUTTON} locale={useAntdLocale()}>
      {children}
    </ConfigProvider>
  );
}
