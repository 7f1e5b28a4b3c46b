import { listCustomers } from '@fcs/runtime/client';
import type { CustomerRow } from '@fcs/shared/contract/users';
import { CUSTOMER_DEFAULT_SORT, CUSTOMER_SORT_FIELDS } from '@fcs/shared/model/users';
import type { ListPageResult } from '@fcs/shared/hooks/use-list-page';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';
import { decodeSearch } from '@fcs/shared/model/format';
import { parseSort } from '@fcs/shared/model/report';
import { customerSearchPath } from '@fcs/shared/model/routes';

export const SORTABLE_FIELDS = CUSTOMER_SORT_FIELDS;
export const DEFAULT_SORT: TableSort = parseSort(CUSTOMER_DEFAULT_SORT);

/** The route of a search (spec 2 §5: hyphen to space, base64, URL-encoded); no text: /users. */
export const usersRoute = (text: string): string => customerSearchPath('usersSearch', text);

/** The search text a route carries ('' for /users or an undecodable term). */
export const searchOfRoute = (param: string | undefined) => (param ? decodeSearch(param) : '');

/** One page of the customer list (cu), sorted and searched in the database, with its total. */
export async function fetchCustomerPage(
  query: { limit: number; offset: number; sorts: string[] },
  search: string,
): Promise<ListPageResult<CustomerRow>> {
  const page = await listCustomers({ q: search || undefined, sort: query.sorts[0], limit: query.limit, offset: query.offset });
  return { rows: page.rows, total: page.total };
}
