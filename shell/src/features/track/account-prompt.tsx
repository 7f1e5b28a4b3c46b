import { MSG } from '@fcs/shared/model/messages';
import { useSession } from '@fcs/shared/session';
import { useNavigate } from 'react-router-dom';
import { useSettings } from '../../settings/use-settings';
import { PlainButton } from '../../ui/plain-button';

/** Spec 1 §2.4: invited users see Join Invited; signup users are told where to ask for an invitation. */
export function AccountPrompt() {
  const session = useSession();
  const navigate = useNavigate();
  const signup = session.loggedIn && session.status === 'signup';
  const { settings } = useSettings(signup);

  if (session.loggedIn && session.status === 'invited') {
    return (
      <div>
        <PlainButton variant="primary" size="large" onClick={() => navigate('/join-invite')}>
          Join Invited
        </PlainButton>
      </div>
    );
  }
  if (signup) {
    return (
      <p style={{ margin: 0, fontSize: 15 }}>
        {MSG.signupPrompt}{' '}
        {settings?.facebook_link ? (
          <a href={settings.facebook_link} target="_blank" rel="noreferrer">
            Facebook
          </a>
        ) : (
          'our Facebook page'
        )}
      </p>
    );
  }
  return null;
}
