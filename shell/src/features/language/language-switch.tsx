import { setLanguage, useLanguage } from '@fcs/runtime/i18n';
import { LANGUAGES, type Language } from '@fcs/shared/model/languages';
import { useNotify, useSession } from '@fcs/runtime/session';
import { useState } from 'react';
import { useShellText } from '../../i18n';
import { PlainButton } from '../../ui/plain-button';
import { saveLanguage } from './profile-language';

/**
 * The language switch of the top bar and the phone drawer (issue 24): each language named in its own
 * words, the current one pressed. The choice is remembered in this browser and, for a signed-in
 * person, kept with their profile so that it follows them to another browser.
 */
export function LanguageSwitch({ vertical, onChange }: { vertical?: boolean; onChange?: () => void }) {
  const current = useLanguage();
  const session = useSession();
  const notify = useNotify();
  const { t } = useShellText();
  const [busy, setBusy] = useState<Language | null>(null);

  const choose = async (language: Language) => {
    if (language === current || busy) return;
    setBusy(language);
    try {
      await setLanguage(language);
      onChange?.();
      if (session.loggedIn && session.cid) await saveLanguage(language);
    } catch (e) {
      notify.error(
        e instanceof Error || (typeof e === 'object' && e && 'message' in e) ? String((e as { message: unknown }).message) : String(e),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      style={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', alignItems: vertical ? 'stretch' : 'center', gap: 4 }}
    >
      {LANGUAGES.map((l) => (
        <PlainButton
          key={l.code}
          variant="text"
          lang={l.code}
          className={l.code === 'my' ? 'fcs-lang-my' : undefined}
          aria-pressed={l.code === current}
          loading={busy === l.code}
          onClick={() => void choose(l.code)}
          style={{ fontWeight: l.code === current ? 600 : 400, justifyContent: vertical ? 'flex-start' : undefined }}
        >
          {l.name}
        </PlainButton>
      ))}
    </div>
  );
}
