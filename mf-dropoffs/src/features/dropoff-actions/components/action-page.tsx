import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Dropoff } from '@fcs/shared/model/entities';
import { decide, DROPOFF_MACHINE, type DropoffAction } from '@fcs/shared/model/machines';
import { ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/shared/session';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useDropoff } from '../../../lib/use-dropoff';

export interface ActionPageProps {
  title: string;
  action: DropoffAction;
  /** The form, given the loaded drop-off (rendered once it is loaded and the action is allowed). */
  children: (dropoff: Dropoff) => ReactNode;
}

/** The frame of the edit, complete and cancel screens: load by the id in the path, refuse what the status does not allow. */
export function ActionPage({ title, action, children }: ActionPageProps) {
  const { id = '' } = useParams();
  const { data, loading, error, reload } = useDropoff(id);
  const principal = usePrincipal();
  const goBack = useGoBack(ROUTES.dropoffs.path);
  // The drop-off machine decides, as the api does: a status that does not allow it, or admin only.
  const decision = data ? decide(principal, DROPOFF_MACHINE, data, action) : null;
  const refusal = decision && !decision.ok ? decision.message : null;
  const titleId = `dropoff-${action}-title`;

  return (
    <Page labelledBy={titleId} maxWidth={720}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        Back
      </Button>
      <PageTitle id={titleId}>{title}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="drop-off" onRetry={reload} />
      ) : data && refusal ? (
        <Alert type="warning" showIcon title={refusal} />
      ) : data ? (
        children(data)
      ) : null}
    </Page>
  );
}
