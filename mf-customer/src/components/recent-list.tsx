import { Button, Empty, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { Muted, Panel, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useCustomerText } from '../i18n';

// Two lines per item (number and status; details and Detail), the same at every width.
const row = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 12,
  rowGap: 2,
  alignItems: 'center',
  padding: '8px 0',
} as const;

export interface RecentItem {
  id: string;
  /** The number shown in bold (tracking or pickup number). */
  number: string;
  status: ReactNode;
  details: ReactNode;
  /** The detail's path, or null when the item is not linked (a package "Not found"), with what to show instead. */
  detail: string | null;
  instead?: ReactNode;
}

/**
 * One of the Track page's "recent" widgets for joined customers (spec 1 §2.4): 5 items, See all to
 * the list, Detail to each item. A failure is logged and the widget offers Retry.
 */
export function RecentList({
  title,
  listLabel,
  seeAll,
  empty,
  load,
}: {
  title: string;
  listLabel: string;
  seeAll: string;
  empty: string;
  load: () => Promise<RecentItem[]>;
}) {
  const { data, loading, error, reload } = useAsync(seeAll, load);
  useEffect(() => {
    if (error) console.error(`${title} could not be loaded: ${error.message}`);
  }, [error, title]);
  const items = error ? [] : (data ?? []);
  const linkStyle = useLinkStyle();
  const { t } = useCustomerText();

  return (
    <Panel
      label={title}
      title={title}
      extra={
        <Link to={seeAll} style={linkStyle}>
          {t('recent.seeAll')}
        </Link>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error ? (
        <Muted>
          {t('recent.failed', { what: listLabel })}{' '}
          <Button size="small" type="link" onClick={reload}>
            {t('action.retry')}
          </Button>
        </Muted>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ul aria-label={listLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, i) => (
            <li key={item.id} style={{ ...row, borderTop: i ? '1px solid rgba(5,5,5,0.06)' : undefined }}>
              <strong style={{ overflowWrap: 'anywhere' }}>{item.number}</strong>
              {item.status}
              <Muted>{item.details}</Muted>
              {item.detail ? (
                <Link
                  to={item.detail}
                  style={{ ...linkStyle, justifySelf: 'end' }}
                  aria-label={t('recent.detailOf', { number: item.number })}
                >
                  {t('recent.detail')}
                </Link>
              ) : (
                <span style={{ justifySelf: 'end' }}>{item.instead}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
