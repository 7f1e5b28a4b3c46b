import { Alert, Button, Modal } from 'antd';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import { LABEL_PAGE, QR_LEVEL, QR_SIZE } from '../model/constants';
import { formatDateTime } from '../model/format';

/** What a label shows: the number (also the QR's content), the customer and the date. */
export interface QrLabel {
  number: string;
  customerName?: string | null;
  date?: string | number | Date | null;
}

export const LOADING_DOCUMENT = 'Loading document...';
/** Edge of the hidden canvas the PDF's QR image is taken from: sharper in print than the 100 px one. */
const PRINT_QR_PX = 400;

/** The parts of jsPDF the label uses (the real class satisfies it; tests pass a fake). */
export interface LabelPdf {
  setFont(fontName: string, fontStyle?: string): unknown;
  setFontSize(size: number): unknown;
  text(text: string | string[], x: number, y: number): unknown;
  addImage(imageData: string, format: string, x: number, y: number, width: number, height: number): unknown;
  splitTextToSize(text: string, maxWidth: number): string[];
  save(filename: string): unknown;
}
export type LabelPdfConstructor = new (options: {
  orientation: 'landscape';
  unit: 'pt';
  format: [number, number];
  compress?: boolean;
}) => LabelPdf;

/** The file name of a label: the number, made safe for a file system. */
export function labelFileName(number: string): string {
  return `${number.replace(/[\\/:*?"<>|\s]+/g, '_') || 'label'}.pdf`;
}

/**
 * Draws the label (spec 3 §9: a page of 170 by 72 points, landscape): the QR on the left, the
 * number, the customer name (at most two lines) and the date on the right; then downloads it.
 * Uncompressed, so the text stays readable in the file (a few hundred bytes more).
 */
export function buildLabelPdf(PDF: LabelPdfConstructor, label: QrLabel, qrDataUrl: string): LabelPdf {
  const { width, height } = LABEL_PAGE;
  const doc = new PDF({ orientation: 'landscape', unit: 'pt', format: [width, height], compress: false });
  const margin = 6;
  const qr = height - 2 * margin;
  doc.addImage(qrDataUrl, 'PNG', margin, margin, qr, qr);
  const x = margin + qr + 6;
  const textWidth = width - x - margin;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.text(doc.splitTextToSize(label.number, textWidth).slice(0, 1), x, 20);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  const name = (label.customerName ?? '').trim();
  if (name) doc.text(doc.splitTextToSize(name, textWidth).slice(0, 2), x, 36);
  const date = formatDateTime(label.date ?? null);
  if (date) {
    doc.setFontSize(7);
    doc.text(date, x, height - margin - 4);
  }
  doc.save(labelFileName(label.number));
  return doc;
}

/** jsPDF is ~100 KB gzip: fetched on the first Print only. */
async function loadJsPdf(): Promise<LabelPdfConstructor> {
  const { jsPDF } = await import('jspdf');
  return jsPDF as unknown as LabelPdfConstructor;
}

export interface QrLabelDialogProps {
  /** The label to show; null keeps the dialog closed. */
  label: QrLabel | null;
  onClose: () => void;
  title?: string;
  /** Called when the PDF could not be made (e.g. the app's snackbar); the dialog also says so. */
  onError?: (message: string) => void;
  /** Where the PDF class comes from: jsPDF, fetched on the first Print. */
  loadPdf?: () => Promise<LabelPdfConstructor>;
}

/**
 * The QR dialog of spec 3 §2: the QR code of the number (size 100, level H), the number and the date,
 * with Close and Print. Print downloads `<number>.pdf` and reads "Loading document..." meanwhile.
 */
export function QrLabelDialog({ label, onClose, title = 'QR Code', onError, loadPdf = loadJsPdf }: QrLabelDialogProps) {
  const printCanvas = useRef<HTMLCanvasElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const print = async () => {
    if (!label) return;
    setBusy(true);
    setFailure(null);
    try {
      const dataUrl = printCanvas.current?.toDataURL('image/png');
      if (!dataUrl) throw new Error('The QR code is not ready yet');
      buildLabelPdf(await loadPdf(), label, dataUrl);
    } catch (e) {
      const message = `The label could not be made: ${e instanceof Error ? e.message : String(e)}`;
      setFailure(message);
      onError?.(message);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={label !== null}
      title={title}
      onCancel={close}
      // The footer's Close is the one way out (Escape too): one button named Close.
      closable={false}
      width={320}
      centered
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          Close
        </Button>,
        <Button key="print" type="primary" loading={busy} onClick={print}>
          {busy ? LOADING_DOCUMENT : 'Print'}
        </Button>,
      ]}
    >
      {label ? (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '8px 0' }}>
          <QRCodeCanvas
            value={label.number}
            size={QR_SIZE}
            level={QR_LEVEL}
            marginSize={1}
            title={label.number}
            role="img"
            aria-label={`QR code of ${label.number}`}
          />
          <strong style={{ fontSize: 16, letterSpacing: 0.5 }}>{label.number}</strong>
          {label.date ? <span>{formatDateTime(label.date)}</span> : null}
          {failure ? <Alert type="error" showIcon title={failure} style={{ width: '100%' }} /> : null}
          {/* The print copy: the same code at a higher resolution, never shown. */}
          <QRCodeCanvas
            ref={printCanvas}
            value={label.number}
            size={PRINT_QR_PX}
            level={QR_LEVEL}
            marginSize={0}
            style={{ display: 'none' }}
            aria-hidden
          />
        </div>
      ) : null}
    </Modal>
  );
}
