import { listSmsMessages } from '@fcs/runtime/client';
import type { SmsLogRow } from '@fcs/shared/contract/sms';
import type { ListPageResult } from '@fcs/shared/hooks/use-list-page';

/** One page of a month's SMS with the month's amount (Usage:$). */
export async function fetchSmsPage(
  month: string,
  query: { limit: number; offset: number },
): Promise<ListPageResult<SmsLogRow> & { amount: number }> {
  const page = await listSmsMessages({ month, limit: query.limit, offset: query.offset });
  return { rows: page.rows, total: page.total, amount: page.amount };
}
