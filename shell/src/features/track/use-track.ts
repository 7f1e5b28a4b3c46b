import { parseTrackingInput } from '@fcs/shared/model/tracking';
import { type TrackResult } from '@fcs/shared/model/entities';
import { useNotify } from '@fcs/shared/session';
import { useState } from 'react';
import { api, failureMessage } from '../../api/api-client';

/** Bulk tracking (spec 1 §2.4, §5): blank does nothing, more than 30 is refused with a red alert. */
export function useTrack() {
  const notify = useNotify();
  const [results, setResults] = useState<TrackResult[] | null>(null);
  const [loading, setLoading] = useState(false);

  const run = async (text: string) => {
    const parsed = parseTrackingInput(text);
    if (!parsed.ok) {
      notify.error(parsed.error);
      return;
    }
    if (parsed.numbers.length === 0) return;
    setLoading(true);
    try {
      const { track } = await api();
      setResults(await track(parsed.numbers));
    } catch (e) {
      notify.error(failureMessage(e));
    } finally {
      setLoading(false);
    }
  };

  return { results, loading, run };
}
