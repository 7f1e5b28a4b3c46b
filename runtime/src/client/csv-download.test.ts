import { downloadCsv, fileNameOf, type DownloadProgress } from './csv-download';
import { configureClient } from './http';

/** A streamed answer in chunks, as fetch gives it. */
function streamed(chunks: string[], headers: Record<string, string>, status = 200) {
  const bytes = chunks.map((c) => new TextEncoder().encode(c));
  let i = 0;
  return {
    ok: status < 400,
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => JSON.parse(chunks.join('')),
    body: {
      getReader: () => ({ read: async () => (i < bytes.length ? { done: false, value: bytes[i++] } : { done: true, value: undefined }) }),
    },
  };
}

beforeEach(() => {
  configureClient({ apiUrl: 'http://api', reportUrl: 'http://api/api', projectId: 'demo-fcs', getToken: async () => 'token-1' });
});

describe('downloadCsv: a streamed report CSV with its progress', () => {
  it('posts the body with Token and Project-ID, counts rows as they come, and names the file as the api says', async () => {
    const fetchMock = jest.fn().mockResolvedValue(
      streamed(['Tracking Id,Status\r\nA1,deliv', 'ered\r\nA2,packed\r\n'], {
        'Content-Disposition': 'attachment; filename="packages_report.csv"',
        'X-Row-Estimate': '2',
      }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const seen: DownloadProgress[] = [];
    const file = await downloadCsv('/download/packages', { filters: [] }, 'fallback.csv', (p) => seen.push(p));
    expect(fetchMock).toHaveBeenCalledWith('http://api/api/download/packages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Token: 'token-1', 'Project-ID': 'demo-fcs' },
      body: '{"filters":[]}',
      signal: undefined,
    });
    expect(file.fileName).toBe('packages_report.csv');
    expect(file.rows).toBe(2);
    expect(seen.map((p) => p.rows)).toEqual([0, 2, 2]);
    expect(seen[0]!.estimate).toBe(2);
    expect(file.blob.size).toBe('Tracking Id,Status\r\nA1,delivered\r\nA2,packed\r\n'.length);
    expect(file.blob.type).toBe('text/csv');
  });

  it('falls back to its own name, and answers a refusal in the api’s words', async () => {
    global.fetch = jest.fn().mockResolvedValue(streamed(['h\n'], {})) as unknown as typeof fetch;
    expect((await downloadCsv('/download/users', {}, 'users_report.csv')).fileName).toBe('users_report.csv');
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        streamed(['{"status":"Error","message":"Only staff with rpt can read users"}'], {}, 403),
      ) as unknown as typeof fetch;
    await expect(downloadCsv('/download/users', {}, 'x.csv')).rejects.toEqual({
      status: 403,
      message: 'Only staff with rpt can read users',
    });
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});
