import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { packageFilterProblem, type PackageFilterEntry, type PackageFilterKey } from '@fcs/shared/model/packages';
import { PACKAGE_STATUSES } from '@fcs/shared/model/status';
import { useMessageText } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

export interface PackageFilterDialogProps {
  open: boolean;
  /** The filters applied now. */
  value: readonly PackageFilterEntry[];
  onApply: (entries: PackageFilterEntry[]) => void;
  onCancel: () => void;
}

type Draft = Record<PackageFilterKey, string>;

const EMPTY: Draft = {
  tracking_id: '',
  status: 'All',
  from_received_date: '',
  to_received_date: '',
  from_updated_date: '',
  to_updated_date: '',
};

const draftOf = (entries: readonly PackageFilterEntry[]): Draft => ({
  ...EMPTY,
  ...Object.fromEntries(entries.map((e) => [e.key, e.value])),
});

/** The date filters, each labelled by "packages.filters.<key>". */
const DATES: readonly PackageFilterKey[] = ['from_received_date', 'to_received_date', 'from_updated_date', 'to_updated_date'];

/**
 * Mounted when opened (its draft starts from the applied filters). The filter dialog of the staff package lists (spec 1 §3, §5): tracking id (* is a wildcard,
 * otherwise contains), status (All is not sent), from and to received and updated dates (the
 * to-dates include the whole day, Eastern Time). Apply runs it; Reset clears every key.
 */
export function PackageFilterDialog({ open, value, onApply, onCancel }: PackageFilterDialogProps) {
  const t = useAdminText();
  const message = useMessageText();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: PackageFilterKey, v: string) => {
    setDraft((d) => ({ ...d, [key]: v }));
    setProblem(null);
  };
  const entries = (d: Draft): PackageFilterEntry[] =>
    (Object.keys(d) as PackageFilterKey[])
      .map((key) => ({ key, value: d[key].trim() }))
      // A status of All or empty is not sent (spec 1 §5).
      .filter((e) => e.value && !(e.key === 'status' && e.value.toLowerCase() === 'all'));

  const apply = () => {
    const next = entries(draft);
    const why = packageFilterProblem(next);
    if (why) return setProblem(message(why));
    onApply(next);
  };

  return (
    <Modal
      open={open}
      title={t('packages.filters.title')}
      okText={t('action.apply')}
      onOk={apply}
      onCancel={onCancel}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <Button
            type="link"
            onClick={() => {
              setDraft(EMPTY);
              setProblem(null);
            }}
          >
            {t('action.reset')}
          </Button>
          <CancelBtn />
          <OkBtn />
        </>
      )}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={apply} component="div">
        <Form.Item label={t('packages.filters.tracking')} htmlFor="filter-tracking" extra={t('packages.filters.trackingHint')}>
          <Input
            id="filter-tracking"
            value={draft.tracking_id}
            maxLength={TEXT_LIMITS.search}
            onChange={(e) => set('tracking_id', e.target.value)}
            onPressEnter={apply}
            allowClear
          />
        </Form.Item>
        <Form.Item label={t('packages.filters.status')} htmlFor="filter-status">
          <Select
            id="filter-status"
            aria-label={t('packages.filters.status')}
            value={draft.status || 'All'}
            onChange={(v: string) => set('status', v)}
            options={[{ value: 'All', label: t('packages.filters.all') }, ...PACKAGE_STATUSES.map((s) => ({ value: s, label: s }))]}
          />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
          {DATES.map((key) => (
            <Form.Item key={key} label={t(`packages.filters.${key}`)} htmlFor={`filter-${key}`}>
              <Input id={`filter-${key}`} type="date" value={draft[key]} onChange={(e) => set(key, e.target.value)} />
            </Form.Item>
          ))}
        </div>
        {problem ? <Alert type="error" role="alert" showIcon message={problem} /> : null}
      </Form>
    </Modal>
  );
}
