import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Skeleton } from 'antd';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { assignPackageUsers } from '@fcs/runtime/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { can, PACKAGE_MACHINE } from '@fcs/shared/model/machines';
import { PACKAGE_MSG } from '@fcs/shared/model/packages';
import { routePath, ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal, useSubmit } from '@fcs/runtime/session';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { PackageDetailView } from '@fcs/shared/ui/package-detail-view';
import { Page, PageHeader, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { fetchStaffPackage } from '../api/package-detail';
import { chosenPeopleAtom } from '../hooks/package-pickers';
import { AdminOnlyBlock, consigneeOf, senderOf } from './admin-only-block';
import { useAdminText } from '../../../i18n';

/**
 * /package-edit/{id} (spec 1 §2.5): the detail with Change links to /search-consignee and
 * /search-sender, which hand the chosen person back; Save (PUT /packages/users) is disabled while
 * updating or when neither is chosen; "package update successfully!", then back.
 */
export function PackageEditPage() {
  const { id = '' } = useParams();
  const who = usePrincipal();
  const linkStyle = useLinkStyle();
  const t = useAdminText();
  const [chosen, setChosen] = useAtom(chosenPeopleAtom);
  const { data, loading, error, reload } = useAsync(`staff-package:${id}`, () => fetchStaffPackage(id));
  const { busy, submit } = useSubmit({ success: PACKAGE_MSG.updated, back: 'success', fallback: routePath('packageDetail', { id }) });

  // A new package starts with nobody chosen; coming back from a search keeps the choice.
  useEffect(() => {
    if (chosen.packageId !== id) setChosen({ packageId: id, consignee: null, sender: null });
  }, [chosen.packageId, id, setChosen]);
  const mine = chosen.packageId === id ? chosen : { consignee: null, sender: null };

  const save = () =>
    submit(() =>
      assignPackageUsers({
        id,
        user_id: mine.consignee?.id ?? null,
        sender_id: mine.sender?.id ?? null,
      }),
    ).then((done) => {
      if (done) setChosen({ packageId: null, consignee: null, sender: null });
    });

  const changeLink = (to: string, label: string) => (
    <Link to={to} style={{ ...linkStyle, marginLeft: 8 }} aria-label={label}>
      {t('action.change')}
    </Link>
  );
  const editable = data ? can(who, PACKAGE_MACHINE, data.pkg, 'assign') : false;

  return (
    <Page labelledBy="package-edit-title" maxWidth={960}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={routePath('packageDetail', { id })} style={linkStyle}>
          <ArrowLeftOutlined /> {t('packages.backToPackage')}
        </Link>
      </p>
      <PageHeader id="package-edit-title" title={t('packages.editTitle')}>
        <Button type="primary" onClick={save} loading={busy} disabled={busy || !editable || (!mine.consignee && !mine.sender)}>
          {t('action.save')}
        </Button>
      </PageHeader>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="package" onRetry={reload} />
      ) : data ? (
        <PackageDetailView detail={data.detail}>
          {!editable ? (
            <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t('packages.notProcessed', { status: data.pkg.status })} />
          ) : null}
          <AdminOnlyBlock
            consignee={mine.consignee ?? consigneeOf(data.pkg)}
            sender={mine.sender ?? senderOf(data.pkg)}
            change={
              editable
                ? {
                    consignee: changeLink(ROUTES.searchConsignee.path, t('packages.changeConsignee')),
                    sender: changeLink(ROUTES.searchSender.path, t('packages.changeSender')),
                  }
                : undefined
            }
          />
        </PackageDetailView>
      ) : null}
    </Page>
  );
}
