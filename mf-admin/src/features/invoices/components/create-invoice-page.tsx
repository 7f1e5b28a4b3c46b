import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createInvoice, listInvoicePackages } from '@fcs/runtime/client';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { formatUSDCents, INVOICE_LIMITS, INVOICE_MSG, PACKAGE_LINE_DESCRIPTION, type InvoiceDetail } from '@fcs/shared/model/invoices';
import { customerSearchPath, routePath, ROUTES } from '@fcs/shared/model/routes';
import { selectedCustomerAtom, useSubmit } from '@fcs/runtime/session';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useFormRules } from '@fcs/shared/hooks/use-form-rules';
import { Muted, Page, PageTitle, SectionTitle } from '@fcs/shared/ui/page-parts';
import { ChosenCustomerField } from '@fcs/shared/ui/chosen-customer-field';
import {
  emptyInvoice,
  formLineCents,
  formTotalCents,
  invoiceBody,
  invoiceFormDraftAtom,
  newLine,
  withCustomer,
  type InvoiceFormLine,
  type InvoiceFormValues,
} from '../hooks/invoice-draft';
import { useMessageTexts } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

// The form's rules (zod) are fetched on the first Create, which checks the draft and shows the
// messages from then on.
const fetchRules = () => import('@fcs/shared/contract/invoices');

/** The customer's packages that no open invoice has: each chosen one becomes a line with its tracking id. */
function PackagePicker({
  customerId,
  taken,
  onAdd,
}: {
  customerId: string;
  taken: Set<string>;
  onAdd: (lines: InvoiceFormLine[]) => void;
}) {
  const { data, loading, error } = useAsync(`invoice-packages:${customerId}`, () => listInvoicePackages(customerId));
  const [chosen, setChosen] = useState<string[]>([]);
  const t = useAdminText();
  const offered = (data ?? []).filter((p) => !taken.has(p.id));
  const add = () => {
    const byId = new Map(offered.map((p) => [p.id, p]));
    onAdd(
      chosen.flatMap((id) => {
        const p = byId.get(id);
        return p ? [newLine({ description: PACKAGE_LINE_DESCRIPTION, packageId: p.id, trackingId: p.tracking_id })] : [];
      }),
    );
    setChosen([]);
  };
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
      <Select
        mode="multiple"
        aria-label={t('invoices.packagesToInvoice')}
        placeholder={t('invoices.addPackagesHint')}
        value={chosen}
        onChange={setChosen}
        loading={loading}
        options={offered.map((p) => ({ value: p.id, label: `${p.tracking_id} · ${p.status} · ${formatStaffDateTime(p.received_date)}` }))}
        notFoundContent={error ? t('invoices.packagesFailed', { reason: error.message }) : t('invoices.noPackagesLeft')}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 280, flex: '1 1 320px', maxWidth: 560 }}
      />
      <Button icon={<InboxOutlined />} onClick={add} disabled={chosen.length === 0}>
        {t('invoices.addPackages')}
      </Button>
    </Flex>
  );
}

function LineFields({
  line,
  n,
  errors,
  onChange,
  onRemove,
}: {
  line: InvoiceFormLine;
  n: number;
  errors: Record<string, string>;
  onChange: (l: InvoiceFormLine) => void;
  onRemove?: () => void;
}) {
  const t = useAdminText();
  const at = (field: string) => errors[`lines.${n - 1}.${field}`];
  // The description takes its own row on a phone; quantity, price, amount and remove stay together.
  return (
    <fieldset
      aria-label={t('invoices.line', { n })}
      style={{ border: 0, borderBottom: '1px solid rgba(0, 0, 0, 0.06)', padding: '8px 0 0', margin: 0 }}
    >
      <Flex gap={8} wrap align="flex-start">
        <Form.Item
          validateStatus={at('description') ? 'error' : undefined}
          help={at('description')}
          style={{ flex: '3 1 240px', marginBottom: 8 }}
        >
          <Input
            aria-label={t('invoices.descriptionOf', { n })}
            placeholder={t('invoices.description')}
            value={line.description}
            maxLength={INVOICE_LIMITS.description}
            onChange={(e) => onChange({ ...line, description: e.target.value })}
            suffix={line.trackingId ? <Muted>{line.trackingId}</Muted> : undefined}
          />
        </Form.Item>
        <Flex gap={8} align="flex-start" style={{ flex: '1 1 300px' }}>
          <Form.Item
            validateStatus={at('quantity') ? 'error' : undefined}
            help={at('quantity')}
            style={{ flex: '0 0 84px', marginBottom: 8 }}
          >
            <InputNumber
              aria-label={t('invoices.quantityOf', { n })}
              placeholder={t('invoices.qty')}
              min={1}
              max={INVOICE_LIMITS.quantity}
              precision={0}
              value={line.quantity}
              onChange={(v) => onChange({ ...line, quantity: typeof v === 'number' ? v : null })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            validateStatus={at('unit_price') ? 'error' : undefined}
            help={at('unit_price')}
            style={{ flex: '1 1 130px', maxWidth: 200, marginBottom: 8 }}
          >
            <InputNumber
              aria-label={t('invoices.unitPriceOf', { n })}
              placeholder={t('invoices.unitPrice')}
              prefix="$"
              min={0}
              max={INVOICE_LIMITS.unitPriceCents / 100}
              precision={2}
              value={line.unitPriceCents === null ? null : line.unitPriceCents / 100}
              onChange={(v) => onChange({ ...line, unitPriceCents: typeof v === 'number' ? Math.round(v * 100) : null })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Typography.Text
            aria-label={t('invoices.amountOf', { n })}
            style={{ flex: '1 0 auto', minWidth: 72, textAlign: 'right', lineHeight: '32px' }}
          >
            {formatUSDCents(formLineCents(line) / 100)}
          </Typography.Text>
          <Button
            aria-label={t('invoices.removeLine', { n })}
            icon={<DeleteOutlined />}
            onClick={onRemove}
            disabled={!onRemove}
            type="text"
          />
        </Flex>
      </Flex>
    </fieldset>
  );
}

/**
 * /create-invoice (issue 11, beyond spec 1 §2.7): inv staff invoice a joined customer, chosen through
 * /search-customers (the draft survives the trip), with lines of description, quantity and unit price
 * (in USD; held in cents), optionally one per package of that customer not yet invoiced. The total
 * shown is the sum of the lines; the api computes it again. Then the new invoice's detail.
 */
export function CreateInvoicePage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(invoiceFormDraftAtom);
  const [picked, setPicked] = useAtom(selectedCustomerAtom);
  const [values, setValues] = useState<InvoiceFormValues>(() => {
    const v = draft ?? emptyInvoice();
    return draft && picked ? withCustomer(v, picked) : v;
  });
  const { rules, load } = useFormRules(fetchRules);
  const t = useAdminText();
  const messages = useMessageTexts();
  const body = invoiceBody(values);
  const errors = rules ? messages(rules.invoiceFormErrors(body)) : {};
  const { busy, submit } = useSubmit({ success: INVOICE_MSG.created });

  // The draft and the pick are used once.
  useEffect(() => {
    setDraft(null);
    setPicked(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selectCustomer = () => {
    setDraft(values);
    const term = values.customer?.fcs_id ?? '';
    navigate(customerSearchPath('searchCustomers', term));
  };
  const setLine = (i: number, l: InvoiceFormLine) => setValues((v) => ({ ...v, lines: v.lines.map((x, j) => (j === i ? l : x)) }));
  const removeLine = (i: number) => setValues((v) => ({ ...v, lines: v.lines.filter((_, j) => j !== i) }));
  const addLines = (lines: InvoiceFormLine[]) =>
    setValues((v) => {
      // An untouched empty first line gives way to the packages' lines.
      const kept = v.lines.filter((l) => l.description.trim() || l.unitPriceCents !== null || l.packageId);
      return { ...v, lines: [...kept, ...lines].slice(0, INVOICE_LIMITS.lines) };
    });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const loaded = await load();
    if (!loaded || Object.keys(loaded.invoiceFormErrors(body)).length) return;
    const created: InvoiceDetail | undefined = await submit(() => createInvoice(body));
    if (created) navigate(routePath('invoiceDetail', { id: created.id }), { replace: true });
  };

  const c = values.customer;
  const taken = new Set(values.lines.flatMap((l) => (l.packageId ? [l.packageId] : [])));
  return (
    <Page labelledBy="create-invoice-title" maxWidth={960}>
      <PageTitle id="create-invoice-title">{t('invoices.create')}</PageTitle>
      <form onSubmit={onSubmit} noValidate aria-label={t('invoices.form')}>
        <Form layout="vertical" component={false}>
          <ChosenCustomerField customer={c} error={errors.customer_id} onSelect={selectCustomer} required offerChange />
          <SectionTitle>{t('invoices.lines')}</SectionTitle>
          {c ? <PackagePicker customerId={c.id} taken={taken} onAdd={addLines} /> : null}
          {values.lines.map((line, i) => (
            <LineFields
              key={line.key}
              line={line}
              n={i + 1}
              errors={errors}
              onChange={(l) => setLine(i, l)}
              onRemove={values.lines.length > 1 ? () => removeLine(i) : undefined}
            />
          ))}
          {errors.lines ? (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBottom: 8 }}>
              {errors.lines}
            </Typography.Text>
          ) : null}
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 4 }}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => setValues((v) => ({ ...v, lines: [...v.lines, newLine()] }))}
              disabled={values.lines.length >= INVOICE_LIMITS.lines}
            >
              {t('invoices.addLine')}
            </Button>
            <Typography.Text strong style={{ fontSize: 16 }} aria-label={t('invoices.total')}>
              {t('invoices.totalOf', { amount: formatUSDCents(formTotalCents(values) / 100) })}
            </Typography.Text>
          </Flex>
          <Flex gap={8} style={{ marginTop: 24 }}>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('invoices.create')}
            </Button>
            <Button onClick={() => navigate(ROUTES.invoices.path)}>{t('action.cancel')}</Button>
          </Flex>
        </Form>
      </form>
    </Page>
  );
}
