import { Button, Flex, Form, Input, Modal, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { deleteZone, listZones, makeZone, updateZone } from '@fcs/runtime/client';
import type { Zone } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { SETTINGS_MSG, ZIP_LENGTH, zipEntry } from '@fcs/shared/model/settings';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useSmallArea } from '@fcs/shared/hooks/use-small-area';
import { useSubmit } from '@fcs/runtime/session';
import { ConfirmDialog } from '@fcs/shared/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, SectionHeader } from '@fcs/shared/ui/page-parts';
import { checkZip, placesOf, type ZoneZip } from '../api/zone-zips';
import { useMessageText } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

/** Pickup Zones (spec 2 §2): the zones with their zip codes; make, edit, delete. */
export function PickupZonesPanel() {
  const t = useAdminText();
  const zones = useAsync('settings:zones', listZones);
  const [editing, setEditing] = useState<Zone | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const remove = useSubmit({ success: SETTINGS_MSG.zoneDeleted });
  const small = useSmallArea();
  if (zones.error) return <LoadFailure error={zones.error} what="pickupZones" onRetry={zones.reload} />;
  const rows = zones.data ?? [];

  // At 760 px and narrower: the name with its zips in one cell, the buttons stacked.
  const details: DataTableColumn<Zone>[] = small
    ? [
        {
          key: 'name',
          title: t('settings.zones.zone'),
          render: (z) => (
            <>
              <b>{z.name}</b>
              <div>
                <Muted>{z.zip_codes.join(', ')}</Muted>
              </div>
            </>
          ),
        },
      ]
    : [
        { key: 'name', title: t('settings.zones.name') },
        { key: 'zip_codes', title: t('settings.zones.zips'), render: (z) => z.zip_codes.join(', ') },
      ];
  const columns: DataTableColumn<Zone>[] = [
    ...details,
    {
      key: 'actions',
      title: '',
      render: (z) => (
        <Flex gap={8} vertical={small}>
          <Button size="small" onClick={() => setEditing(z)} aria-label={t('action.editOf', { name: z.name })}>
            {t('action.edit')}
          </Button>
          <Button size="small" danger onClick={() => setDeleting(z)} aria-label={t('action.deleteOf', { name: z.name })}>
            {t('action.delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <section aria-labelledby="zones-title">
      <SectionHeader id="zones-title" title={t('settings.zones.title')}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('settings.zones.make')}
        </Button>
      </SectionHeader>
      <DataTable<Zone>
        label={t('settings.zones.label')}
        columns={columns}
        rows={rows}
        total={rows.length}
        rowKey={(z) => z.id}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        sort={null}
        onChange={() => undefined}
        loading={zones.loading}
        emptyText={t('settings.zones.empty')}
        pagination="none"
      />
      {editing ? (
        <ZoneDialog
          zone={editing === 'new' ? null : editing}
          zones={rows}
          onClose={(saved) => {
            setEditing(null);
            if (saved) zones.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? t('settings.zones.confirmDelete', { name: deleting.name }) : ''}
        okText={t('action.delete')}
        danger
        busy={remove.busy}
        onConfirm={async () => {
          if (deleting && (await remove.submit(() => deleteZone({ id: deleting.id })))) zones.reload();
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/**
 * Make (zone null) or edit a zone: its name and zip codes. A zip is added only when it passes the
 * local rules, no other zone holds it and the US dataset knows it; its city and state are shown.
 */
function ZoneDialog({ zone, zones, onClose }: { zone: Zone | null; zones: readonly Zone[]; onClose: (saved: boolean) => void }) {
  const [name, setName] = useState(zone?.name ?? '');
  const [zips, setZips] = useState<ZoneZip[]>(zone?.zip_codes.map((zip) => ({ zip, place: null })) ?? []);
  const [entry, setEntry] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [tried, setTried] = useState(false);
  const t = useAdminText();
  const message = useMessageText();
  const { submit, busy } = useSubmit({
    success: zone ? SETTINGS_MSG.zoneUpdated : SETTINGS_MSG.zoneMade,
    onError: (message) => setZipError(message),
  });

  useEffect(() => {
    if (!zone) return;
    let current = true;
    placesOf(zone.zip_codes).then((known) => current && setZips(known));
    return () => {
      current = false;
    };
  }, [zone]);

  const add = async () => {
    if (checking) return;
    setChecking(true);
    const checked = await checkZip(
      entry,
      zips.map((z) => z.zip),
      zones.filter((z) => z.id !== zone?.id),
    );
    setChecking(false);
    if ('problem' in checked) return setZipError(message(checked.problem));
    setZipError(null);
    setZips([...zips, checked]);
    setEntry('');
  };

  const nameError = tried && !name.trim() ? message(SETTINGS_MSG.zoneName) : undefined;
  const listError = tried && zips.length === 0 ? message(SETTINGS_MSG.zoneZips) : undefined;
  const save = async () => {
    setTried(true);
    if (!name.trim() || zips.length === 0) return;
    const body = { name: name.trim(), zip_codes: zips.map((z) => z.zip) };
    if (await submit(() => (zone ? updateZone({ id: zone.id, ...body }) : makeZone(body)))) onClose(true);
  };

  return (
    <Modal
      open
      title={zone ? t('settings.zones.editTitle', { name: zone.name }) : t('settings.zones.make')}
      okText={zone ? t('action.update') : t('action.make')}
      onOk={save}
      onCancel={() => onClose(false)}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('settings.zones.zoneName')} validateStatus={nameError ? 'error' : undefined} help={nameError}>
          <Input
            aria-label={t('settings.zones.zoneName')}
            value={name}
            maxLength={TEXT_LIMITS.name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
        </Form.Item>
        <Form.Item
          label={t('settings.zones.zip')}
          validateStatus={zipError || listError ? 'error' : undefined}
          help={zipError ?? listError}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('settings.zones.zip')}
              inputMode="numeric"
              value={entry}
              maxLength={ZIP_LENGTH}
              placeholder={t('settings.zones.zipPlaceholder')}
              onChange={(e) => {
                setEntry(zipEntry(e.target.value));
                setZipError(null);
              }}
              onPressEnter={(e) => {
                e.preventDefault();
                void add();
              }}
            />
            <Button onClick={() => void add()} loading={checking}>
              {t('action.add')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <ul
          aria-label={t('settings.zones.zipList')}
          style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}
        >
          {zips.map((z) => (
            <li key={z.zip}>
              <Tag
                closable
                onClose={() => setZips(zips.filter((x) => x.zip !== z.zip))}
                closeIcon={<span aria-label={t('settings.zones.removeZip', { zip: z.zip })}>×</span>}
              >
                {z.zip}
                {z.place ? ` ${z.place.city}, ${z.place.state}` : ''}
              </Tag>
            </li>
          ))}
        </ul>
      </Form>
    </Modal>
  );
}
