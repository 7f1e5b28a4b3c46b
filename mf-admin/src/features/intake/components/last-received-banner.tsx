import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import type { CustomerHit, Package } from '@fcs/shared/model/entities';
import { routePath } from '@fcs/shared/model/routes';
import { useAdminText } from '../../../i18n';

export interface LastReceived {
  pkg: Package;
  consignee: Pick<CustomerHit, 'fcs_id' | 'user_name'>;
}

/**
 * "Last received" (issue 23.12): in the theme's success colour, not a pale tint that reads as
 * disabled, and inside a live region that is on the page from the start, so that a screen reader
 * announces each received number (a region inserted with its text is often not announced).
 */
export function LastReceivedBanner({ last }: { last: LastReceived | null }) {
  const { token } = theme.useToken();
  const t = useAdminText();
  return (
    <div role="status" aria-live="polite" aria-label={t('intake.lastReceivedRegion')} style={{ marginBottom: last ? 16 : 0 }}>
      {last ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '8px 12px',
            borderRadius: token.borderRadius,
            border: `1px solid ${token.colorSuccess}`,
            borderLeftWidth: 4,
            background: token.colorSuccessBg,
            color: token.colorText,
            overflowWrap: 'anywhere',
          }}
        >
          <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 18 }} aria-hidden />
          <span>
            <strong>{t('intake.lastReceived')}</strong>{' '}
            <Link
              to={routePath('packageDetail', { id: last.pkg.id })}
              style={{ color: token.colorText, fontWeight: 600, textDecoration: 'underline' }}
            >
              {last.pkg.tracking_id}
            </Link>{' '}
            {t('intake.lastFor', { fcsId: last.consignee.fcs_id, name: last.consignee.user_name })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
