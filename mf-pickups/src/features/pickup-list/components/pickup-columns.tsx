import { Flex } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { formatPickupDateId } from '@fcs/shared/model/pickups';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';
import { DateTimeCell } from '@fcs/shared/ui/date-time-cell';
import { QrButton } from '@fcs/shared/ui/qr-button';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { ToneTag } from '@fcs/shared/ui/tone-tag';
import { waitingText } from '../../../lib/waiting';
import { pickupLabel } from '../../../lib/pickup-label';
import type { TFunction } from '@fcs/runtime/i18n';
import { usePickupsText } from '../../../i18n';
import type { PickupRow } from '../api/pickup-list';

/** The number opens the detail (the list's query string goes along for its Back); the icon, the label dialog. */
function NumberCell({ row }: { row: PickupRow }) {
  const location = useLocation();
  const t = usePickupsText();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Link
        to={routePath('pickupDetail', { id: row.id })}
        state={{ from: `${location.pathname}${location.search}` }}
        style={{ ...useLinkStyle(), fontWeight: 600 }}
      >
        {row.pickup_number}
      </Link>{' '}
      <QrButton title={t('label.title')} label={pickupLabel(row)} />
    </span>
  );
}

/** The columns of /pickups (spec 2 §2): all but No. sortable. */
export function pickupColumns(t: TFunction, page: number, pageSize: number): DataTableColumn<PickupRow>[] {
  return [
    { key: 'no', title: t('field.no'), width: 56, render: (_row, i) => rowNumber(page, pageSize, i) },
    { key: 'pickup_number', title: t('field.pickupNumber'), sortable: true, render: (row) => <NumberCell row={row} /> },
    { key: 'pickup_date', title: t('field.pickupDate'), sortable: true, render: (row) => formatPickupDateId(row.pickup_date) || '-' },
    { key: 'zone_name', title: t('field.zone'), sortable: true, render: (row) => row.zone_name ?? '-' },
    {
      key: 'customer_fcs_id',
      title: t('field.customer'),
      sortable: true,
      render: (row) => (
        <span>
          <strong>{row.customer_fcs_id ?? '-'}</strong>
          <br />
          {row.customer_name ?? ''}
        </span>
      ),
    },
    { key: 'pickup_staff_name', title: t('field.staff'), sortable: true, render: (row) => row.pickup_staff_name ?? '-' },
    { key: 'updated_date', title: t('field.updatedDate'), sortable: true, render: (row) => <DateTimeCell value={row.updated_date} /> },
    {
      key: 'status',
      title: t('field.status'),
      sortable: true,
      render: (row) => {
        const waiting = waitingText(row, t);
        return (
          <Flex vertical gap={4} align="flex-start">
            <StatusBadge kind="pickup" status={row.status} />
            {waiting ? <ToneTag tone="red">{waiting}</ToneTag> : null}
          </Flex>
        );
      },
    },
  ];
}
