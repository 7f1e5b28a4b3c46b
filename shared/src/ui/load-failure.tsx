import { Alert, Button } from 'antd';
import type { ApiFailure } from '../model/envelope';

/** Refused, missing or failed: say which, in words a person can act on. */
export function failureText(error: ApiFailure, what: string): { title: string; description: string; retry: boolean } {
  if (error.status === 403) return { title: `You cannot open this ${what}`, description: error.message, retry: false };
  if (error.status === 404) return { title: `This ${what} was not found`, description: error.message, retry: false };
  return { title: `The ${what} could not be loaded`, description: error.message, retry: true };
}

/** The error state of a screen that loads one record (or a list): Retry only where trying again can help. */
export function LoadFailure({ error, what, onRetry }: { error: ApiFailure; what: string; onRetry: () => void }) {
  const text = failureText(error, what);
  return (
    <Alert
      type={text.retry ? 'error' : 'warning'}
      showIcon
      title={text.title}
      description={text.description}
      action={
        text.retry ? (
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    />
  );
}
