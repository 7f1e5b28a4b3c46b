import { Select, theme } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { routePath } from '@fcs/shared/model/routes';
import { SETTINGS_MENU, settingsPageOf, type SettingsPage as MenuPage } from '@fcs/shared/model/settings';
import { useSmallArea } from '@fcs/shared/hooks/use-small-area';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAdminText } from '../../../i18n';

const PickupDatesPanel = lazy(() => import('./pickup-dates-panel').then((m) => ({ default: m.PickupDatesPanel })));
const PickupZonesPanel = lazy(() => import('./pickup-zones-panel').then((m) => ({ default: m.PickupZonesPanel })));
const EmailFormatPanel = lazy(() => import('./email-format-panel').then((m) => ({ default: m.EmailFormatPanel })));
const ContactPanel = lazy(() => import('./contact-panel').then((m) => ({ default: m.ContactPanel })));

/** Where a menu entry goes: its /settings/{page}, or the route of SMSs and SMS Rates. */
const hrefOf = (page: MenuPage) => (page.kind === 'link' ? routePath(page.route) : routePath('settingsPage', { page: page.slug }));
const keyOf = (page: MenuPage) => (page.kind === 'link' ? page.route : page.slug);

/**
 * /settings and /settings/{page} (spec 2 §2 "Settings", admin): the left menu, the selected page in
 * the URL. On a narrow screen the menu is a select above the page.
 */
export function SettingsPage() {
  const { page: slug } = useParams();
  const current = settingsPageOf(slug);
  const small = useSmallArea();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const t = useAdminText();
  const labelOf = (p: MenuPage) => t(`settings.menu.${keyOf(p)}`, { defaultValue: p.label });

  const menu = small ? (
    <Select
      aria-label={t('settings.page')}
      value={current.slug}
      style={{ width: '100%', marginBottom: 12 }}
      options={SETTINGS_MENU.map((p) => ({ value: keyOf(p), label: labelOf(p) }))}
      onChange={(key: string) => navigate(hrefOf(SETTINGS_MENU.find((p) => keyOf(p) === key)!))}
    />
  ) : (
    <nav
      aria-label={t('settings.nav')}
      style={{ flex: '0 0 250px', borderRight: `1px solid ${token.colorBorderSecondary}`, paddingRight: 8 }}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {SETTINGS_MENU.map((p) => {
          const selected = p.kind !== 'link' && p.slug === current.slug;
          return (
            <li key={keyOf(p)}>
              <Link
                to={hrefOf(p)}
                aria-current={selected ? 'page' : undefined}
                style={{
                  display: 'block',
                  padding: '8px 12px',
                  borderRadius: token.borderRadius,
                  color: selected ? token.colorPrimary : token.colorText,
                  background: selected ? token.colorPrimaryBg : undefined,
                  fontWeight: selected ? 600 : undefined,
                  textDecoration: 'none',
                }}
              >
                {labelOf(p)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );

  let panel: ReactNode;
  if (current.kind === 'dates') panel = <PickupDatesPanel />;
  else if (current.kind === 'zones') panel = <PickupZonesPanel />;
  else if (current.kind === 'format')
    panel = <EmailFormatPanel key={current.formatId} formatId={current.formatId} title={labelOf(current)} />;
  else panel = <ContactPanel />;

  return (
    <Page labelledBy="settings-title">
      <PageTitle id="settings-title">{t('settings.title')}</PageTitle>
      <div style={{ display: small ? 'block' : 'flex', gap: 24, alignItems: 'flex-start' }}>
        {menu}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Suspense fallback={null}>{panel}</Suspense>
        </div>
      </div>
    </Page>
  );
}
