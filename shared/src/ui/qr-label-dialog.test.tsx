import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABEL_PAGE, QR_LEVEL, QR_SIZE } from '../model/constants';
import { buildLabelPdf, labelFileName, LOADING_DOCUMENT, QrLabelDialog, qrModulesOf } from './qr-label-dialog';

// jsPDF itself is replaced here only (unit test): the e2e test reads the real PDF.
const made: { options: unknown; calls: [string, unknown[]][] }[] = [];
jest.mock('jspdf', () => ({
  jsPDF: class {
    record: { options: unknown; calls: [string, unknown[]][] };
    constructor(options: unknown) {
      this.record = { options, calls: [] };
      made.push(this.record);
    }
    setFont(...a: unknown[]) {
      this.record.calls.push(['setFont', a]);
    }
    setFontSize(...a: unknown[]) {
      this.record.calls.push(['setFontSize', a]);
    }
    text(...a: unknown[]) {
      this.record.calls.push(['text', a]);
    }
    setFillColor(...a: unknown[]) {
      this.record.calls.push(['setFillColor', a]);
    }
    rect(...a: unknown[]) {
      this.record.calls.push(['rect', a]);
    }
    splitTextToSize(t: string) {
      return [t];
    }
    save(...a: unknown[]) {
      this.record.calls.push(['save', a]);
    }
  },
}));

// The real QR component, with the props it was given recorded.
const qrProps: Record<string, unknown>[] = [];
jest.mock('qrcode.react', () => {
  const actual = jest.requireActual('qrcode.react');
  const { forwardRef, createElement } = jest.requireActual('react');
  return {
    ...actual,
    QRCodeSVG: forwardRef((props: Record<string, unknown>, ref: unknown) => {
      qrProps.push(props);
      return createElement(actual.QRCodeSVG, { ...props, ref });
    }),
  };
});

const LABEL = { number: 'DO000123', customerName: 'Alice Carter', date: '2024-03-02T15:04:05.000Z' };
// The label's moment as the drop-off detail writes it, in ET saying "ET", whatever the browser's
// zone (issue 38; run with TZ=UTC, a browser set to UTC, it read 03:04:05 PM without a zone).
const LABEL_DATE = '03/02/2024 10:04:05 AM ET';

beforeEach(() => {
  made.length = 0;
});

describe('QR dialog (spec 3 §2, §9)', () => {
  it('shows the QR code of the number (size 100, level H), the number and the date, with Close and Print', () => {
    render(<QrLabelDialog label={LABEL} onClose={() => {}} />);
    const qr = screen.getByRole('img', { name: 'QR code of DO000123' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', String(QR_SIZE));
    const shown = qrProps.find((p) => p['aria-label'] === 'QR code of DO000123');
    expect(shown).toMatchObject({ value: 'DO000123', size: QR_SIZE, level: QR_LEVEL });
    expect([QR_SIZE, QR_LEVEL]).toEqual([100, 'H']);
    expect(screen.getByText('DO000123')).toBeInTheDocument();
    expect(screen.getByText(LABEL_DATE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('Close closes it', async () => {
    const onClose = jest.fn();
    render(<QrLabelDialog label={LABEL} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Print makes a 170 by 72 pt landscape PDF with the QR, number, customer and date, saved as <number>.pdf', async () => {
    render(<QrLabelDialog label={LABEL} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(made).toHaveLength(1));
    const pdf = made[0]!;
    expect(pdf.options).toEqual({ orientation: 'landscape', unit: 'pt', format: [170, 72], compress: false });
    expect([LABEL_PAGE.width, LABEL_PAGE.height]).toEqual([170, 72]);
    const texts = pdf.calls.filter(([n]) => n === 'text').map(([, a]) => a[0]);
    expect(texts).toEqual([['DO000123'], ['Alice Carter'], LABEL_DATE]);
    // The QR as filled rectangles inside the 60 pt square left of the text, one module high each.
    const rects = pdf.calls.filter(([n]) => n === 'rect').map(([, a]) => a as [number, number, number, number, string]);
    expect(rects.length).toBeGreaterThan(50);
    for (const [x, y, w, h, style] of rects) {
      expect(style).toBe('F');
      expect(x).toBeGreaterThanOrEqual(6);
      expect(y).toBeGreaterThanOrEqual(6);
      expect(x + w).toBeLessThanOrEqual(66.0001);
      expect(y + h).toBeLessThanOrEqual(66.0001);
    }
    expect(pdf.calls.at(-1)).toEqual(['save', ['DO000123.pdf']]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
  });

  it('reads "Loading document..." while the PDF is made', async () => {
    let release: (pdf: never) => void = () => {};
    const loadPdf = () => new Promise<never>((resolve) => (release = resolve));
    render(<QrLabelDialog label={LABEL} onClose={() => {}} loadPdf={loadPdf} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText(LOADING_DOCUMENT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    release(jest.requireMock('jspdf').jsPDF as never);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
    expect(made).toHaveLength(1);
  });

  it('says so when the PDF cannot be made', async () => {
    const onError = jest.fn();
    render(<QrLabelDialog label={LABEL} onClose={() => {}} onError={onError} loadPdf={() => Promise.reject(new Error('offline'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('The label could not be made: offline')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith('The label could not be made: offline');
  });
});

describe('label file', () => {
  it('is named after the number', () => {
    expect(labelFileName('DO000123')).toBe('DO000123.pdf');
    expect(labelFileName('A/B C')).toBe('A_B_C.pdf');
  });

  it('leaves out a missing customer name and date', () => {
    const calls: string[] = [];
    class Fake {
      setFont() {}
      setFontSize() {}
      text(t: string | string[]) {
        calls.push(String(t));
      }
      setFillColor() {}
      rect() {}
      splitTextToSize(t: string) {
        return [t];
      }
      save(n: string) {
        calls.push(`save:${n}`);
      }
    }
    buildLabelPdf(Fake as never, { number: 'DO9' }, { cells: 21, runs: [[0, 0, 7]] });
    expect(calls).toEqual(['DO9', 'save:DO9.pdf']);
  });
});

describe('qrModulesOf', () => {
  it('reads the dark runs of both path forms qrcode.react writes', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 23 23');
    svg.innerHTML = '<path d="M0,0 h23v23H0z"></path><path d="M1 1h7v1H1zM22,1 h1v1H22z"></path>';
    expect(qrModulesOf(svg)).toEqual({
      cells: 23,
      runs: [
        [1, 1, 7],
        [22, 1, 1],
      ],
    });
    expect(qrModulesOf(null)).toBeNull();
  });
});
