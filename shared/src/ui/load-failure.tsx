import { Alert, Button } from 'antd';
import { useMessageText } from '@fcs/runtime/i18n';
import type { ApiFailure } from '../model/envelope';
import { englishUi, useUiText, type TFunction } from './ui-text';

/** What a screen loads, as the ui catalogue names it ("what.pickup"). */
export type LoadedThing =
  | 'address'
  | 'addresses'
  | 'customer'
  | 'dropoff'
  | 'emailFormats'
  | 'invoice'
  | 'package'
  | 'pickup'
  | 'pickupDates'
  | 'pickupZones'
  | 'profile'
  | 'report'
  | 'settings'
  | 'template';

/** Refused, missing or failed: say which, in words a person can act on. */
export function failureText(
  error: ApiFailure,
  what: LoadedThing,
  t: TFunction = englishUi,
  message: (text: string) => string = (text) => text,
): { title: string; description: string; retry: boolean } {
  const thing = t(`what.${what}`);
  const description = message(error.message);
  if (error.status === 403) return { title: t('failure.refused', { what: thing }), description, retry: false };
  if (error.status === 404) return { title: t('failure.notFound', { what: thing }), description, retry: false };
  return { title: t('failure.failed', { what: thing }), description, retry: true };
}

/** The error state of a screen that loads one record (or a list): Retry only where trying again can help. */
export function LoadFailure({ error, what, onRetry }: { error: ApiFailure; what: LoadedThing; onRetry: () => void }) {
  const { t } = useUiText();
  const text = failureText(error, what, t, useMessageText());
  return (
    <Alert
      type={text.retry ? 'error' : 'warning'}
      showIcon
      title={text.title}
      description={text.description}
      action={
        text.retry ? (
          <Button size="small" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
