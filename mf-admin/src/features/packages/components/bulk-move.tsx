import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { movePackages } from '@fcs/runtime/client';
import { PACKAGE_MOVE_TARGETS } from '@fcs/shared/model/machines';
import { PACKAGE_MSG } from '@fcs/shared/model/packages';
import { useSubmit } from '@fcs/runtime/session';
import { useAdminText } from '../../../i18n';

export interface BulkMoveProps {
  /** The chosen packages' ids. */
  selected: readonly string[];
  /** After a move: clear the choice and reload the list. */
  onMoved: () => void;
}

/**
 * Moves the chosen packages to processed, packed or delivered in one call (PUT /packages/status):
 * the api moves all of them or, when one cannot move, none and says which (409).
 */
export function BulkMove({ selected, onMoved }: BulkMoveProps) {
  const t = useAdminText();
  const [status, setStatus] = useState<(typeof PACKAGE_MOVE_TARGETS)[number]>('processed');
  const { busy, submit } = useSubmit({ success: () => PACKAGE_MSG.moved(selected.length, status) });
  const move = async () => {
    const done = await submit(() => movePackages({ ids: [...selected], status }));
    if (done) onMoved();
  };
  return (
    // Wraps rather than joins: side by side they are wider than a 320 px screen.
    <Flex wrap gap={8}>
      <Select
        aria-label={t('packages.moveTo')}
        value={status}
        onChange={setStatus}
        options={PACKAGE_MOVE_TARGETS.map((s) => ({ value: s, label: t('packages.moveToStatus', { status: s }) }))}
        style={{ minWidth: 170 }}
      />
      <Button type="primary" disabled={selected.length === 0} loading={busy} onClick={move}>
        {selected.length ? t('packages.moveSelected', { count: selected.length }) : t('packages.moveNone')}
      </Button>
    </Flex>
  );
}
