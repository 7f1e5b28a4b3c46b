import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchMyInvoices, SORTABLE_FIELDS, type MyInvoiceRow } from '../api/my-invoices';
import { invoiceColumns } from '@fcs/shared/ui/invoice-columns';
import { useUiText } from '@fcs/shared/ui/ui-text';
import { useCustomerText } from '../../../i18n';

/** /my-invoices (spec 1 §2.7): the customer's own invoices, newest first. */
export function MyInvoicesPage() {
  const list = useListPage({
    what: 'My invoices',
    load: fetchMyInvoices,
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const { table, error } = list;
  const { t } = useCustomerText();
  const ui = useUiText();

  return (
    <Page labelledBy="my-invoices-title">
      <PageTitle id="my-invoices-title">{t('invoices.title')}</PageTitle>
      <div style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder={t('invoices.search')} onSearch={table.setSearch} />
      </div>
      <PagedList
        list={list}
        label={t('invoices.title')}
        columns={invoiceColumns<MyInvoiceRow>(table.page, table.pageSize, 'myInvoiceDetail', ui)}
        failure={t('invoices.failed')}
        failureReason={false}
        emptyText={error ? t('invoices.failedShort') : table.search ? t('invoices.noMatch') : t('invoices.empty')}
      />
    </Page>
  );
}
