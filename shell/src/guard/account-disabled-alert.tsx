import { ACCOUNT_DISABLED_MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { useMessageText } from '@fcs/runtime/i18n';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { useShellText } from '../i18n';

/**
 * Above a public page (the Track page a person lands on after sign-in), for a disabled account: the
 * api's own words, and where to ask.
 */
export function AccountDisabledAlert() {
  const message = useMessageText();
  const { t } = useShellText();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={message(ACCOUNT_DISABLED_MSG)}
      action={<Link to={ROUTES.contactUs.path}>{t('route.contactUs')}</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}
