import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api/api-client';
import { StatusContent, type StatusLink } from './status-content';
import { useStatus, type StatusCall } from './use-status';

const RouterLink: StatusLink = ({ to, children }) => <Link to={to}>{children}</Link>;

/**
 * /s/<token> in the full shell (someone signed in on this browser, or a visitor who came from another
 * page): the call carries their token, so the record's owner gets the link to the full detail screen.
 * A visitor arriving at the link gets the island (src/island/status-island.tsx) instead.
 */
export function StatusPage() {
  const { token = '' } = useParams();
  const call = useCallback<StatusCall>(async (t) => (await api()).getStatusView(t), []);
  const { state, retry } = useStatus(token, call);
  return <StatusContent state={state} onRetry={() => void retry()} Link={RouterLink} />;
}
