import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Dropoff } from '@fcs/shared/model/entities';
import { DROPOFF_MACHINE, type DropoffAction } from '@fcs/shared/model/machines';
import { ROUTES } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/runtime/session';
import { ActionFrame } from '@fcs/shared/ui/action-frame';
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
  return (
    <ActionFrame
      title={title}
      record={useDropoff(id)}
      what="dropoff"
      machine={DROPOFF_MACHINE}
      action={action}
      principal={usePrincipal()}
      fallback={ROUTES.dropoffs.path}
    >
      {children}
    </ActionFrame>
  );
}
