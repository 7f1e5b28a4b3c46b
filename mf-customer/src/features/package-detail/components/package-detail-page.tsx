import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { fetchPackageDetail } from '../api/package-detail';
import { PackageDetailView } from '@fcs/shared/ui/package-detail-view';
import { useCustomerText } from '../../../i18n';

/** /my-package-detail/:id (spec 1 §2.6): read-only, with photos. */
export function PackageDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const { t } = useCustomerText();
  const { data, loading, error, reload } = useAsync(`package:${id}`, () => fetchPackageDetail(id));
  // Back to the list as it was (page, sort, search) when the detail was opened from it.
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.myPackages.path) ? from : ROUTES.myPackages.path;

  return (
    <Page labelledBy="package-detail-title" maxWidth={960}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={back} style={linkStyle}>
          <ArrowLeftOutlined /> {t('packages.back')}
        </Link>
      </p>
      <PageTitle id="package-detail-title">{t('packages.detailTitle')}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="package" onRetry={reload} />
      ) : data ? (
        <PackageDetailView detail={data} />
      ) : null}
    </Page>
  );
}
