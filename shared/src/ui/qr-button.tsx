import { QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { QrLabelDialog, type QrLabel } from './qr-label-dialog';

/**
 * The small QR icon beside a drop-off or pickup number: opens the label dialog with Close and Print
 * (a label that cannot be made is said in the dialog).
 */
export function QrButton({ label, title }: { label: QrLabel; title: string }) {
  const [open, setOpen] = useState(false);
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
      <QrLabelDialog label={open ? label : null} onClose={() => setOpen(false)} title={title} />
    </>
  );
}
