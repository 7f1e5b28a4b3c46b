import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { useMessageTexts } from '@fcs/runtime/i18n';
import { useNotify } from '@fcs/runtime/session';
import { EMPTY_DRAFT, dropoffDraftAtom, type DropoffDraft } from '../../../lib/dropoff-draft';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { StaffSelect } from '@fcs/shared/ui/staff-select';
import { useFormRules } from '@fcs/shared/hooks/use-form-rules';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { useStaff } from '@fcs/shared/hooks/use-staff';
import { usePickedCustomer } from '../hooks/use-picked-customer';
import { CustomerFields } from './customer-fields';
import { useDropoffsText } from '../../../i18n';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';

// The draft's checks (the contract's zod schema) and the create call are fetched on the first
// Create Drop-Off.
const fetchRules = () => import('../api/create-dropoff');

/**
 * /create-dropoff (spec 3 §2, title New Drop-Off). The form is the draft atom, so it is still there
 * after Select Customer; it is checked by the contract's schema (spec 3 §5) on Create Drop-Off and,
 * from then on, as it changes.
 */
export function CreateDropoffPage() {
  usePickedCustomer();
  const [draft, setDraft] = useAtom(dropoffDraftAtom);
  const { rules, load } = useFormRules(fetchRules);
  const [busy, setBusy] = useState(false);
  const staff = useStaff();
  const notify = useNotify();
  const navigate = useNavigate();
  const goBack = useGoBack(ROUTES.dropoffs.path);
  const t = useDropoffsText();
  const messages = useMessageTexts();
  // The contract's messages (spec 3 §5), in the reader's language where the messages catalogue has them.
  const errors = rules ? messages(rules.draftErrors(draft)) : {};

  const patch = (p: Partial<DropoffDraft>) => setDraft((d) => ({ ...d, ...p }));

  const submit = async () => {
    const loaded = await load();
    if (!loaded || busy) return;
    setBusy(true);
    const outcome = await loaded.submitDraft(draft);
    setBusy(false);
    if (outcome.ok) {
      notify.success(outcome.message);
      setDraft(EMPTY_DRAFT);
      // Create goes back only on success (spec 3 §4).
      goBack();
    } else if (!outcome.invalid) {
      notify.error(outcome.message);
    }
  };

  return (
    <Page labelledBy="create-dropoff-title" maxWidth={720}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('action.back')}
      </Button>
      <PageTitle id="create-dropoff-title">{t('title.create')}</PageTitle>
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item>
          <Radio.Group
            aria-label={t('field.customerType')}
            value={draft.is_new_customer ? 'new' : 'existing'}
            onChange={(e) => patch({ is_new_customer: e.target.value === 'new' })}
            options={[
              { value: 'existing', label: t('field.existingCustomer') },
              { value: 'new', label: t('field.newCustomer') },
            ]}
          />
        </Form.Item>
        <CustomerFields
          draft={draft}
          errors={errors}
          onChange={patch}
          onSelectCustomer={() => navigate(ROUTES.searchCustomersStart.path)}
        />
        <Form.Item
          label={t('field.receivedBy')}
          htmlFor="received-by"
          validateStatus={errors.receiving_staff_id ? 'error' : undefined}
          help={errors.receiving_staff_id}
        >
          <StaffSelect
            id="received-by"
            label={t('field.receivedBy')}
            value={draft.receiving_staff_id}
            onChange={(id) => patch({ receiving_staff_id: id })}
            staff={staff.data}
            loading={staff.loading}
            status={errors.receiving_staff_id ? 'error' : undefined}
          />
        </Form.Item>
        {staff.error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('field.staffFailed')}
            description={staff.error.message}
            action={
              <Button size="small" onClick={staff.reload}>
                {t('action.retry')}
              </Button>
            }
          />
        ) : null}
        <Form.Item label={t('field.customerRemark')} htmlFor="customer-remark">
          <Input.TextArea
            id="customer-remark"
            rows={3}
            autoSize={{ minRows: 3 }}
            maxLength={TEXT_LIMITS.remark}
            value={draft.customer_remark}
            onChange={(e) => patch({ customer_remark: e.target.value })}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={busy}>
          {busy ? t('action.updating') : t('action.create')}
        </Button>
      </Form>
    </Page>
  );
}
