/** The standalone page's runtime settings: the same values as the shell's config.json. */
export const STANDALONE_CONFIG = {
  apiUrl: 'http://localhost:8080',
  reportUrl: 'http://localhost:8080/api',
  projectId: 'demo-fcs',
  apiKey: 'demo-api-key',
  authEmulatorUrl: 'http://127.0.0.1:9099',
} as const;

export const DEMO_PHONES = [
  { phone: '+15550100001', label: 'Alice Carter (+1 555-010-0001)' },
  { phone: '+15550100002', label: 'Ben Okafor (+1 555-010-0002)' },
] as const;
