import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { Button, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@fcs/shared/model/messages';
import { routePath } from '@fcs/shared/model/routes';
import { type Address } from '@fcs/shared/model/entities';
import { useSubmit } from '@fcs/runtime/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { ConfirmDialog } from '@fcs/shared/ui/confirm-dialog';
import { deleteAddress, listAddresses, makeDefaultAddress } from '../api/addresses';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { useCustomerText } from '../i18n';

type Pending = { kind: 'delete' | 'default'; address: Address };

export interface AddressBookProps {
  /** Select mode (/addresses opened by a pickup form): each card has Select, which returns the address. */
  onSelect?: (address: Address) => void;
}

/**
 * The customer's address cards (spec 2 §2): edit, delete and Make default, each question asked
 * first in the spec's words; the default card has a green border and no Make default.
 */
export function AddressBook({ onSelect }: AddressBookProps) {
  const navigate = useNavigate();
  const { t } = useCustomerText();
  const { data, loading, error, reload } = useAsync('addresses', listAddresses);
  const [list, setList] = useState<Address[] | null>(null);
  // The question stays while the dialog closes: `open` goes, `pending` remains.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (next: Pending) => {
    setPending(next);
    setOpen(true);
  };
  const { busy, submit } = useSubmit({ success: () => (pending?.kind === 'delete' ? MSG.deleteAddress : MSG.makeDefaultAddress) });
  useEffect(() => setList(data), [data]);
  useEffect(() => {
    if (error) console.error(`Addresses could not be loaded: ${error.message}`);
  }, [error]);

  const run = async () => {
    if (!pending) return;
    const ref = { id: pending.address.id, user_id: pending.address.user_id };
    const next = await submit(() => (pending.kind === 'delete' ? deleteAddress(ref) : makeDefaultAddress(ref)));
    if (!next) return;
    setList(next);
    setOpen(false);
  };

  const addButton = (
    <Button icon={<PlusOutlined />} onClick={() => navigate(routePath('newAddress'))}>
      {t('addresses.add')}
    </Button>
  );

  if (loading && !list) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error) return <LoadFailure error={error} what="addresses" onRetry={reload} />;
  const rows = list ?? [];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div>{addButton}</div>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('addresses.empty')} />
      ) : (
        <ul
          aria-label={t('addresses.list')}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          }}
        >
          {rows.map((a) => (
            <li key={a.id} style={{ display: 'flex', flexDirection: 'column' }}>
              <AddressCard
                address={a}
                isDefault={a.is_default}
                actions={
                  <>
                    {onSelect ? (
                      <Button
                        type="primary"
                        size="small"
                        onClick={() => onSelect(a)}
                        aria-label={t('addresses.selectOf', { name: a.full_name })}
                      >
                        {t('addresses.select')}
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('addresses.editOf', { name: a.full_name })}
                      onClick={() => navigate(routePath('addressDetail', { userId: a.user_id, addressId: a.id }))}
                    >
                      {t('addresses.edit')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('addresses.deleteOf', { name: a.full_name })}
                      onClick={() => ask({ kind: 'delete', address: a })}
                    >
                      {t('addresses.delete')}
                    </Button>
                    {a.is_default ? null : (
                      <Button
                        size="small"
                        icon={<StarOutlined />}
                        aria-label={t('addresses.makeDefaultOf', { name: a.full_name })}
                        onClick={() => ask({ kind: 'default', address: a })}
                      >
                        {t('addresses.makeDefault')}
                      </Button>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={open}
        question={
          pending?.kind === 'delete'
            ? t('addresses.confirmDelete', { name: pending.address.full_name })
            : t('addresses.confirmMakeDefault', { name: pending?.address.full_name ?? '' })
        }
        okText={pending?.kind === 'delete' ? t('addresses.delete') : t('addresses.makeDefault')}
        danger={pending?.kind === 'delete'}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
