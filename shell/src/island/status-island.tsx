// The status page's island: boot.js runs it on /s/<token> for a visitor who is not signed in on this
// browser. Like the Track page's island, a bundle of its own without antd, the router or the
// federation runtime; its links are plain ones (the next page is the full shell's). It speaks the
// language of the customer the record belongs to, unless this browser's visitor chose one.
import { currentLanguage, hasChosenLanguage, setLanguage } from '@fcs/runtime/i18n';
import type { StatusView } from '@fcs/shared/model/status-links';
import { tokenOfStatusPath } from '@fcs/shared/model/status-links';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageSwitch } from '../features/language/language-switch';
import { StatusContent } from '../features/status/status-content';
import { useStatus } from '../features/status/use-status';
import { useShellText } from '../i18n';
import { MAIN_ID } from '../layout/focus';
import { SHELL_CSS, SkipLink } from '../layout/skip-link';
import { Snackbar } from '../layout/snackbar';
import { islandStatus } from './island-status';

/** The customer's language, while this browser's visitor has chosen none (the record's, not a choice: not remembered). */
const speakCustomers = async (view: StatusView) => {
  if (!hasChosenLanguage() && view.language !== currentLanguage()) await setLanguage(view.language, { remember: false });
};

function StatusIsland({ token }: { token: string }) {
  const { t } = useShellText();
  const { state, retry } = useStatus(token, islandStatus, speakCustomers);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <style>{SHELL_CSS}</style>
      <SkipLink />
      <header style={{ background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,0.08)' }}>
        <div className="fcs-island-row">
          <a href="/" aria-label={t('top.home')} style={{ display: 'flex', alignItems: 'center', flex: 'none' }}>
            <img src="/logo.svg" alt="FCS" width={96} height={32} />
          </a>
          <div style={{ flex: 1 }} />
          <LanguageSwitch />
          <a href="/login" className="fcs-btn fcs-btn-primary" style={{ textDecoration: 'none' }}>
            {t('account.login')}
          </a>
        </div>
      </header>
      <main id={MAIN_ID} className="fcs-island-main" tabIndex={-1}>
        <StatusContent state={state} onRetry={() => void retry()} />
      </main>
      <Snackbar />
    </div>
  );
}

function start() {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <StatusIsland token={tokenOfStatusPath(location.pathname)} />
    </StrictMode>,
  );
}

// boot.js adds this script from the head: the page's HTML may still be arriving.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
