import { Tag } from 'antd';

const COLORS: Record<string, string> = { draft: 'default', unpaid: 'orange', paid: 'green', canceled: 'red' };

/** An invoice's status as a coloured tag (the word stays the status value). */
export function InvoiceStatus({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Tag color={COLORS[status] ?? 'default'} style={{ textTransform: 'capitalize', marginInlineEnd: 0 }} data-status={status}>
      {status}
    </Tag>
  );
}
