import ScanOutlined from '@ant-design/icons/ScanOutlined';
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAdminText } from '../../../i18n';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The browser's BarcodeDetector (Chrome on Android, among others), or null where it has none. */
export function barcodeDetector(): BarcodeDetectorClass | null {
  const ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof ctor === 'function' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia ? ctor : null;
}

/**
 * Reads a tracking number with the phone's camera where the browser has a barcode reader; shown
 * only there (a desk scanner types into the field instead).
 */
export function BarcodeScanButton({ onRead }: { onRead: (value: string) => void }) {
  const Detector = barcodeDetector();
  const t = useAdminText();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!open || !Detector) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    const detector = new Detector();
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped) {
          const [code] = await detector.detect(video.current);
          if (code?.rawValue) {
            onRead(code.rawValue.trim());
            setOpen(false);
            return;
          }
          await new Promise((r) => setTimeout(r, 200));
        }
      } catch (e) {
        if (!stopped) setProblem(t('intake.cameraFailed', { reason: (e as Error).message }));
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open, Detector, onRead, t]);

  if (!Detector) return null;
  return (
    <>
      <Button icon={<ScanOutlined />} onClick={() => (setProblem(null), setOpen(true))} aria-label={t('intake.scan')} />
      <Modal open={open} title={t('intake.scanTitle')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {problem ? <p style={{ color: '#c62828' }}>{problem}</p> : <video ref={video} muted playsInline style={{ width: '100%' }} />}
      </Modal>
    </>
  );
}
