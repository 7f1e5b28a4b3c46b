import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { QrLabel } from './qr-label-dialog';
import { useStaffText } from './staff-text';

// The dialog (a modal, the QR code, the PDF maker) is fetched on the first click: a list shows an
// icon on every row but rarely opens one.
const QrLabelDialog = lazy(() => import('./qr-label-dialog').then((m) => ({ default: m.QrLabelDialog })));

/**
 * The small QR icon beside a drop-off or pickup number: opens the label dialog with Close and Print
 * (a label that cannot be made is said in the dialog).
 */
export function QrButton({ label, title }: { label: QrLabel; title: string }) {
  const t = useStaffText();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<QrcodeOutlined />}
        aria-label={t('qr.of', { number: label.number })}
        title={t('qr.title')}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          <QrLabelDialog label={open ? label : null} onClose={() => setOpen(false)} title={title} />
        </Suspense>
      ) : null}
    </>
  );
}
