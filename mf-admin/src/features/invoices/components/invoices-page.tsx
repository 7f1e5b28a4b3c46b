import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button } from 'antd';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/model/routes';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { invoiceColumns } from '@fcs/shared/ui/invoice-columns';
import { useUiText } from '@fcs/shared/ui/ui-text';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageHeader } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchInvoicePage, SORTABLE_FIELDS, type InvoiceListRow } from '../api/invoice-list';
import { invoiceFormDraftAtom } from '../hooks/invoice-draft';
import { useAdminText } from '../../../i18n';

/** /invoices (spec 1 §2.7): every invoice for inv staff; search, page, size and sort in the URL; Create Invoice. */
export function InvoicesPage() {
  const list = useListPage({
    what: 'Invoices',
    load: (query, search, _table, cursor) => fetchInvoicePage(query, search, cursor),
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const { table, error } = list;
  const ui = useUiText();
  const t = useAdminText();
  const navigate = useNavigate();
  const clearDraft = useSetAtom(invoiceFormDraftAtom);
  const createInvoice = () => {
    // Create Invoice starts from an empty form.
    clearDraft(null);
    navigate(ROUTES.createInvoice.path);
  };

  return (
    <Page labelledBy="invoices-title">
      <PageHeader id="invoices-title" title={t('invoices.title')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={createInvoice}>
          {t('invoices.create')}
        </Button>
      </PageHeader>
      <div style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder={t('invoices.search')} onSearch={table.setSearch} />
      </div>
      <PagedList
        list={list}
        label={t('invoices.title')}
        columns={invoiceColumns<InvoiceListRow>(table.page, table.pageSize, 'invoiceDetail', ui)}
        failure={t('invoices.failed')}
        emptyText={error ? t('invoices.failedShort') : table.search ? t('invoices.noMatch') : t('invoices.empty')}
      />
    </Page>
  );
}
