// @fcs/shared/i18n: the portal's one translation function, one language state and one formatting of
// dates and money, shared by the shell and every remote as a Module Federation singleton (like the
// session). Apps and screens import only this module, never i18next or react-i18next themselves, so
// that they all meet the one instance (decision 0008).
import type { Locale } from 'antd/es/locale';
import { createInstance, type BackendModule, type ResourceKey } from 'i18next';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatUSD } from '../model/format';
import { formatUSDCents } from '../model/invoices';
import { formatPickupDateId } from '../model/pickups';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../model/languages';

export type { TFunction } from 'i18next';
export type Catalogue = Record<string, unknown>;
type CatalogueLoader = () => Promise<{ default: Catalogue } | Catalogue>;

/** Burmese (and any later language) of each namespace, fetched only when that language is chosen. */
const loaders = new Map<string, Partial<Record<Language, CatalogueLoader>>>();

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(namespace)?.[language as Language];
    // English is bundled with each app (registerCatalogue); a namespace without this language falls back to it.
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, ('default' in m ? m.default : m) as ResourceKey),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

function storedLanguage(): Language | null {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null; // storage blocked: the choice lasts this page only
  }
}

/** The visitor's remembered choice, else the first of the browser's languages the portal speaks, else English. */
export function initialLanguage(): Language {
  const saved = storedLanguage();
  if (saved) return saved;
  for (const tag of globalThis.navigator?.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export const i18n = createInstance();
void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'my'],
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: true },
  });

function applyToDocument(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

/**
 * Registers an app's namespace: its English texts (bundled, so an English visitor fetches nothing
 * more) and a loader per other language. Idempotent; when two apps bundle the same namespace at
 * different versions, English keys missing from the first are added from the second.
 */
export function registerCatalogue(namespace: string, english: Catalogue, others: Partial<Record<Language, CatalogueLoader>>) {
  const known = loaders.has(namespace);
  i18n.addResourceBundle('en', namespace, english, true, false);
  if (known) return;
  loaders.set(namespace, others);
  // Recorded in the instance's namespaces, so that a later language change loads it first.
  void i18n.loadNamespaces(namespace);
}

/** The current language. */
export function currentLanguage(): Language {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(l) ? l : DEFAULT_LANGUAGE;
}

/**
 * Switches every app to `language` once its catalogues (and antd's texts) are here, and remembers it
 * in this browser. Saving it with a signed-in person's profile is the shell's part.
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts this page only
  }
  await loadAntdLocale(language);
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

/** The texts of one namespace, and the language; re-renders when the language changes. */
export function useT(namespace: string) {
  const { t } = useTranslation(namespace);
  return t;
}

export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const l = instance.resolvedLanguage ?? instance.language;
  return isLanguage(l) ? l : DEFAULT_LANGUAGE;
}

// ---- Texts the api sends -------------------------------------------------------------------------

/**
 * The api speaks the contract's English (its messages are the spec's texts, word for word). A known
 * one is shown in the reader's language: the `messages` catalogue is keyed by the English text
 * itself; anything else (a text with a number in it, a new message) stays as it came.
 */
export function messageText(message: string): string {
  if (!message || currentLanguage() === DEFAULT_LANGUAGE) return message;
  return i18n.t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}

registerCatalogue('messages', {}, { my: () => import('./locales/my/messages.json') });

export function useMessageText(): (message: string) => string {
  const language = useLanguage();
  useTranslation('messages');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((message: string) => messageText(message), [language]);
}

// ---- Formatting ------------------------------------------------------------------------------------

type DateValue = Parameters<typeof formatDateTime>[0];

/** Dates and money in the current language, built on the contract's one formatting module. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      dateTime: (value: DateValue, timeZone?: string) => formatDateTime(value, timeZone, language),
      date: (value: DateValue, timeZone?: string) => formatDate(value, timeZone, language),
      usd: (amount: number | string | null | undefined) => formatUSD(amount, language),
      usdCents: (amount: number | null | undefined) => formatUSDCents(amount, language),
      /** A pickup date's id (yyyymmdd) as a date. */
      pickupDay: (id: string | null | undefined) => formatPickupDateId(id, language),
    }),
    [language],
  );
}

// ---- antd's own texts (pagination, empty tables, pickers) -------------------------------------------

const antdLocales: Partial<Record<Language, Locale>> = {};
const antdListeners = new Set<() => void>();

async function loadAntdLocale(language: Language): Promise<void> {
  if (language === 'en' || antdLocales[language]) return;
  const { default: locale } = (await import('antd/es/locale/my_MM')) as { default: Locale };
  // antd's Burmese leaves the pager's size select in English.
  antdLocales[language] = { ...locale, Pagination: { ...locale.Pagination, page_size: 'စာမျက်နှာ အရွယ်အစား' } };
  antdListeners.forEach((l) => l());
}
if (currentLanguage() !== 'en') void loadAntdLocale(currentLanguage());

/**
 * antd's locale for the current language (undefined: antd's built-in English). Each app's antd
 * ConfigProvider takes it, since antd is not shared between apps.
 */
export function useAntdLocale(): Locale | undefined {
  const language = useLanguage();
  const subscribe = useCallback((onChange: () => void) => {
    antdListeners.add(onChange);
    return () => antdListeners.delete(onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => antdLocales[language]);
}
