import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { isAdmin } from '@fcs/shared/model/access';
import { can, PACKAGE_MACHINE } from '@fcs/shared/model/machines';
import { routePath, ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/runtime/session';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { PackageDetailView } from '@fcs/shared/ui/package-detail-view';
import { StatusLinkRevoke } from '@fcs/shared/ui/status-link-revoke';
import { Page, PageHeader, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { fetchStaffPackage } from '../api/package-detail';
import { AdminOnlyBlock, consigneeOf, senderOf } from './admin-only-block';
import { useAdminText } from '../../../i18n';

/** Back to the list the detail was opened from (its page, sort and filters), or /packages. */
export function useBackToList(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from.startsWith(ROUTES.packages.path) || from.startsWith('/user-packages/'))
    ? from
    : ROUTES.packages.path;
}

/**
 * /package-detail/{id} (spec 1 §2.5): tracking number, received date, remark ("Not found" in red),
 * status, history and photos; for admin or sa the Admin Only block, and an Edit button while the
 * package is processed (the package machine's assign).
 */
export function PackageDetailPage() {
  const { id = '' } = useParams();
  const who = usePrincipal();
  const navigate = useNavigate();
  const linkStyle = useLinkStyle();
  const back = useBackToList();
  const t = useAdminText();
  const { data, loading, error, reload } = useAsync(`staff-package:${id}`, () => fetchStaffPackage(id));
  const admin = isAdmin(who.privileges);
  const editable = data ? can(who, PACKAGE_MACHINE, data.pkg, 'assign') : false;

  return (
    <Page labelledBy="package-detail-title" maxWidth={960}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={back} style={linkStyle}>
          <ArrowLeftOutlined /> {t('packages.back')}
        </Link>
      </p>
      <PageHeader id="package-detail-title" title={t('packages.detailTitle')}>
        {editable ? (
          <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(routePath('packageEdit', { id }))}>
            {t('action.edit')}
          </Button>
        ) : null}
        {data ? <StatusLinkRevoke kind="package" id={data.pkg.id} /> : null}
      </PageHeader>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="package" onRetry={reload} />
      ) : data ? (
        <PackageDetailView detail={data.detail}>
          {admin ? <AdminOnlyBlock consignee={consigneeOf(data.pkg)} sender={senderOf(data.pkg)} /> : null}
        </PackageDetailView>
      ) : null}
    </Page>
  );
}
