import { Alert, Button, Modal } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { LABEL_PAGE, QR_LEVEL, QR_SIZE } from '../model/constants';
import { formatStaffDateTime } from '../model/format';
import { englishStaff, useStaffText } from './staff-text';

/** What a label shows: the number (also the QR's content), the customer and the date. */
export interface QrLabel {
  number: string;
  customerName?: string | null;
  date?: string | number | Date | null;
  /** A day as it is written (a pickup's date), shown in place of `date`. */
  day?: string | null;
}

/**
 * The label's date line: its day as written, or its moment in ET saying "ET", as the detail beside
 * it (issue 38: the dialog and the printed label were in the browser's zone).
 */
export function labelDate(label: QrLabel): string {
  return label.day || formatStaffDateTime(label.date ?? null);
}

export const LOADING_DOCUMENT = englishStaff('qr.loading');

/** A QR code as vectors: its edge in modules and its dark runs [x, y, width] (each one module high). */
export interface QrModules {
  cells: number;
  runs: [number, number, number][];
}

/**
 * The dark modules of a QR drawn by qrcode.react's QRCodeSVG: its viewBox gives the edge, its last
 * path the runs ("M3 4h2v1H3z" or "M3,4 h2v1H3z" per run of dark modules in a row). Drawn as
 * rectangles, the label's QR is sharp at any size and weighs a few KB (a 400 px image made the
 * drop-off label 483 KB).
 */
export function qrModulesOf(svg: SVGSVGElement | null): QrModules | null {
  const box = svg?.getAttribute('viewBox')?.split(/\s+/).map(Number);
  const d = svg?.querySelector('path:last-of-type')?.getAttribute('d');
  if (!box || box.length !== 4 || !d) return null;
  const runs = [...d.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)].map(
    (m) => [Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number],
  );
  return runs.length ? { cells: box[2]!, runs } : null;
}

/** The parts of jsPDF the label uses (the real class satisfies it; tests pass a fake). */
export interface LabelPdf {
  setFont(fontName: string, fontStyle?: string): unknown;
  setFontSize(size: number): unknown;
  text(text: string | string[], x: number, y: number): unknown;
  setFillColor(r: number, g: number, b: number): unknown;
  rect(x: number, y: number, width: number, height: number, style: string): unknown;
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
 * The QR is vectors; the file is uncompressed, so the text stays readable in it (a few KB in all).
 */
export function buildLabelPdf(PDF: LabelPdfConstructor, label: QrLabel, modules: QrModules): LabelPdf {
  const { width, height } = LABEL_PAGE;
  const doc = new PDF({ orientation: 'landscape', unit: 'pt', format: [width, height], compress: false });
  const margin = 6;
  const qr = height - 2 * margin;
  const unit = qr / modules.cells;
  doc.setFillColor(0, 0, 0);
  for (const [x, y, w] of modules.runs) doc.rect(margin + x * unit, margin + y * unit, w * unit, unit, 'F');
  const x = margin + qr + 6;
  const textWidth = width - x - margin;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.text(doc.splitTextToSize(label.number, textWidth).slice(0, 1), x, 20);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  const name = (label.customerName ?? '').trim();
  if (name) doc.text(doc.splitTextToSize(name, textWidth).slice(0, 2), x, 36);
  const date = labelDate(label);
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
export function QrLabelDialog({ label, onClose, title, onError, loadPdf = loadJsPdf }: QrLabelDialogProps) {
  const t = useStaffText();
  const qrSvg = useRef<SVGSVGElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const print = async () => {
    if (!label) return;
    setBusy(true);
    setFailure(null);
    try {
      const modules = qrModulesOf(qrSvg.current);
      if (!modules) throw new Error(t('qr.notReady'));
      buildLabelPdf(await loadPdf(), label, modules);
    } catch (e) {
      const message = t('qr.failed', { reason: e instanceof Error ? e.message : String(e) });
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
      title={title ?? t('qr.dialogTitle')}
      onCancel={close}
      // The footer's Close is the one way out (Escape too): one button named Close.
      closable={false}
      width={320}
      centered
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('qr.close')}
        </Button>,
        <Button key="print" type="primary" loading={busy} onClick={print}>
          {busy ? t('qr.loading') : t('qr.print')}
        </Button>,
      ]}
    >
      {label ? (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '8px 0' }}>
          <QRCodeSVG
            ref={qrSvg}
            value={label.number}
            size={QR_SIZE}
            level={QR_LEVEL}
            marginSize={1}
            role="img"
            aria-label={t('qr.of', { number: label.number })}
          />
          <strong style={{ fontSize: 16, letterSpacing: 0.5 }}>{label.number}</strong>
          {labelDate(label) ? <span>{labelDate(label)}</span> : null}
          {failure ? <Alert type="error" showIcon title={failure} style={{ width: '100%' }} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}
