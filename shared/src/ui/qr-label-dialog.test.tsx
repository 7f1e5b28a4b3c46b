import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABEL_PAGE, QR_LEVEL, QR_SIZE } from '../model/constants';
import { formatDateTime } from '../model/format';
import { buildLabelPdf, labelFileName, LOADING_DOCUMENT, QrLabelDialog } from './qr-label-dialog';

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
    addImage(...a: unknown[]) {
      this.record.calls.push(['addImage', a]);
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
    QRCodeCanvas: forwardRef((props: Record<string, unknown>, ref: unknown) => {
      qrProps.push(props);
      return createElement(actual.QRCodeCanvas, { ...props, ref });
    }),
  };
});

const LABEL = { number: 'DO000123', customerName: 'Alice Carter', date: '2024-03-02T15:04:05.000Z' };

beforeAll(() => {
  // jsdom has no canvas: the QR is drawn onto nothing, and the data URL is a stand-in.
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
  HTMLCanvasElement.prototype.toDataURL = jest.fn(() => 'data:image/png;base64,QR');
});
beforeEach(() => {
  made.length = 0;
});

describe('QR dialog (spec 3 §2, §9)', () => {
  it('shows the QR code of the number (size 100, level H), the number and the date, with Close and Print', () => {
    render(<QrLabelDialog label={LABEL} onClose={() => {}} />);
    const qr = screen.getByRole('img', { name: 'QR code of DO000123' });
    expect(qr.tagName).toBe('CANVAS');
    expect(qr).toHaveStyle({ width: `${QR_SIZE}px`, height: `${QR_SIZE}px` });
    const shown = qrProps.find((p) => p['aria-label'] === 'QR code of DO000123');
    expect(shown).toMatchObject({ value: 'DO000123', size: QR_SIZE, level: QR_LEVEL });
    expect([QR_SIZE, QR_LEVEL]).toEqual([100, 'H']);
    expect(screen.getByText('DO000123')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(LABEL.date))).toBeInTheDocument();
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
    expect(texts).toEqual([['DO000123'], ['Alice Carter'], formatDateTime(LABEL.date)]);
    const image = pdf.calls.find(([n]) => n === 'addImage')![1];
    expect(image.slice(0, 2)).toEqual(['data:image/png;base64,QR', 'PNG']);
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
      addImage() {}
      splitTextToSize(t: string) {
        return [t];
      }
      save(n: string) {
        calls.push(`save:${n}`);
      }
    }
    buildLabelPdf(Fake as never, { number: 'DO9' }, 'data:');
    expect(calls).toEqual(['DO9', 'save:DO9.pdf']);
  });
});
