/**
 * The standalone page's runtime settings: the shell's config.json values. FCS_API_URL and
 * FCS_AUTH_EMULATOR_URL at build time point it elsewhere (e.g. a second api on another port).
 */
const apiUrl = process.env.FCS_API_URL ?? 'http://localhost:8080';

export const STANDALONE_CONFIG = {
  apiUrl,
  reportUrl: `${apiUrl}/api`,
  projectId: 'demo-fcs',
  apiKey: 'demo-api-key',
  authEmulatorUrl: process.env.FCS_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099',
} as const;

export const DEMO_PHONES = [
  { phone: '+15550100001', label: 'Alice Carter (+1 555-010-0001)' },
  { phone: '+15550100002', label: 'Ben Okafor (+1 555-010-0002)' },
] as const;
