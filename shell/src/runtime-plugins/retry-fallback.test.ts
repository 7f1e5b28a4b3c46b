import retryFallbackPlugin, { fetchManifest, MANIFEST_RETRIES, RemoteLoadError } from './retry-fallback';
import { fakeResponse } from '../test/fake-response';

type ErrorHook = NonNullable<ReturnType<typeof retryFallbackPlugin>['errorLoadRemote']>;
type ErrorArgs = Parameters<ErrorHook>[0];

const args = (over: Partial<ErrorArgs>) =>
  ({ id: 'mf_customer/MyPackages', error: new Error('x'), from: 'runtime', lifecycle: 'onLoad', origin: {}, ...over }) as ErrorArgs;

describe('retry-fallback runtime plugin', () => {
  const plugin = retryFallbackPlugin();

  it('leaves a failed manifest to the runtime, which forgets it before raising (so Retry fetches again)', () => {
    expect(plugin.errorLoadRemote!(args({ id: 'http://localhost:3001/mf-manifest.json', lifecycle: 'afterResolve' }))).toBeUndefined();
  });

  it('turns a failed remote load into one clear error naming the remote and its URL', () => {
    const call = () =>
      plugin.errorLoadRemote!(
        args({
          lifecycle: 'onLoad',
          error: new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\n args: {...}'),
          remote: { name: 'mf_customer', entry: 'http://localhost:3001/mf-manifest.json' } as ErrorArgs['remote'],
        }),
      );
    expect(call).toThrow(RemoteLoadError);
    expect(call).toThrow(
      'Remote "mf_customer" could not be loaded from http://localhost:3001/mf-manifest.json: [ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
    );
  });

  it('names the remote from the id when the runtime gives no remote info', () => {
    expect(() => plugin.errorLoadRemote!(args({ error: new Error('RUNTIME-008') }))).toThrow(
      'Remote "mf_customer" could not be loaded: RUNTIME-008',
    );
  });

  it('leaves shared-module errors to the runtime', () => {
    expect(plugin.errorLoadRemote!(args({ lifecycle: 'beforeLoadShare' }))).toBeUndefined();
  });
});

describe('fetchManifest', () => {
  afterEach(() => jest.useRealTimers());

  it('tries a dropped connection once more, then gives up (no endless retry)', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = fetchMock as typeof fetch;
    await expect(fetchManifest('http://localhost:3001/mf-manifest.json')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1 + MANIFEST_RETRIES);
  });

  it('does not retry an HTTP error answer', async () => {
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse('missing', 404));
    global.fetch = fetchMock as typeof fetch;
    await expect(fetchManifest('http://localhost:3001/mf-manifest.json')).rejects.toThrow('HTTP 404');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('returns the manifest response when the server answers', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse({ ok: true }, 200)) as typeof fetch;
    await expect((await fetchManifest('http://x/mf-manifest.json')).json()).resolves.toEqual({ ok: true });
  });
});
