// @fcs/runtime/i18n: the portal's one translation function, one language state and one formatting of
// dates and money, shared by the shell and every remote as a Module Federation singleton (like the
// session). Apps import only this module, never i18next (decision 0010).
//
// English, the spec's language, is bundled with each app and looked up here directly, so an English
// visitor loads neither i18next nor any other catalogue. Another language brings i18next (./engine)
// and that language's catalogues, fetched when it is chosen; the screens wait for them (Suspense).
import type { Locale } from 'antd/es/locale';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { formatDate, formatDateTime, formatPickupDay, formatUSD, formatUSDWithCents, STAFF_ZONE_LABEL } from '@fcs/shared/model/format';
import { REPORT_TIME_ZONE } from '@fcs/shared/model/constants';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@fcs/shared/model/languages';
import type { Catalogue, CatalogueLoader, Engine } from './engine';

export type { Catalogue };
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, options?: TOptions) => string;

const english = new Map<string, Catalogue>();
const loaders = new Map<string, Partial<Record<Language, CatalogueLoader>>>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  listeners.forEach((l) => l());
};
// The server's snapshot too: the Track page's island is rendered to HTML at build time.
const snapshot = () => version;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

// ---- The language ------------------------------------------------------------------------------------

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

let language: Language = initialLanguage();
let engine: Engine | null = null;
let engineLoad: Promise<Engine> | null = null;
/** The language whose catalogues are all here (until then, screens in it wait). */
let ready = language === DEFAULT_LANGUAGE;
let readying: Promise<void> | null = null;

function applyToDocument() {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument();

function loadEngine(): Promise<Engine> {
  engineLoad ??= import(/* webpackChunkName: "i18next" */ './engine')
    .then(({ createEngine }) => createEngine(english, (ns, l) => loaders.get(ns)?.[l]))
    .then((e) => (engine = e));
  engineLoad.catch(() => (engineLoad = null));
  return engineLoad;
}

/** The registered namespaces whose texts in `target` are not here yet. */
const missingIn = (e: Engine, target: Language) => [...english.keys()].filter((ns) => !e.hasLoadedNamespace(ns, { lng: target }));

/**
 * Brings `target`'s engine, antd texts and the registered namespaces not here yet. A remote may
 * register its namespace meanwhile: each caller checks `missingIn` again in the turn that shows the
 * language, and brings again until nothing is missing.
 */
async function bring(target: Language): Promise<Engine> {
  const e = await loadEngine();
  await Promise.all([e.changeLanguage(target), loadAntdLocale(target), e.loadNamespaces(missingIn(e, target))]);
  return e;
}

/** Brings the current language's engine, catalogues and antd texts. */
function makeReady(): Promise<void> {
  const target = language;
  readying ??= bring(target)
    .then(() => undefined)
    .finally(() => (readying = null));
  return readying.then(() => {
    if (language !== target || ready) return;
    if (engine && missingIn(engine, target).length) return makeReady();
    ready = true;
    changed();
  });
}
if (!ready) void makeReady().catch((e: unknown) => console.warn('The language could not be loaded', e));

/** Whether this browser remembers a language its visitor chose. */
export const hasChosenLanguage = (): boolean => storedLanguage() !== null;

/** The current language. */
export function currentLanguage(): Language {
  return language;
}

/**
 * Switches every app to `language` once its catalogues (and antd's texts) are here, and remembers it
 * in this browser (unless `remember` is false: a page that speaks its reader's language without
 * their choosing, the status page). Saving it with a signed-in person's profile is the shell's part.
 */
export async function setLanguage(next: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  try {
    if (remember) globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // storage blocked: the choice lasts this page only
  }
  if (next === language && ready) return;
  // Shown in the same turn as the last check: no namespace is left in English.
  if (next !== DEFAULT_LANGUAGE) for (let e = await bring(next); missingIn(e, next).length; e = await bring(next));
  language = next;
  ready = true;
  applyToDocument();
  changed();
}

// ---- Catalogues ----------------------------------------------------------------------------------------

function merge(into: Catalogue, from: Catalogue): Catalogue {
  const out: Catalogue = { ...into };
  for (const [k, v] of Object.entries(from)) {
    const mine = out[k];
    if (mine === undefined) out[k] = v;
    else if (typeof mine === 'object' && mine && typeof v === 'object' && v) out[k] = merge(mine as Catalogue, v as Catalogue);
  }
  return out;
}

/**
 * Registers an app's namespace: its English texts (bundled, so an English visitor fetches nothing
 * more) and a loader per other language. Idempotent; when two apps bundle the same namespace at
 * different versions, English keys missing from the first are added from the second.
 */
export function registerCatalogue(namespace: string, texts: Catalogue, others: Partial<Record<Language, CatalogueLoader>>) {
  english.set(namespace, merge(english.get(namespace) ?? {}, texts));
  if (!loaders.has(namespace)) loaders.set(namespace, others);
  engine?.addResourceBundle('en', namespace, texts, true, false);
  // A remote's namespace arriving while another language is shown is fetched before its screen shows.
  if (language !== DEFAULT_LANGUAGE && engine && !engine.hasLoadedNamespace(namespace)) {
    ready = false;
    void makeReady();
  }
}

// ---- t -------------------------------------------------------------------------------------------------

function lookup(catalogue: Catalogue | undefined, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Catalogue)[part] : undefined;
  return node;
}
const englishPlurals = new Intl.PluralRules('en');

/**
 * The English of a namespace, read as i18next reads it: nested keys, {{name}} values, _one/_other
 * forms by `count`, `defaultValue` for a key the catalogue lacks (a test holds the two equal).
 */
export function englishT(namespace: string): TFunction {
  return (key, options = {}) => {
    const catalogue = english.get(namespace);
    let text = typeof options.count === 'number' ? lookup(catalogue, `${key}_${englishPlurals.select(options.count)}`) : undefined;
    text ??= lookup(catalogue, key);
    const template = typeof text === 'string' ? text : (options.defaultValue ?? key);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
  };
}

function tOf(namespace: string): TFunction {
  if (language === DEFAULT_LANGUAGE || !engine) return englishT(namespace);
  const fixed = engine.getFixedT(language, namespace);
  return (key, options) => fixed(key, options as never) as unknown as string;
}

/** The texts of one namespace in the current language; the screen waits (Suspense) while they load. */
export function useT(namespace: string): TFunction {
  const v = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (!ready) throw makeReady();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- v is the language and catalogue state.
  return useMemo(() => tOf(namespace), [namespace, v]);
}

export function useLanguage(): Language {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return language;
}

// ---- Texts the api sends -------------------------------------------------------------------------

/**
 * The api speaks the contract's English (its messages are the spec's texts, word for word). A known
 * one is shown in the reader's language: the `messages` catalogue is keyed by the English text
 * itself; anything else (a text with a number in it, a new message) stays as it came.
 */
export function messageText(message: string): string {
  if (!message || language === DEFAULT_LANGUAGE || !engine) return message;
  return engine.t(message, { lng: language, ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}

registerCatalogue('messages', {}, { my: () => import('./locales/my/messages.json') });

export function useMessageText(): (message: string) => string {
  const v = useSyncExternalStore(subscribe, snapshot, snapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- v is the language and catalogue state.
  return useCallback((message: string) => messageText(message), [v]);
}

/** A form's messages by field (the contract's texts, as the api says them) in the reader's language. */
export function useMessageTexts(): <E extends Partial<Record<string, string>>>(errors: E) => E {
  const v = useSyncExternalStore(subscribe, () => version);
  return useCallback(
    <E extends Partial<Record<string, string>>>(errors: E): E =>
      Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text ? messageText(text) : text])) as E,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- v is the language and catalogue state.
    [v],
  );
}

// ---- Formatting ------------------------------------------------------------------------------------

type DateValue = Parameters<typeof formatDateTime>[0];

/**
 * The zone the screens below show times in: undefined is the browser's (a customer's screens);
 * the staff remotes give Eastern Time, the reports' zone (issue 23.2), and their times say "ET".
 */
export const DisplayZoneContext = createContext<string | undefined>(undefined);

/** Dates and money in the current language (and the screen's zone), built on the contract's one formatting module. */
export function useFormat() {
  const current = useLanguage();
  const zone = useContext(DisplayZoneContext);
  return useMemo(
    () => ({
      language: current,
      /** A moment in the screen's zone; on a staff screen (ET) followed by "ET". */
      dateTime: (value: DateValue) => {
        const text = formatDateTime(value, zone, current);
        return text && zone === REPORT_TIME_ZONE ? `${text} ${STAFF_ZONE_LABEL}` : text;
      },
      /** A moment's day in the screen's zone. */
      date: (value: DateValue) => formatDate(value, zone, current),
      usd: (amount: number | string | null | undefined) => formatUSD(amount, current),
      usdCents: (amount: number | null | undefined) => formatUSDWithCents(amount, current),
      /** A pickup date's id (yyyymmdd) as a date. */
      pickupDay: (id: string | null | undefined) => formatPickupDay(id, current),
    }),
    [current, zone],
  );
}

// ---- antd's own texts (pagination, empty tables, pickers) -------------------------------------------

const antdLocales: Partial<Record<Language, Locale>> = {};

async function loadAntdLocale(target: Language): Promise<void> {
  if (target === DEFAULT_LANGUAGE || antdLocales[target]) return;
  const { default: locale } = (await import('antd/es/locale/my_MM')) as { default: Locale };
  // antd's Burmese leaves the pager's size select in English.
  antdLocales[target] = { ...locale, Pagination: { ...locale.Pagination, page_size: 'စာမျက်နှာ အရွယ်အစား' } };
}

/**
 * antd's locale for the current language (undefined: antd's built-in English). Each app's antd
 * ConfigProvider takes it, since antd is not shared between apps.
 */
export function useAntdLocale(): Locale | undefined {
  return antdLocales[useLanguage()];
}
