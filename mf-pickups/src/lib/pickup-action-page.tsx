import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { decide, PICKUP_MACHINE, type PickupAction } from '@fcs/shared/model/machines';
import { ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal, useSubmit } from '@fcs/shared/session';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { usePickup } from './use-pickup';

export interface PickupActionPageProps {
  title: string;
  action: PickupAction;
  /** The form, given the loaded pickup and the remark typed on the detail (rendered once the action is allowed). */
  children: (pickup: Pickup, remark: string | null) => ReactNode;
}

/**
 * The frame of the edit, confirm, reschedule and complete screens: load by the id in the path, and
 * refuse what the pickup machine does not allow this person now, in its words (the api decides the
 * same way and answers 409 to a stale or illegal change).
 */
export function PickupActionPage({ title, action, children }: PickupActionPageProps) {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data, loading, error, reload } = usePickup(id);
  const principal = usePrincipal();
  const goBack = useGoBack(ROUTES.pickups.path);
  const decision = data ? decide(principal, PICKUP_MACHINE, data, action) : null;
  const refusal = decision && !decision.ok ? decision.message : null;
  const remark = (location.state as { remark?: unknown } | null)?.remark;
  const titleId = `pickup-${action}-title`;

  return (
    <Page labelledBy={titleId} maxWidth={720}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        Back
      </Button>
      <PageTitle id={titleId}>{title}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="pickup" onRetry={reload} />
      ) : data && refusal ? (
        <Alert type="warning" showIcon title={refusal} />
      ) : data ? (
        children(data, typeof remark === 'string' ? remark : null)
      ) : null}
    </Page>
  );
}

/**
 * Runs one change: the spec's green text, or the server's message in red (the form keeps what was
 * typed), then back to where the staff member came from once it worked.
 */
export function usePickupAction(successText: string) {
  return useSubmit({ success: successText, back: 'success', fallback: ROUTES.pickups.path });
}
