import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body for app.inject: the fields in order, then the file (as a browser's FormData sends them). */
export function multipartBody(fields: Record<string, string>, file?: MultipartFile, fileFirst = false) {
  const boundary = `----fcs${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        Buffer.from(file.bytes),
        Buffer.from('\r\n'),
      ]
    : [];
  parts.push(...(fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts]));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
