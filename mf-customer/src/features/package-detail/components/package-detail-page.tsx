import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ROUTES, type ApiFailure } from '@fcs/shared/contract';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '../../../lib/use-async';
import { fetchPackageDetail } from '../api/package-detail';
import { PackageDetailView } from './package-detail-view';

/** Refused, missing or failed: say which, in words a customer can act on. */
export function failureText(error: ApiFailure): { title: string; description: string; retry: boolean } {
  if (error.status === 403) {
    return {
      title: 'You cannot view this package',
      description: 'It belongs to another account. Only your own packages are shown here.',
      retry: false,
    };
  }
  if (error.status === 404)
    return { title: 'Package not found', description: 'There is no package at this link. It may have been removed.', retry: false };
  return { title: 'The package could not be loaded', description: error.message, retry: true };
}

function Failure({ error, onRetry }: { error: ApiFailure; onRetry: () => void }) {
  const text = failureText(error);
  return (
    <Alert
      type={error.status === 403 || error.status === 404 ? 'warning' : 'error'}
      showIcon
      title={text.title}
      description={text.description}
      action={
        text.retry ? (
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    />
  );
}

/** /my-package-detail/:id (spec 1 §2.6): read-only, with photos. */
export function PackageDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const { data, loading, error, reload } = useAsync(`package:${id}`, () => fetchPackageDetail(id));
  // Back to the list as it was (page, sort, search) when the detail was opened from it.
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.myPackages.path) ? from : ROUTES.myPackages.path;

  return (
    <Page labelledBy="package-detail-title" maxWidth={960}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={back} style={linkStyle}>
          <ArrowLeftOutlined /> Back to My Packages
        </Link>
      </p>
      <PageTitle id="package-detail-title">Package detail</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <Failure error={error} onRetry={reload} />
      ) : data ? (
        <PackageDetailView detail={data} />
      ) : null}
    </Page>
  );
}
