import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Principal } from '../model/access';
import type { ApiFailure } from '../model/envelope';
import { decide, type Decidable, type Machine } from '../model/machines';
import { useGoBack } from '../hooks/use-go-back';
import { useMessageText } from '@fcs/runtime/i18n';
import { LoadFailure, type LoadedThing } from './load-failure';
import { useUiText } from './ui-text';
import { Page, PageTitle } from './page-parts';

export interface ActionFrameProps<S extends string, A extends string, Row extends Decidable<S>> {
  title: string;
  /** The record as loaded by the screen (useAsync's state). */
  record: { data: Row | null; loading: boolean; error: ApiFailure | null; reload: () => void };
  /** What the record is called in a load failure ("pickup"). */
  what: LoadedThing;
  machine: Machine<S, A>;
  action: A;
  principal: Principal;
  /** Where Back goes when the screen was opened directly. */
  fallback: string;
  /** The form, rendered once the record is loaded and the machine lets this person take the action. */
  children: (row: Row) => ReactNode;
}

/**
 * The frame of every action screen (edit, confirm, complete, cancel…): Back, the title, the record
 * loading, a load failure with Retry, or the machine's refusal in its own words when the status or
 * the person does not allow the action (the api decides the same way).
 */
export function ActionFrame<S extends string, A extends string, Row extends Decidable<S>>(props: ActionFrameProps<S, A, Row>) {
  const { title, record, what, machine, action, principal, fallback, children } = props;
  const goBack = useGoBack(fallback);
  const { t } = useUiText();
  const message = useMessageText();
  const { data, loading, error, reload } = record;
  const decision = data ? decide(principal, machine, data, action) : null;
  const refusal = decision && !decision.ok ? decision.message : null;
  const titleId = `${machine.noun.replace(/\W+/g, '-')}-${action}-title`;

  return (
    <Page labelledBy={titleId} maxWidth={720}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('action.back')}
      </Button>
      <PageTitle id={titleId}>{title}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what={what} onRetry={reload} />
      ) : data && refusal ? (
        <Alert type="warning" showIcon title={message(refusal)} />
      ) : data ? (
        children(data)
      ) : null}
    </Page>
  );
}
