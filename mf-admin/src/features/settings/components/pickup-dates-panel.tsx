import { Button, Checkbox, Flex, Form, Input, Modal, Space, Switch } from 'antd';
import { useState } from 'react';
import { deletePickupDate, listAllPickupDates, listZones, makePickupDate, updatePickupDate } from '@fcs/runtime/client';
import { pickupDateWriteSchema, settingsFormErrors } from '@fcs/shared/contract/settings';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useSmallArea } from '@fcs/shared/hooks/use-small-area';
import type { PickupDate, Zone } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { formatPickupDateId, todayDateId } from '@fcs/shared/model/pickups';
import { dateIdOfIsoDay, dateTakenMessage, isoDayOfDateId, SETTINGS_MSG } from '@fcs/shared/model/settings';
import { useSubmit } from '@fcs/runtime/session';
import { ConfirmDialog } from '@fcs/shared/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, SectionHeader } from '@fcs/shared/ui/page-parts';
import { useMessageTexts } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

/** Available Pickup Dates (spec 2 §2): the offered dates with their remark and zones; make, edit, delete. */
export function PickupDatesPanel() {
  const t = useAdminText();
  const dates = useAsync('settings:pickup-dates', listAllPickupDates);
  const zones = useAsync('settings:zones', listZones);
  const [showPast, setShowPast] = useState(false);
  const small = useSmallArea();
  const [editing, setEditing] = useState<PickupDate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PickupDate | null>(null);
  const remove = useSubmit({ success: SETTINGS_MSG.dateDeleted });
  if (dates.error) return <LoadFailure error={dates.error} what="pickupDates" onRetry={dates.reload} />;

  const today = todayDateId();
  const rows = (dates.data ?? []).filter((d) => showPast || d.id >= today);
  const zoneNames = (d: PickupDate) => d.zones.map((z) => z.name).join(', ');
  // At 760 px and narrower: the date with its remark and zones in one cell, the buttons stacked.
  const details: DataTableColumn<PickupDate>[] = small
    ? [
        {
          key: 'id',
          title: t('settings.dates.date'),
          render: (d) => (
            <>
              <b>{formatPickupDateId(d.id)}</b>
              {d.remark ? <div>{d.remark}</div> : null}
              <div>
                <Muted>{zoneNames(d)}</Muted>
              </div>
            </>
          ),
        },
      ]
    : [
        { key: 'id', title: t('settings.dates.date'), render: (d) => formatPickupDateId(d.id) },
        { key: 'remark', title: t('settings.dates.remark'), render: (d) => d.remark ?? '' },
        { key: 'zones', title: t('settings.dates.zones'), render: zoneNames },
      ];
  const columns: DataTableColumn<PickupDate>[] = [
    ...details,
    {
      key: 'actions',
      title: '',
      render: (d) => (
        <Flex gap={8} vertical={small}>
          <Button size="small" onClick={() => setEditing(d)} aria-label={t('action.editOf', { name: formatPickupDateId(d.id) })}>
            {t('action.edit')}
          </Button>
          <Button size="small" danger onClick={() => setDeleting(d)} aria-label={t('action.deleteOf', { name: formatPickupDateId(d.id) })}>
            {t('action.delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <section aria-labelledby="dates-title">
      <SectionHeader id="dates-title" title={t('settings.dates.title')}>
        <Space wrap>
          <label>
            <Switch size="small" checked={showPast} onChange={setShowPast} aria-label={t('settings.dates.showPast')} />{' '}
            {t('settings.dates.showPast')}
          </label>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('settings.dates.make')}
          </Button>
        </Space>
      </SectionHeader>
      <DataTable<PickupDate>
        label={t('settings.dates.label')}
        columns={columns}
        rows={rows}
        total={rows.length}
        rowKey={(d) => d.id}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        sort={null}
        onChange={() => undefined}
        loading={dates.loading}
        emptyText={t('settings.dates.empty')}
        pagination="none"
      />
      {editing ? (
        <PickupDateDialog
          date={editing === 'new' ? null : editing}
          zones={zones.data ?? []}
          offered={dates.data ?? []}
          onClose={(saved) => {
            setEditing(null);
            if (saved) dates.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? t('settings.dates.confirmDelete', { date: formatPickupDateId(deleting.id) }) : ''}
        okText={t('action.delete')}
        danger
        busy={remove.busy}
        onConfirm={async () => {
          if (deleting && (await remove.submit(() => deletePickupDate({ id: deleting.id })))) dates.reload();
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/** Make (date null) or edit a pickup date: the date (fixed once made: it is the id), the remark, the zones. */
function PickupDateDialog({
  date,
  zones,
  offered,
  onClose,
}: {
  date: PickupDate | null;
  zones: readonly Zone[];
  offered: readonly PickupDate[];
  onClose: (saved: boolean) => void;
}) {
  const [draft, setDraft] = useState({
    id: date?.id ?? '',
    remark: date?.remark ?? '',
    zones: date?.zones.map((z) => z.id) ?? [],
  });
  const [tried, setTried] = useState(false);
  const t = useAdminText();
  const messages = useMessageTexts();
  const { submit, busy } = useSubmit({ success: date ? SETTINGS_MSG.dateUpdated : SETTINGS_MSG.dateMade });
  const errors = settingsFormErrors(pickupDateWriteSchema, draft);
  if (!date && draft.id && !errors.id) {
    if (draft.id < todayDateId()) errors.id = SETTINGS_MSG.datePast;
    else if (offered.some((d) => d.id === draft.id)) errors.id = dateTakenMessage(draft.id);
  }
  const shown = tried ? messages(errors) : {};

  const save = async () => {
    setTried(true);
    if (Object.keys(errors).length) return;
    const body = { ...draft, remark: draft.remark || null };
    if (await submit(() => (date ? updatePickupDate(body) : makePickupDate(body)))) onClose(true);
  };

  return (
    <Modal
      open
      title={date ? t('settings.dates.editTitle', { date: formatPickupDateId(date.id) }) : t('settings.dates.make')}
      okText={date ? t('action.update') : t('action.make')}
      onOk={save}
      onCancel={() => onClose(false)}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('settings.dates.pickupDate')} validateStatus={shown.id ? 'error' : undefined} help={shown.id}>
          <Input
            type="date"
            aria-label={t('settings.dates.pickupDate')}
            value={draft.id ? isoDayOfDateId(draft.id) : ''}
            min={isoDayOfDateId(todayDateId())}
            disabled={date !== null}
            onChange={(e) => setDraft({ ...draft, id: dateIdOfIsoDay(e.target.value) })}
          />
        </Form.Item>
        <Form.Item label={t('settings.dates.remark')} validateStatus={shown.remark ? 'error' : undefined} help={shown.remark}>
          <Input.TextArea
            aria-label={t('settings.dates.remark')}
            rows={2}
            value={draft.remark}
            maxLength={TEXT_LIMITS.remark}
            onChange={(e) => setDraft({ ...draft, remark: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('settings.dates.zones')} validateStatus={shown.zones ? 'error' : undefined} help={shown.zones}>
          <Checkbox.Group
            aria-label={t('settings.dates.zones')}
            value={draft.zones}
            options={zones.map((z) => ({ value: z.id, label: z.name }))}
            onChange={(ids) => setDraft({ ...draft, zones: ids as string[] })}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
