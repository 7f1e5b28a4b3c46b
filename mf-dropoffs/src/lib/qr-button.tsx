import { QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNotify } from '@fcs/shared/session';
import { QrLabelDialog, type QrLabel } from '@fcs/shared/ui/qr-label-dialog';

/** The small QR icon of spec 3 §2 beside a drop-off number: opens the QR dialog with Close and Print. */
export function QrButton({ label }: { label: QrLabel }) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<QrcodeOutlined />}
        aria-label={`QR code of ${label.number}`}
        title="QR code"
        onClick={() => setOpen(true)}
      />
      <QrLabelDialog label={open ? label : null} onClose={() => setOpen(false)} title="Drop-Off QR Code" onError={notify.error} />
    </>
  );
}
