import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageHeader } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchCustomerPage, searchOfRoute, SORTABLE_FIELDS, usersRoute } from '../api/customer-list';
import { customerColumns } from './customer-columns';
import { useAdminText } from '../../../i18n';

// The Invite Customer dialog (a modal, the phone picker and its number rules) is fetched on the first Invite.
const InviteCustomerDialog = lazy(() => import('./invite-customer-dialog').then((m) => ({ default: m.InviteCustomerDialog })));

/** /users and /users/{search} (spec 2 §2): customers for cu staff; the search in the route, page, size and sort in the query. */
export function UsersPage() {
  const { search: param } = useParams();
  const search = searchOfRoute(param);
  const navigate = useNavigate();
  const t = useAdminText();
  const [inviting, setInviting] = useState(false);
  const [opened, setOpened] = useState(false);
  const list = useListPage({
    what: 'Customers',
    load: (query) => fetchCustomerPage(query, search),
    deps: [search],
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const { table, error, reload } = list;

  return (
    <Page labelledBy="users-title">
      <PageHeader id="users-title" title={t('customers.title')}>
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          onClick={() => {
            setOpened(true);
            setInviting(true);
          }}
        >
          {t('customers.invite')}
        </Button>
      </PageHeader>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <ListSearch value={search} placeholder={t('customers.search')} onSearch={(text) => navigate(usersRoute(text))} />
      </Flex>
      <PagedList
        list={list}
        label={t('customers.title')}
        columns={customerColumns(t, table.page, table.pageSize)}
        failure={t('customers.failed')}
        emptyText={error ? t('customers.failedShort') : search ? t('customers.noMatch') : t('customers.empty')}
      />
      {opened ? (
        <Suspense fallback={null}>
          <InviteCustomerDialog
            open={inviting}
            onClose={(invited) => {
              setInviting(false);
              if (invited) reload();
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
