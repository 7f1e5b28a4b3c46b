import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import { Alert, Button, Empty, Flex, Input, Radio, Segmented, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatPickupDateId, pickupDateIdOf, todayDateId } from '@fcs/shared/model/pickups';
import type { GeoPoint } from '@fcs/shared/model/route-order';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useMapsKey } from '@fcs/shared/hooks/use-maps-key';
import { useSmallArea } from '@fcs/shared/hooks/use-small-area';
import { useNotify } from '@fcs/runtime/session';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { Muted, Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { fetchOffice, fetchRoutePickups } from '../api/route-pickups';
import { currentPosition } from '../utils/geolocation';
import { MAX_ROUTE_PICKUPS, routeParts } from '../utils/route-plan';
import { RoutePickupsTable } from './route-pickups-table';
import { RouteResult } from './route-result';
import { usePickupsText } from '../../../i18n';

const VIEWS = ['Pickups', 'Map'] as const;
type View = (typeof VIEWS)[number];
type StartFrom = 'office' | 'location';
/** A route being shown: the pickups' ids, and which part of a split it is. */
interface Plan {
  ids: string[];
  part?: { index: number; of: number };
}

const toInput = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`;

/**
 * /assign-pickup-route (spec 3 §2, §4, §5, §8): the signed-in staff member's confirmed and
 * rescheduled pickups of a day (in the URL, `?day=yyyymmdd`; today in ET by default), chosen with
 * checkboxes and routed from the office or the current location. More than 25 cannot be routed:
 * the spec's message, and an offer to split them into routes of at most 25. On a phone (760 px or
 * less) the day is routed whole at once: the map above the ordered list of stops, no table.
 */
export function PickupRoutePage() {
  const [params, setParams] = useSearchParams();
  const today = todayDateId();
  const day = pickupDateIdOf(params.get('day')) ?? today;
  const notify = useNotify();
  const mapsKey = useMapsKey();
  const t = usePickupsText();

  const [view, setView] = useState<View>('Pickups');
  const [startFrom, setStartFrom] = useState<StartFrom>('office');
  const [position, setPosition] = useState<GeoPoint | null>(null);
  // The choice and the route belong to one day.
  const [selection, setSelection] = useState<{ day: string; ids: string[] }>({ day, ids: [] });
  const [plan, setPlan] = useState<{ day: string; plan: Plan } | null>(null);
  const [parts, setParts] = useState<{ day: string; parts: string[][] } | null>(null);
  const selected = selection.day === day ? selection.ids : [];
  const currentPlan = plan?.day === day ? plan.plan : null;
  const currentParts = parts?.day === day ? parts.parts : null;

  const pickups = useAsync<Pickup[]>(`route:${day}`, () => fetchRoutePickups(day));
  const office = useAsync<GeoPoint | null>('office', fetchOffice);
  const start = startFrom === 'office' ? office.data : position;

  const rows = useMemo(() => pickups.data ?? [], [pickups.data]);
  const byId = useMemo(() => new Map(rows.map((p) => [p.id, p])), [rows]);

  const setDay = (id: string | null) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (!id || id === today) out.delete('day');
        else out.set('day', id);
        return out;
      },
      { replace: false },
    );
  };

  const chooseStart = (next: StartFrom) => {
    setStartFrom(next);
    if (next !== 'location') return;
    currentPosition(undefined, t).then(setPosition, (e: Error) => {
      notify.error(e.message);
      setStartFrom('office');
    });
  };

  const showRoute = (ids: string[], part?: Plan['part']) => {
    setPlan({ day, plan: { ids, part } });
    setView('Map');
  };

  const findRoute = () => {
    if (selected.length > MAX_ROUTE_PICKUPS) {
      const chosen = rows.filter((p) => selected.includes(p.id));
      setParts({ day, parts: routeParts(start ?? null, chosen) });
      return;
    }
    setParts(null);
    showRoute([...selected]);
  };

  const small = useSmallArea();
  // On a phone, the whole day in route order (split into parts of 25 when it has more).
  const phoneParts = useMemo(() => (small && start ? routeParts(start, rows) : []), [small, start, rows]);
  const [phonePart, setPhonePart] = useState(0);
  const phonePlan: Plan | null = phoneParts.length
    ? {
        ids: phoneParts[Math.min(phonePart, phoneParts.length - 1)]!,
        part: phoneParts.length > 1 ? { index: Math.min(phonePart, phoneParts.length - 1) + 1, of: phoneParts.length } : undefined,
      }
    : null;
  const shownView: View = small ? 'Map' : view;
  const shownPlan = small ? phonePlan : currentPlan;

  const planPickups = shownPlan ? shownPlan.ids.map((id) => byId.get(id)).filter((p): p is Pickup => Boolean(p)) : [];

  return (
    <Page labelledBy="pickup-route-title">
      <PageTitle id="pickup-route-title">{t('route.title')}</PageTitle>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <Space.Compact>
          <Input
            type="date"
            aria-label={t('route.date')}
            value={toInput(day)}
            onChange={(e) => setDay(pickupDateIdOf(e.target.value))}
            style={{ width: 170 }}
          />
          <Button onClick={() => setDay(null)}>{t('route.today')}</Button>
        </Space.Compact>
        {small ? null : (
          <Segmented<View>
            aria-label={t('route.view')}
            options={VIEWS.map((v) => ({ value: v, label: t(`route.views.${v}`) }))}
            value={view}
            onChange={setView}
          />
        )}
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <span id="start-from-label">{t('route.startFrom')}</span>
        <Radio.Group
          aria-labelledby="start-from-label"
          value={startFrom}
          onChange={(e) => chooseStart(e.target.value as StartFrom)}
          options={[
            { value: 'office', label: t('route.office') },
            { value: 'location', label: t('route.myLocation') },
          ]}
        />
      </Flex>

      {small && phoneParts.length > 1 ? (
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          {phoneParts.map((ids, i) => (
            <Button key={i} type={i === phonePart ? 'primary' : 'default'} onClick={() => setPhonePart(i)}>
              {t('route.partButton', { index: i + 1, count: ids.length })}
            </Button>
          ))}
        </Flex>
      ) : null}
      {small && pickups.error ? (
        <ListFailure title={t('list.failed')} description={pickups.error.message} onRetry={pickups.reload} />
      ) : null}
      {shownView === 'Pickups' ? (
        <>
          {pickups.error ? <ListFailure title={t('list.failed')} description={pickups.error.message} onRetry={pickups.reload} /> : null}
          <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
            <Button type="primary" icon={<NodeIndexOutlined />} disabled={selected.length === 0} onClick={findRoute}>
              {t('route.findRoute')}
            </Button>
            <Muted>{t('route.selected', { count: selected.length, total: rows.length, day: formatPickupDateId(day) })}</Muted>
          </Flex>
          {currentParts ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('route.tooMany', { max: MAX_ROUTE_PICKUPS })}
              description={
                <div>
                  <div style={{ marginBottom: 8 }}>{t('route.split', { max: MAX_ROUTE_PICKUPS })}</div>
                  <Flex wrap gap={8}>
                    {currentParts.map((ids, i) => (
                      <Button key={i} onClick={() => showRoute(ids, { index: i + 1, of: currentParts.length })}>
                        {t('route.partButton', { index: i + 1, count: ids.length })}
                      </Button>
                    ))}
                  </Flex>
                </div>
              }
            />
          ) : null}
          <RoutePickupsTable
            pickups={rows}
            loading={pickups.loading}
            selected={selected}
            onSelect={(ids) => {
              setSelection({ day, ids });
              setParts(null);
            }}
          />
        </>
      ) : !shownPlan && small ? (
        pickups.loading || (!start && (startFrom === 'location' || office.loading)) ? (
          <Spin />
        ) : !start ? (
          <Alert type="warning" showIcon title={t('route.noOffice')} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('route.table.empty')} />
        )
      ) : !shownPlan ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('route.selectPickups')} />
      ) : !start ? (
        startFrom === 'location' ? (
          <Spin description={t('route.findingLocation')} />
        ) : office.loading ? (
          <Spin />
        ) : (
          <Alert type="warning" showIcon title={t('route.noOffice')} />
        )
      ) : mapsKey === null ? (
        <Spin />
      ) : (
        <>
          {shownPlan.part ? (
            <div style={{ marginBottom: 8, fontWeight: 600 }}>
              {t('route.part', { index: shownPlan.part.index, of: shownPlan.part.of })}
            </div>
          ) : null}
          <RouteResult key={`${start.lat},${start.lng}:${shownPlan.ids.join(',')}`} start={start} pickups={planPickups} mapsKey={mapsKey} />
        </>
      )}
    </Page>
  );
}
