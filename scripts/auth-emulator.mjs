#!/usr/bin/env node
// The Firebase Auth emulator in the foreground on the port of build/apps.mjs (FCS_PORT_OFFSET moves
// it), for the e2e run: tools/auth-emulator/start.cjs, without the firebase CLI. Ctrl-C (SIGINT)
// stops it and frees its port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AUTH_EMULATOR_PORT } from '../build/apps.mjs';
import { ensureAuthEmulator, ROOT } from './lib/services.mjs';

ensureAuthEmulator();
const start = path.join(ROOT, 'tools/auth-emulator/start.cjs');
const child = spawn('node', [start, '--port', String(AUTH_EMULATOR_PORT), '--project', 'demo-fcs'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill('SIGINT'));
child.on('exit', (code) => process.exit(code ?? 0));
