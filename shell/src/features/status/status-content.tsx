import { DisplayZoneContext } from '@fcs/runtime/i18n';
import { REPORT_TIME_ZONE } from '@fcs/shared/model/constants';
import type { StatusView } from '@fcs/shared/model/status-links';
import type { ReactNode } from 'react';
import { useShellText } from '../../i18n';
import { PlainButton } from '../../ui/plain-button';
import type { StatusState } from './use-status';

/** A link of the page: a router link in the full shell, a plain one on the island. */
export type StatusLink = (props: { to: string; children: ReactNode }) => ReactNode;
const PlainLink: StatusLink = ({ to, children }) => <a href={to}>{children}</a>;

const GREEN = '#0b6e4f';
const MUTED = '#475467';
const card = { background: '#fff', borderRadius: 8, padding: 16, boxShadow: '0 1px 2px rgba(0,0,0,0.06)' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <dt style={{ color: MUTED, minWidth: 120 }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 500 }}>{children}</dd>
    </div>
  );
}

function Found({ view, Link }: { view: StatusView; Link: StatusLink }) {
  const { t, dateTime, pickupDay } = useShellText();
  const statusText = (s: string) => t(`statusPage.status.${s}`, { defaultValue: s });
  return (
    <>
      <h1 style={{ margin: 0, fontSize: 24, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        {t('statusPage.heading', { kind: t(`statusPage.kind.${view.kind}`), number: view.number })}
      </h1>
      <section aria-labelledby="status-current" style={card}>
        <h2 id="status-current" style={{ margin: '0 0 8px', fontSize: 14, fontWeight: 500, color: MUTED }}>
          {t('statusPage.current')}
        </h2>
        <p data-testid="status-current" style={{ margin: 0, fontSize: 22, fontWeight: 600, color: GREEN }}>
          {statusText(view.status)}
        </p>
        {view.pickup && (
          <dl style={{ margin: '12px 0 0', display: 'grid', gap: 6 }}>
            {view.pickup.date && <Row label={t('statusPage.pickupDate')}>{pickupDay(view.pickup.date)}</Row>}
            {view.pickup.time_from && view.pickup.time_to && (
              <Row label={t('statusPage.window')}>{`${view.pickup.time_from}–${view.pickup.time_to}`}</Row>
            )}
            {view.pickup.zone && <Row label={t('statusPage.zone')}>{view.pickup.zone}</Row>}
          </dl>
        )}
      </section>
      {view.failure && (
        <section role="note" style={{ ...card, borderLeft: '4px solid #b42318' }}>
          <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>{t('statusPage.failed')}</h2>
          <dl style={{ margin: '0 0 8px' }}>
            <Row label={t('statusPage.reason')}>{view.failure.reason}</Row>
          </dl>
          <Link to="/request-pickup-form">{t('statusPage.rebook')}</Link>
        </section>
      )}
      <section aria-labelledby="status-timeline" style={card}>
        <h2 id="status-timeline" style={{ margin: '0 0 4px', fontSize: 16 }}>
          {t('statusPage.timeline')}
        </h2>
        <p style={{ margin: '0 0 8px', color: MUTED, fontSize: 12 }}>{t('statusPage.timesIn')}</p>
        <ol data-testid="status-timeline" style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
          {view.timeline.map((h, i) => (
            <li key={`${h.status}-${h.date}-${i}`} style={{ display: 'flex', gap: 12, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: GREEN, flex: 'none' }} />
              <span style={{ fontWeight: 500, minWidth: 110 }}>{statusText(h.status)}</span>
              <time dateTime={h.date} style={{ color: MUTED }}>
                {dateTime(h.date)}
              </time>
            </li>
          ))}
        </ol>
      </section>
      {view.photos.length > 0 && (
        <section aria-labelledby="status-photos" style={card}>
          <h2 id="status-photos" style={{ margin: '0 0 8px', fontSize: 16 }}>
            {t('statusPage.photos')}
          </h2>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {view.photos.map((src, i) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer">
                  <img
                    src={src}
                    alt={t('statusPage.photo', { n: i + 1, count: view.photos.length })}
                    width={96}
                    height={96}
                    loading="lazy"
                    style={{ objectFit: 'cover', borderRadius: 6, display: 'block', background: '#eef2f0' }}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.detail_path && (
        <p style={{ margin: 0 }}>
          <Link to={view.detail_path}>{t('statusPage.detail')}</Link>
        </p>
      )}
    </>
  );
}

/**
 * The status page of a record (`/s/<token>`), without antd or the router: the same component on
 * the island (a visitor) and in the full shell (someone signed in), each giving its own link. Times
 * in US Eastern Time, as every date of the portal's records.
 */
export function StatusContent({ state, onRetry, Link = PlainLink }: { state: StatusState; onRetry: () => void; Link?: StatusLink }) {
  const { t } = useShellText();
  return (
    <DisplayZoneContext.Provider value={REPORT_TIME_ZONE}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 720 }}>
        {state.kind === 'loading' && (
          <>
            <h1 style={{ margin: 0, fontSize: 24 }}>{t('statusPage.title')}</h1>
            <p role="status" style={{ margin: 0, color: MUTED }}>
              {t('statusPage.loading')}
            </p>
          </>
        )}
        {state.kind === 'invalid' && (
          <>
            <h1 style={{ margin: 0, fontSize: 24 }}>{t('statusPage.invalid')}</h1>
            <p style={{ margin: 0, color: MUTED }}>{t('statusPage.invalidText')}</p>
            <p style={{ margin: 0 }}>
              <Link to="/track-packages">{t('route.track')}</Link>
            </p>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <h1 style={{ margin: 0, fontSize: 24 }}>{t('statusPage.title')}</h1>
            <p role="alert" style={{ margin: 0 }}>
              {t('statusPage.failedLoad', { message: state.message })}
            </p>
            <div>
              <PlainButton onClick={onRetry}>{t('action.retry')}</PlainButton>
            </div>
          </>
        )}
        {state.kind === 'found' && <Found view={state.view} Link={Link} />}
      </div>
    </DisplayZoneContext.Provider>
  );
}
