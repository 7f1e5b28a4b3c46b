import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import type { TrackResult } from '@fcs/shared/model/entities';
import { useShellText } from '../../i18n';
import { PlainButton } from '../../ui/plain-button';
import { TrackingTextArea } from './tracking-textarea';
import { TrackResults } from './track-results';

export interface TrackFormProps {
  text: string;
  onText: (text: string) => void;
  onTrack: () => void;
  loading: boolean;
  results: TrackResult[] | null;
  autoFocus?: boolean;
}

/**
 * The Track box, its button and the results (spec 1 §2.4): the same in the shell's Track page and in
 * the island that index.html carries. The form is a plain GET form to /track-packages (the box is
 * `track`), so that a visitor can send it before any script runs; the page tracks `?track=` on arrival.
 */
export function TrackForm({ text, onText, onTrack, loading, results, autoFocus }: TrackFormProps) {
  const { t } = useShellText();
  return (
    <section
      aria-labelledby="track-title"
      style={{ background: '#fff', borderRadius: 8, padding: 20, boxShadow: '0 1px 3px rgba(0,0,0,0.06)' }}
    >
      <h1 id="track-title" style={{ margin: '0 0 12px', fontSize: 22 }}>
        {t('route.track')}
      </h1>
      <form
        action="/track-packages"
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          onTrack();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      >
        <TrackingTextArea
          id="boot-tracking"
          name="track"
          aria-label={t('track.box')}
          placeholder={t('track.placeholder')}
          rows={4}
          maxLength={TEXT_LIMITS.trackingBox}
          autoFocus={autoFocus}
          value={text}
          onChange={(e) => onText(e.target.value.toUpperCase())}
        />
        <div>
          <PlainButton variant="primary" type="submit" loading={loading} size="large">
            {t('track.button')}
          </PlainButton>
        </div>
      </form>
      {results && (
        <div style={{ marginTop: 16 }}>
          <TrackResults results={results} />
        </div>
      )}
    </section>
  );
}
