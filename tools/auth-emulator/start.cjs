// The Firebase Auth emulator on its own, without the firebase CLI around it: the CLI spends most of
// its start-up loading itself and starting the hub and logging servers that only the other emulators
// use (about 30 s against 8 s on a loaded 2-core machine). The same emulator, started as the CLI's
// `emulators:start --only auth` starts it (single-project mode: a warning for another project).
// SIGINT or SIGTERM stops it and frees its port.
//   node tools/auth-emulator/start.cjs --port 9099 [--host 127.0.0.1] [--project demo-fcs]
const { parseArgs } = require('node:util');
const { AuthEmulator, SingleProjectMode } = require('firebase-tools/lib/emulator/auth');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9099' },
    host: { type: 'string', default: '127.0.0.1' },
    project: { type: 'string', default: 'demo-fcs' },
  },
});
const emulator = new AuthEmulator({
  host: values.host,
  port: Number(values.port),
  projectId: values.project,
  singleProjectMode: SingleProjectMode.WARNING,
});
emulator.start().then(
  () => console.log(`Auth emulator on http://${values.host}:${values.port} (project ${values.project})`),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulator.stop().finally(() => process.exit(0)));
