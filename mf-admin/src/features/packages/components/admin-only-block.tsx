import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { Package } from '@fcs/shared/model/entities';
import { SectionTitle, Muted } from '@fcs/shared/ui/page-parts';
import type { TFunction } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

export interface PersonShown {
  fcs_id: string | null;
  user_name: string | null;
  phone_number: string | null;
}

export const consigneeOf = (p: Package): PersonShown | null =>
  p.user_id ? { fcs_id: p.fcs_id, user_name: p.user_name, phone_number: p.phone_number } : null;
export const senderOf = (p: Package): PersonShown | null =>
  p.sender_id ? { fcs_id: p.sender_fcs_id, user_name: p.sender_name, phone_number: p.sender_phone_number } : null;

function person(p: PersonShown | null, t: TFunction): ReactNode {
  if (!p) return <Muted>{t('packages.notAssigned')}</Muted>;
  return (
    <span>
      <strong>{p.fcs_id ?? '-'}</strong> · {p.user_name || '-'} · {p.phone_number || '-'}
    </span>
  );
}

/** The Admin Only block (spec 1 §2.5): the consignee and the sender (id, name, phone); `change` adds the edit screen's links. */
export function AdminOnlyBlock({
  consignee,
  sender,
  change,
}: {
  consignee: PersonShown | null;
  sender: PersonShown | null;
  change?: { consignee: ReactNode; sender: ReactNode };
}) {
  const t = useAdminText();
  return (
    <section aria-label={t('packages.adminOnly')}>
      <SectionTitle>{t('packages.adminOnly')}</SectionTitle>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'consignee',
            label: t('packages.consignee'),
            children: (
              <>
                {person(consignee, t)} {change?.consignee}
              </>
            ),
          },
          {
            key: 'sender',
            label: t('packages.sender'),
            children: (
              <>
                {person(sender, t)} {change?.sender}
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
