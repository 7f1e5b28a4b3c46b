import { parseTrackingInput } from '@fcs/shared/model/tracking';
import { type TrackResult } from '@fcs/shared/model/entities';
import { useNotify } from '@fcs/runtime/session';
import { useCallback, useState } from 'react';
import { api, failureMessage } from '../../api/api-client';

export type TrackCall = (numbers: string[]) => Promise<TrackResult[]>;

/** GET /track through the shell's api client. */
const trackThroughClient: TrackCall = async (numbers) => (await api()).track(numbers);

/** Bulk tracking (spec 1 §2.4, §5): blank does nothing, more than 30 is refused with a red alert. */
export function useTrack(call: TrackCall = trackThroughClient, initial: TrackResult[] | null = null) {
  const notify = useNotify();
  const [results, setResults] = useState<TrackResult[] | null>(initial);
  const [loading, setLoading] = useState(false);

  const run = useCallback(
    async (text: string) => {
      const parsed = parseTrackingInput(text);
      if (!parsed.ok) {
        notify.error(parsed.error);
        return;
      }
      if (parsed.numbers.length === 0) return;
      setLoading(true);
      try {
        setResults(await call(parsed.numbers));
      } catch (e) {
        notify.error(failureMessage(e));
      } finally {
        setLoading(false);
      }
    },
    [call, notify],
  );

  return { results, loading, run };
}
