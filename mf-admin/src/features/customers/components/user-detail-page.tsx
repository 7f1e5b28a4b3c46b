import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Descriptions, Flex, Form, Input } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  acceptRequest,
  deleteInvite,
  enableCustomer,
  getCustomer,
  listCustomerAddresses,
  updateCustomer,
  type Customer,
} from '@fcs/runtime/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { decide, USER_MACHINE, type UserAction } from '@fcs/shared/model/machines';
import { routePath } from '@fcs/shared/model/routes';
import { CUSTOMER_MSG } from '@fcs/shared/model/users';
import { usePrincipal, useSubmit } from '@fcs/runtime/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageHeader, PageTitle, Panel, SectionHeader } from '@fcs/shared/ui/page-parts';
import { PhonePicker } from '@fcs/shared/ui/phone-input';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { customerActions, type CustomerActionButton } from './customer-actions';
import { useMessageTexts } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

// The confirmation (a modal) is fetched on the first Disable, Enable, Delete invite or Accept.
const ConfirmDialog = lazy(() => import('@fcs/shared/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
// The edit's rules (zod and the phone numbers' metadata) are fetched beside the customer: the page
// does not wait for them, Update does.
const loadRules = () => import('@fcs/shared/contract/users');
type Rules = Awaited<ReturnType<typeof loadRules>>;

/**
 * /user-detail/{id} (spec 2 §2, §4): the customer, the action their status allows (each after a
 * confirmation), the editable name, the phone only while invited, and their addresses (cards with
 * Edit to /address-detail/{userId}/{addressId}, and Add address to /new-address/{userId}).
 */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, reload } = useAsync(`customer:${id}`, () => getCustomer(id));
  const addresses = useAsync(`customer-addresses:${id}`, () => listCustomerAddresses(id));
  const rules = useAsync('customer-rules', loadRules);
  const t = useAdminText();
  if (error) return <LoadFailure error={error} what="customer" onRetry={reload} />;
  if (rules.error) return <LoadFailure error={rules.error} what="customer" onRetry={rules.reload} />;
  if (!data)
    return <Page labelledBy="user-title">{loading ? <PageTitle id="user-title">{t('customers.customer')}</PageTitle> : null}</Page>;
  return <CustomerDetail customer={data} addresses={addresses.data ?? []} rules={rules.data} reload={reload} />;
}

function CustomerDetail({
  customer,
  addresses,
  rules,
  reload,
}: {
  customer: Customer;
  addresses: Awaited<ReturnType<typeof listCustomerAddresses>>;
  /** null until they have arrived. */
  rules: Rules | null;
  reload: () => void;
}) {
  const principal = usePrincipal();
  const t = useAdminText();
  const messages = useMessageTexts();
  const [draft, setDraft] = useState({ user_name: customer.user_name ?? '', phone_number: customer.phone_number ?? '' });
  useEffect(() => setDraft({ user_name: customer.user_name ?? '', phone_number: customer.phone_number ?? '' }), [customer]);
  const navigate = useNavigate();
  const [asking, setAsking] = useState<CustomerActionButton | null>(null);
  const [asked, setAsked] = useState(false);
  const save = useSubmit({ success: CUSTOMER_MSG.updated });
  const act = useSubmit({
    success: asking?.success ?? '',
    back: asking?.action === 'deleteInvite' ? 'success' : undefined,
    fallback: routePath('users'),
  });
  // A customer with no phone number (their phone cannot be set once they have joined) keeps none:
  // the number is left out rather than sent empty, so that the name can still be changed.
  const keepsNoPhone = !customer.phone_number && !draft.phone_number;
  const body = {
    id: customer.id,
    user_name: draft.user_name,
    ...(keepsNoPhone ? {} : { phone_number: draft.phone_number }),
    version: customer.version,
  };
  const errors = rules ? messages(rules.customerFormErrors(rules.userUpdateSchema, body)) : {};
  const changed = draft.user_name !== (customer.user_name ?? '') || draft.phone_number !== (customer.phone_number ?? '');
  const can = (action: UserAction) => decide(principal, USER_MACHINE, customer, action).ok;
  const name = customer.user_name || customer.fcs_id || '';

  const run = async (button: CustomerActionButton) => {
    const ref = { id: customer.id, version: customer.version };
    const calls: Record<CustomerActionButton['action'], () => Promise<unknown>> = {
      disable: () => enableCustomer({ ...ref, enabled: false }),
      enable: () => enableCustomer({ ...ref, enabled: true }),
      deleteInvite: () => deleteInvite(ref),
      accept: () => acceptRequest(ref),
    };
    const done = await act.submit(calls[button.action]);
    setAsking(null);
    if (done && button.action !== 'deleteInvite') reload();
  };

  const question = (button: CustomerActionButton) => t(`customers.confirm.${button.action}`, { name });

  return (
    <Page labelledBy="user-title">
      <PageHeader id="user-title" title={t('customers.customerOf', { fcsId: customer.fcs_id })}>
        {customerActions(customer.status, t)
          .filter((b) => can(b.action))
          .map((b) => (
            <Button
              key={b.action}
              danger={b.danger}
              type={b.danger ? 'default' : 'primary'}
              onClick={() => {
                setAsked(true);
                setAsking(b);
              }}
            >
              {b.label}
            </Button>
          ))}
        <Link to={routePath('userPackagesList', { userId: customer.id })}>{t('customers.columns.packages')}</Link>
      </PageHeader>
      <Panel title={t('customers.customer')}>
        <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('customers.columns.fcsId')}>{customer.fcs_id}</Descriptions.Item>
          <Descriptions.Item label={t('customers.columns.status')}>
            <StatusBadge status={customer.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.columns.email')}>{customer.email ?? '-'}</Descriptions.Item>
        </Descriptions>
        <Form layout="vertical" requiredMark={false} style={{ maxWidth: 420 }}>
          <Form.Item label={t('customers.columns.name')} validateStatus={errors.user_name ? 'error' : undefined} help={errors.user_name}>
            <Input
              aria-label={t('customers.columns.name')}
              value={draft.user_name}
              maxLength={TEXT_LIMITS.name}
              onChange={(e) => setDraft({ ...draft, user_name: e.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={t('customers.columns.phone')}
            validateStatus={errors.phone_number ? 'error' : undefined}
            help={errors.phone_number ?? (can('changePhone') ? undefined : t('customers.phoneLocked'))}
          >
            <PhonePicker
              value={draft.phone_number}
              onChange={(phone_number) => setDraft({ ...draft, phone_number })}
              disabled={!can('changePhone')}
            />
          </Form.Item>
          <Button
            type="primary"
            style={{ marginTop: 8 }}
            loading={save.busy}
            disabled={!rules || Object.keys(errors).length > 0 || !changed}
            onClick={async () => {
              if (await save.submit(() => updateCustomer(body))) reload();
            }}
          >
            {t('action.update')}
          </Button>
        </Form>
      </Panel>
      <SectionHeader title={t('customers.addresses')}>
        <Button icon={<PlusOutlined />} onClick={() => navigate(routePath('customerNewAddress', { userId: customer.id }))}>
          {t('customers.addAddress')}
        </Button>
      </SectionHeader>
      {addresses.length === 0 ? <p>{t('customers.noAddresses')}</p> : null}
      <Flex wrap gap={12}>
        {addresses.map((a) => (
          <AddressCard
            key={a.id}
            address={a}
            isDefault={a.is_default}
            actions={
              <Link
                to={routePath('addressDetail', { userId: customer.id, addressId: a.id })}
                aria-label={t('action.editOf', { name: a.full_name })}
              >
                <EditOutlined /> {t('action.edit')}
              </Link>
            }
          />
        ))}
      </Flex>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking !== null}
            question={asking ? question(asking) : ''}
            okText={asking?.label ?? ''}
            danger={asking?.danger}
            busy={act.busy}
            onConfirm={() => asking && run(asking)}
            onCancel={() => setAsking(null)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
