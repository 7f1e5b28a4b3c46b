import { ALLOWED_COUNTRIES } from './constants';
import { EMAIL_FORMAT_IDS } from './notifications';
import type { RouteKey } from './routes';

/**
 * The first run (issue 32): what a new portal still lacks before it can serve customers, as the
 * super-admin's home page lists it (GET /setup), each step with the screen that does it.
 */
export const SETUP_STEPS = ['contact', 'zones', 'pickupDates', 'formats', 'smsRates', 'email', 'sms'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The contact settings a customer sees on Contact Us and in notices. */
export const SETUP_CONTACT_FIELDS = ['facebook_link', 'usa_address', 'usa_contact_number', 'email_address'] as const;
export const SETUP_FORMAT_IDS = Object.values(EMAIL_FORMAT_IDS);
/** Every allowed country needs a rate, written as sms_rates.country_code is (+95). */
export const SETUP_RATE_CODES = ALLOWED_COUNTRIES.map((c) => `+${c.dial}`);

export interface SetupStepStatus {
  key: SetupStep;
  done: boolean;
  /** What is missing: field names, format ids, country codes. */
  missing: string[];
  /** For delivery: the provider the api runs with (smtp, http, dev, none). */
  detail?: string | null;
}
export interface SetupStatus {
  steps: SetupStepStatus[];
}

/** Where each step is done in the portal; e-mail and SMS delivery are the api's settings (README). */
export const SETUP_LINKS: Record<SetupStep, { route: RouteKey; params?: Record<string, string> } | null> = {
  contact: { route: 'settingsPage', params: { page: 'contact' } },
  zones: { route: 'settingsPage', params: { page: 'pickup-zones' } },
  pickupDates: { route: 'settingsPage', params: { page: 'pickup-dates' } },
  formats: { route: 'settingsPage', params: { page: 'confirm-pickup-format' } },
  smsRates: { route: 'rates' },
  email: null,
  sms: null,
};

/** The steps not done yet, in order. */
export const pendingSteps = (status: SetupStatus | null | undefined) => (status?.steps ?? []).filter((s) => !s.done);
