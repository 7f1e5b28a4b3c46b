// i18next, the engine of every language but the bundled English: fetched (16 KB gzipped) the first
// time a person chooses another language, or starts in one (decision 0010).
import { createInstance, type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@fcs/shared/model/languages';

export type Catalogue = Record<string, unknown>;
export type CatalogueLoader = () => Promise<{ default: Catalogue } | Catalogue>;

/** An i18next instance holding `english` and reading any other language's namespace through `loaderOf`. */
export async function createEngine(
  english: ReadonlyMap<string, Catalogue>,
  loaderOf: (namespace: string, language: Language) => CatalogueLoader | undefined,
): Promise<i18n> {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = loaderOf(namespace, language as Language);
      // A namespace without this language falls back to its English.
      if (!load) return callback(null, {});
      load().then(
        (m) => callback(null, ('default' in m ? m.default : m) as ResourceKey),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
      );
    },
  };
  const engine = createInstance();
  await engine.use(backend).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    ns: [...english.keys()],
    defaultNS: false,
    partialBundledLanguages: true,
    resources: { en: Object.fromEntries(english) as Record<string, ResourceKey> },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return engine;
}
export type Engine = Awaited<ReturnType<typeof createEngine>>;
