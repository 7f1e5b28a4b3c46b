import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_ASSETS_DIR } from '../paths';
import { detectImage } from './image-type';

const pad = (head: number[] | string, length = 32) => {
  const bytes = typeof head === 'string' ? [...Buffer.from(head, 'latin1')] : head;
  return Uint8Array.from([...bytes, ...new Array(Math.max(0, length - bytes.length)).fill(0)]);
};

describe('detectImage reads the type from the first bytes', () => {
  it('knows JPEG (a real photo), PNG, GIF, WebP and HEIC', () => {
    expect(detectImage(readFileSync(path.join(SEED_ASSETS_DIR, 'parcel-1.jpg')))).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(detectImage(pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe('png');
    expect(detectImage(pad('GIF89a'))?.ext).toBe('gif');
    expect(detectImage(pad('GIF87a'))?.ext).toBe('gif');
    expect(detectImage(pad('RIFF\x10\x00\x00\x00WEBPVP8 '))?.ext).toBe('webp');
    expect(detectImage(pad('\x00\x00\x00\x18ftypheic'))?.ext).toBe('heic');
    expect(detectImage(pad('\x00\x00\x00\x18ftypmif1'))?.ext).toBe('heic');
  });

  it('refuses text, PDF, a video container, a RIFF that is not WebP and a too-short file', () => {
    expect(detectImage(Buffer.from('this is not an image, whatever its name says'))).toBeNull();
    expect(detectImage(pad('%PDF-1.7'))).toBeNull();
    expect(detectImage(pad('\x00\x00\x00\x18ftypisom'))).toBeNull();
    expect(detectImage(pad('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(detectImage(Uint8Array.from([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
