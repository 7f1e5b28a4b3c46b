// Each jest worker (JEST_WORKER_ID 1, 2, …) on its own Auth emulator of the run (auth-emulator.cjs).
const hosts = (process.env.FCS_AUTH_EMULATOR_HOSTS ?? '').split(',').filter(Boolean);
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
if (hosts.length) process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts[(worker - 1) % hosts.length];
