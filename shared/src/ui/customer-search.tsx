import { Alert, Button, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { CustomerHit } from '../model/entities';
import { TEXT_LIMITS } from '../model/limits';
import { Muted } from './page-parts';
import { useUiText } from './ui-text';

export interface CustomerSearchProps {
  /** The search that is applied (from the URL); '' shows nothing yet. */
  query: string;
  /** A new search text, or '' when cleared: the screen puts it in its URL. */
  onQueryChange: (text: string) => void;
  /** The search itself (the shared client's searchCustomers), passed in so this part holds no client. */
  search: (text: string) => Promise<CustomerHit[]>;
  onSelect: (customer: CustomerHit) => void;
}

type Result = { query: string; hits: CustomerHit[]; error: null } | { query: string; hits: null; error: string };

function messageOf(e: unknown): string {
  if (typeof e === 'object' && e !== null && 'message' in e) return String((e as { message: unknown }).message);
  return String(e);
}

/**
 * The customer search of spec 3 §2 (/search-customers): a search box (Enter or the search icon runs
 * it, the clear icon resets it) and the results with FCS id, name, phone and Select customer.
 */
export function CustomerSearch({ query, onQueryChange, search, onSelect }: CustomerSearchProps) {
  const { t } = useUiText();
  const [result, setResult] = useState<Result | null>(null);
  const text = query.trim();

  useEffect(() => {
    if (!text) return;
    let current = true;
    search(text).then(
      (hits) => current && setResult({ query: text, hits, error: null }),
      (e: unknown) => current && setResult({ query: text, hits: null, error: messageOf(e) }),
    );
    return () => {
      current = false;
    };
  }, [text, search]);

  const shown = text && result?.query === text ? result : null;
  const loading = Boolean(text) && !shown;

  return (
    <div>
      <Input.Search
        key={query}
        defaultValue={query}
        placeholder={t('customerSearch.placeholder')}
        aria-label={t('customerSearch.label')}
        allowClear
        enterButton
        autoFocus
        maxLength={TEXT_LIMITS.search}
        onSearch={(value) => onQueryChange(value.trim())}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {!text ? (
        <p style={{ margin: 0 }}>
          <Muted>{t('customerSearch.hint')}</Muted>
        </p>
      ) : loading ? (
        <div style={{ padding: 24, textAlign: 'center' }}>
          <Spin aria-label={t('customerSearch.searching')} />
        </div>
      ) : shown?.error !== null && shown?.error !== undefined ? (
        <Alert type="error" showIcon title={t('customerSearch.failed')} description={shown.error} />
      ) : shown?.hits?.length === 0 ? (
        <p style={{ margin: 0 }}>{t('customerSearch.none')}</p>
      ) : (
        <ul aria-label={t('customerSearch.found')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {shown?.hits?.map((c) => (
            <li
              key={c.id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: '4px 16px',
                padding: '8px 12px',
                border: '1px solid rgba(0,0,0,0.1)',
                borderRadius: 6,
                background: '#fff',
              }}
            >
              <strong style={{ minWidth: 90 }}>{c.fcs_id ?? '-'}</strong>
              <span style={{ flex: '1 1 140px', overflowWrap: 'anywhere' }}>{c.user_name ?? '-'}</span>
              <span style={{ flex: '0 1 140px' }}>{c.phone_number ?? '-'}</span>
              <Button
                type="primary"
                size="small"
                onClick={() => onSelect(c)}
                aria-label={t('customerSearch.selectOf', { name: c.fcs_id ?? c.user_name ?? '' }).trim()}
              >
                {t('customerSearch.select')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
