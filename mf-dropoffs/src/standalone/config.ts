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
  { phone: '+15550100005', label: 'Drop-off staff, df (+1 555-010-0005)' },
  { phone: '+15550100007', label: 'Admin (+1 555-010-0007)' },
  { phone: '+15550100009', label: 'Super-admin, sa (+1 555-010-0009)' },
] as const;
