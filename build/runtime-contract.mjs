// The runtime contract: what the shell gives every remote at run time, one copy each (the api
// client, the session, i18n, the router), versioned on its own in runtime/package.json. An app
// built with runtime X.Y.Z needs ^X.Y.Z of it: its federation config requires that range, its
// release records it, and the shell checks it before it renders the app's screens.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const RUNTIME_DIR = path.resolve(import.meta.dirname, '../runtime');
export const RUNTIME_VERSION = JSON.parse(readFileSync(path.join(RUNTIME_DIR, 'package.json'), 'utf8')).version;
export const RUNTIME_RANGE = `^${RUNTIME_VERSION}`;
/** The runtime's shared entries, by the name the apps import them with. */
export const RUNTIME_SINGLETONS = ['@fcs/runtime/client', '@fcs/runtime/session', '@fcs/runtime/i18n'];
