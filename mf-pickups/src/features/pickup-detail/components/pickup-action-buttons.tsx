import { Button, Flex } from 'antd';
import type { RouteKey } from '@fcs/shared/model/routes';
import { Muted } from '@fcs/shared/ui/page-parts';
import { usePickupsText } from '../../../i18n';

export interface PickupActionButton {
  action: string;
  route: RouteKey;
  text: string;
  danger?: boolean;
}

/**
 * The detail's actions (decision 0011): each opens its own screen, whose form asks for the remark
 * that goes with it; the detail itself saves nothing, so it has no remark box to lose.
 */
export function PickupActionButtons({ buttons, onOpen }: { buttons: readonly PickupActionButton[]; onOpen: (route: RouteKey) => void }) {
  const t = usePickupsText();
  return (
    <>
      <Muted>{t('detail.ownRemark')}</Muted>
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        {buttons.map((b, i) => (
          <Button key={b.action} type={i === 0 ? 'primary' : 'default'} danger={b.danger} onClick={() => onOpen(b.route)}>
            {b.text}
          </Button>
        ))}
      </Flex>
    </>
  );
}
