#!/usr/bin/env node
// The Firebase Auth emulator in the foreground on the ports of build/apps.mjs (FCS_PORT_OFFSET
// moves them), for the e2e run. Ctrl-C (SIGINT) stops it and frees its ports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AUTH_EMULATOR_AUX_PORTS, AUTH_EMULATOR_PORT } from '../build/apps.mjs';
import { authEmulatorConfig, ensureAuthEmulator, ROOT } from './lib/services.mjs';

ensureAuthEmulator();
const { dir, file } = authEmulatorConfig({ port: AUTH_EMULATOR_PORT, ...AUTH_EMULATOR_AUX_PORTS });
const bin = path.join(ROOT, 'tools/auth-emulator/node_modules/.bin/firebase');
const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', 'demo-fcs', '--config', file], { cwd: dir, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill('SIGINT'));
child.on('exit', (code) => process.exit(code ?? 0));
