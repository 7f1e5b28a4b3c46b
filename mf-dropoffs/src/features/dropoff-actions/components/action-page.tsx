import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  DROPOFF_MSG,
  DROPOFF_TRANSITIONS,
  dropoffConflictMessage,
  findTransition,
  isAdmin,
  ROUTES,
  type Dropoff,
  type DropoffAction,
} from '@fcs/shared/contract';
import { useSession } from '@fcs/shared/session';
import { LoadFailure } from '../../../lib/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useDropoff } from '../../../lib/use-dropoff';
import { useGoBack } from '../../../lib/use-go-back';

/** Why `action` cannot be taken on this drop-off by this user, or null when it can (the contract's machine). */
export function refusalOf(dropoff: Dropoff, action: DropoffAction, admin: boolean): string | null {
  if (findTransition(DROPOFF_TRANSITIONS, dropoff.status, action, admin)) return null;
  if (findTransition(DROPOFF_TRANSITIONS, dropoff.status, action, true)) return DROPOFF_MSG.adminOnlyCancel;
  return dropoffConflictMessage(dropoff.status, action);
}

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
  const admin = isAdmin(useSession().privileges);
  const goBack = useGoBack(ROUTES.dropoffs.path);
  const refusal = data ? refusalOf(data, action, admin) : null;
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
        <LoadFailure error={error} onRetry={reload} />
      ) : data && refusal ? (
        <Alert type="warning" showIcon title={refusal} />
      ) : data ? (
        children(data)
      ) : null}
    </Page>
  );
}
