import { MSG } from '@fcs/shared/model/messages';
import { useSession } from '@fcs/runtime/session';
import { useNavigate } from 'react-router-dom';
import { useSettings } from '../../settings/use-settings';
import { PlainButton } from '../../ui/plain-button';
import { messageText } from '@fcs/runtime/i18n';
import { useShellText } from '../../i18n';

/** Spec 1 §2.4: invited users see Join Invited; signup users are told where to ask for an invitation. */
export function AccountPrompt() {
  const session = useSession();
  const navigate = useNavigate();
  const signup = session.loggedIn && session.status === 'signup';
  const { settings } = useSettings(signup);
  const { t } = useShellText();

  if (session.loggedIn && session.status === 'invited') {
    return (
      <div>
        <PlainButton variant="primary" size="large" onClick={() => navigate('/join-invite')}>
          {t('track.joinInvited')}
        </PlainButton>
      </div>
    );
  }
  if (signup) {
    return (
      <p style={{ margin: 0, fontSize: 15 }}>
        {messageText(MSG.signupPrompt)}{' '}
        {settings?.facebook_link ? (
          <a href={settings.facebook_link} target="_blank" rel="noreferrer">
            Facebook
          </a>
        ) : (
          t('track.ourFacebook')
        )}
      </p>
    );
  }
  return null;
}
