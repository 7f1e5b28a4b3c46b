import { configureClient } from '@fcs/shared/client';
import { createDevSession } from '@fcs/shared/dev/use-dev-session';
import { sessionAtom } from '@fcs/shared/session';
import { STANDALONE_CONFIG } from './config';

/** Sign-in state of the standalone page: a demo phone signs in through the Auth emulator. */
export const useDevSession = createDevSession({
  config: STANDALONE_CONFIG,
  storageKey: 'mf-dropoffs.dev-id-token',
  configureClient,
  sessionAtom,
});
