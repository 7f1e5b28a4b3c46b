import { loadConfig, startupProblem } from '../config';

/** Issue 32 · demo is a mode, not a default: the demo data only against the Auth emulator or with DEMO_DATA=1, never in production. */
describe('DEMO_DATA', () => {
  const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
  const firebase = { GOOGLE_APPLICATION_CREDENTIALS: '/sa.json', PROJECT_ID: 'fcs-live' };
  it('seeds with the Auth emulator (pnpm start, ./start.sh), not with real Firebase', () => {
    expect(loadConfig(emulator).demoData).toBe(true);
    expect(loadConfig(firebase).demoData).toBe(false);
  });
  it('DEMO_DATA=1 asks for it, DEMO_DATA=0 turns it off even with the emulator', () => {
    expect(loadConfig({ ...firebase, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ ...emulator, DEMO_DATA: '0' }).demoData).toBe(false);
  });
  it('DEMO_DATA=1 is refused with NODE_ENV=production', () => {
    const env = { ...firebase, DEMO_DATA: '1', NODE_ENV: 'production' };
    expect(startupProblem(loadConfig(env), env)).toMatch(/DEMO_DATA=1 is refused with NODE_ENV=production/);
    expect(startupProblem(loadConfig(firebase), { ...firebase, NODE_ENV: 'production' })).toBeNull();
  });
  it('hands out URLs on the port it listens on when PUBLIC_URL is not set', () => {
    expect(loadConfig({ ...emulator, PORT: '8590' }).publicUrl).toBe('http://localhost:8590');
  });
});
