import { registerForCollect } from './service-worker-registration';

describe('the service worker is registered for the people who use Collect', () => {
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: new Promise(() => {}) },
    });
    process.env.NODE_ENV = 'production';
  });
  afterAll(() => {
    process.env.NODE_ENV = 'test';
  });

  it('waits for a session that may use Collect, then registers /sw.js once', () => {
    const listeners: (() => void)[] = [];
    let canCollect = false;
    registerForCollect(
      (l) => {
        listeners.push(l);
        return () => listeners.splice(listeners.indexOf(l), 1);
      },
      () => canCollect,
    );
    expect(register).not.toHaveBeenCalled();
    listeners.forEach((l) => l());
    expect(register).not.toHaveBeenCalled();
    canCollect = true;
    [...listeners].forEach((l) => l());
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(listeners).toHaveLength(0);
  });
});
