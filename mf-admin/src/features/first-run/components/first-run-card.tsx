import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { getSetupStatus } from '@fcs/runtime/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { routePath } from '@fcs/shared/model/routes';
import { pendingSteps, SETUP_LINKS, type SetupStepStatus } from '@fcs/shared/model/setup';
import { useAdminText } from '../../../i18n';

/**
 * The super-admin's first-run list on the home page (issue 32): each step of GET /setup not done
 * yet, what it lacks, and the screen that does it (e-mail and SMS delivery are the api's settings:
 * it names them). Gone once every step is done; quiet when the list cannot be read.
 */
export function FirstRunCard() {
  const t = useAdminText();
  const { token } = theme.useToken();
  const { data } = useAsync('setup-status', getSetupStatus);
  const pending = pendingSteps(data);
  if (!data || pending.length === 0) return null;
  const total = data.steps.length;

  const missingText = (s: SetupStepStatus) => {
    if (s.key === 'email' || s.key === 'sms') return t(`firstRun.detail.${s.key}`, { provider: s.detail ?? 'none' });
    if (s.missing.length === 0) return t(`firstRun.detail.${s.key}`);
    return t('firstRun.missing', { list: s.missing.join(', ') });
  };

  return (
    <section
      aria-labelledby="first-run-title"
      style={{
        border: `1px solid ${token.colorWarningBorder}`,
        background: token.colorWarningBg,
        borderRadius: token.borderRadiusLG,
        padding: 16,
        fontFamily: token.fontFamily,
        color: token.colorText,
      }}
    >
      <h2 id="first-run-title" style={{ fontSize: 18, margin: '0 0 4px' }}>
        {t('firstRun.title')}
      </h2>
      <p style={{ margin: '0 0 12px' }}>{t('firstRun.progress', { done: total - pending.length, total })}</p>
      <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
        {pending.map((s) => {
          const link = SETUP_LINKS[s.key];
          return (
            <li key={s.key}>
              {link ? (
                <Link to={routePath(link.route, link.params)} style={{ fontWeight: 600 }}>
                  {t(`firstRun.step.${s.key}`)}
                </Link>
              ) : (
                <strong>{t(`firstRun.step.${s.key}`)}</strong>
              )}
              <div style={{ color: token.colorTextSecondary }}>{missingText(s)}</div>
            </li>
          );
        })}
      </ul>
      <p style={{ margin: '12px 0 0' }}>
        {t('firstRun.import')} <Link to={routePath('import')}>{t('firstRun.importLink')}</Link>
      </p>
    </section>
  );
}
