import { Alert, Button } from 'antd';
import type { ApiFailure } from '@fcs/shared/contract';

/** Refused, missing or failed: say which, in words a customer can act on. */
export function failureText(error: ApiFailure, what: string): { title: string; description: string; retry: boolean } {
  if (error.status === 403) return { title: `You cannot view this ${what}`, description: error.message, retry: false };
  if (error.status === 404)
    return { title: `${what[0]?.toUpperCase()}${what.slice(1)} not found`, description: error.message, retry: false };
  return { title: `The ${what} could not be loaded`, description: error.message, retry: true };
}

/** The error state of a screen that loads one record (or a list). */
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
