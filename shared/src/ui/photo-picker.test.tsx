import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MSG } from '../model/uploads';
import { PhotoPicker, pickFirstImage, storedPhotos, type PickedPhoto } from './photo-picker';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('pickFirstImage (spec 3 §5: images only, one per pick, the first image chosen)', () => {
  it('takes the first image among the chosen files', () => {
    const a = file('notes.txt', 'text/plain');
    const b = file('b.png', 'image/png');
    const c = file('c.jpg', 'image/jpeg');
    expect(pickFirstImage([a, b, c])).toEqual({ file: b });
  });
  it('refuses files that are not images, and too large ones', () => {
    expect(pickFirstImage([file('x.pdf', 'application/pdf')])).toEqual({ error: UPLOAD_MSG.onlyImages });
    expect(pickFirstImage([file('x.png', '')])).toEqual({ error: UPLOAD_MSG.onlyImages });
    expect(pickFirstImage([file('big.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1)])).toEqual({ error: UPLOAD_MSG.tooLarge });
  });
  it('does nothing when nothing was chosen', () => {
    expect(pickFirstImage([])).toBeNull();
    expect(pickFirstImage(null)).toBeNull();
  });
});

function Harness({ initial = [] as PickedPhoto[], onReject = jest.fn() }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>(initial);
  return (
    <>
      <PhotoPicker photos={photos} onChange={setPhotos} label="DO000001" onReject={onReject} />
      <output data-testid="files">{photos.map((p) => p.file?.name ?? p.url).join(',')}</output>
    </>
  );
}

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = jest.fn();
});

describe('PhotoPicker', () => {
  it('offers Select Photo for images only, with the camera', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: /Select Photo$/ })).toBeInTheDocument();
    const input = screen.getByTestId('photo-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).not.toHaveAttribute('multiple');
  });

  it('adds a chosen image as a 100 by 100 thumbnail and removes it again', async () => {
    render(<Harness initial={storedPhotos(['http://api/files/dropoffs/1/a.jpg'])} />);
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file('new.png', 'image/png')] } });
    expect(screen.getByTestId('files')).toHaveTextContent('http://api/files/dropoffs/1/a.jpg,new.png');
    const thumbs = screen.getAllByRole('img', { name: /^DO000001 photo/ });
    expect(thumbs).toHaveLength(2);
    expect(thumbs[1]).toHaveAttribute('width', '100');
    expect(thumbs[1]).toHaveAttribute('height', '100');
    expect(thumbs[1]).toHaveAccessibleName('DO000001 photo 2 of 2 (new)');
    await userEvent.click(screen.getByRole('button', { name: /Remove photo 1$/ }));
    expect(screen.getByTestId('files')).toHaveTextContent(/^new\.png$/);
  });

  it('refuses a file that is not an image and says so', () => {
    const onReject = jest.fn();
    render(<Harness onReject={onReject} />);
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file('label.pdf', 'application/pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_MSG.onlyImages);
    expect(onReject).toHaveBeenCalledWith(UPLOAD_MSG.onlyImages);
    expect(screen.queryAllByRole('img', { name: /^DO000001 photo/ })).toHaveLength(0);
    expect(screen.getByTestId('files')).toBeEmptyDOMElement();
  });
});
