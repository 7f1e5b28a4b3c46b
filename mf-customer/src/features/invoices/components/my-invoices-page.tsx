import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchMyInvoices, SORTABLE_FIELDS, type MyInvoiceRow } from '../api/my-invoices';
import { invoiceColumns } from '@fcs/shared/ui/invoice-columns';

/** /my-invoices (spec 1 §2.7): the customer's own invoices, newest first. */
export function MyInvoicesPage() {
  const list = useListPage({
    what: 'My invoices',
    load: fetchMyInvoices,
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const { table, error } = list;

  return (
    <Page labelledBy="my-invoices-title">
      <PageTitle id="my-invoices-title">My Invoices</PageTitle>
      <div style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder="Search invoice number" onSearch={table.setSearch} />
      </div>
      <PagedList
        list={list}
        label="My invoices"
        columns={invoiceColumns<MyInvoiceRow>(table.page, table.pageSize, 'myInvoiceDetail')}
        failure="Your invoices could not be loaded."
        failureReason={false}
        emptyText={error ? 'Invoices could not be loaded' : table.search ? 'No invoices match' : 'No invoices yet'}
      />
    </Page>
  );
}
