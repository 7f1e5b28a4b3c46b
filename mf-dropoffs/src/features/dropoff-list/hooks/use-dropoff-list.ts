import { useEffect } from 'react';
import type { TableQuery } from '@fcs/shared/ui/data-table';
import { useAsync } from '../../../lib/use-async';
import { fetchDropoffPage, searchDropoffPage, type DropoffPage } from '../api/dropoff-list';

/** The rows the table shows: a page of the list, or of the search hits when there is a search. */
export function useDropoffList(table: TableQuery, statuses: readonly string[]) {
  const { search, query, page, pageSize, sort } = table;
  const key = JSON.stringify([search, query, statuses]);
  const result = useAsync<DropoffPage>(key, () =>
    search ? searchDropoffPage(search, statuses, { page, pageSize, sort }) : fetchDropoffPage(query, statuses),
  );
  const { error } = result;
  useEffect(() => {
    // Read errors are logged (spec 3 §8); the page also says so, with Retry.
    if (error) console.error(`Drop-offs could not be loaded: ${error.message}`);
  }, [error]);
  return result;
}
