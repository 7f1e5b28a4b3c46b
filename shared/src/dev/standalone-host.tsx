// The one standalone host of every remote (development only): a router over the routes the manifest
// gives this remote, a dev sign-in through the Auth emulator, and a snackbar. The remote's build
// points `fcs-remote-screens` at its ./screens module and sets FCS_REMOTE to its container name.
import screens from 'fcs-remote-screens';
import { configureClient } from '@fcs/runtime/client';
import { sessionAtom } from '@fcs/runtime/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone-app';
import { createDevSession } from './use-dev-session';

const apiUrl = process.env.FCS_API_URL ?? 'http://localhost:8080';
const remote = process.env.FCS_REMOTE ?? '';

const useDevSession = createDevSession({
  config: {
    apiUrl,
    reportUrl: `${apiUrl}/api`,
    projectId: 'demo-fcs',
    apiKey: 'demo-api-key',
    authEmulatorUrl: process.env.FCS_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099',
  },
  storageKey: `${remote}.dev-id-token`,
  configureClient,
  sessionAtom,
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp remote={remote} screens={screens} useDevSession={useDevSession} />
    </StrictMode>,
  );
}
