import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { PICKUP_MACHINE, type PickupAction } from '@fcs/shared/model/machines';
import { ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal, useSubmit } from '@fcs/runtime/session';
import { ActionFrame } from '@fcs/shared/ui/action-frame';
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
 * same way and answers 409 to a stale or illegal change). The remark typed on the detail comes along.
 */
export function PickupActionPage({ title, action, children }: PickupActionPageProps) {
  const { id = '' } = useParams();
  const remark = (useLocation().state as { remark?: unknown } | null)?.remark;
  return (
    <ActionFrame
      title={title}
      record={usePickup(id)}
      what="pickup"
      machine={PICKUP_MACHINE}
      action={action}
      principal={usePrincipal()}
      fallback={ROUTES.pickups.path}
    >
      {(pickup) => children(pickup, typeof remark === 'string' ? remark : null)}
    </ActionFrame>
  );
}

/**
 * Runs one change: the spec's green text, or the server's message in red (the form keeps what was
 * typed), then back to where the staff member came from once it worked.
 */
export function usePickupAction(successText: string) {
  return useSubmit({ success: successText, back: 'success', fallback: ROUTES.pickups.path });
}
