import { Alert, Button } from 'antd';
import type { ApiFailure } from '@fcs/shared/contract';

/** Missing, refused or failed: say which, in words staff can act on. */
export function LoadFailure({ error, onRetry, what = 'drop-off' }: { error: ApiFailure; onRetry: () => void; what?: string }) {
  if (error.status === 404) return <Alert type="warning" showIcon title={`This ${what} was not found`} description={error.message} />;
  if (error.status === 403) return <Alert type="warning" showIcon title={`You cannot open this ${what}`} description={error.message} />;
  return (
    <Alert
      type="error"
      showIcon
      title={`The ${what} could not be loaded`}
      description={error.message}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
