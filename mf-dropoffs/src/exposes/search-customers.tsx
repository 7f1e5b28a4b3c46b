import { RemoteRoot } from '../app/remote-root';
import { SearchCustomersPage } from '../features/customer-search/components/search-customers-page';

/** Exposed to the shell; renders inside the host's router. */
export default function ExposedSearchCustomersPage() {
  return (
    <RemoteRoot>
      <SearchCustomersPage />
    </RemoteRoot>
  );
}
