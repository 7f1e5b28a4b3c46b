// A remote's texts arriving while the language changes: the race seen in e2e (burmese.spec.ts), where
// a customer signing in saw the whole page in Burmese but for the Track page's recent cards, whose
// catalogue (mf-customer) registered while the Burmese catalogues were being fetched.
import { LANGUAGE_STORAGE_KEY } from '@fcs/shared/model/languages';

type I18n = typeof import('./index');
type Rtl = typeof import('@testing-library/react/pure');

/**
 * A fresh copy of the module (its language state is the module's own), with the React it renders with
 * (testing-library's pure entry: the isolated copy adds no hooks; `cleanup` after each test).
 */
const cleanups: (() => void)[] = [];
async function freshI18n(): Promise<{ i18n: I18n; act: Rtl['act']; renderHook: Rtl['renderHook']; waitFor: Rtl['waitFor'] }> {
  let i18n!: I18n;
  let rtl!: Rtl;
  await jest.isolateModulesAsync(async () => {
    i18n = await import('./index');
    rtl = await import('@testing-library/react/pure');
    cleanups.push(rtl.cleanup);
  });
  return { i18n, act: rtl.act, renderHook: rtl.renderHook, waitFor: rtl.waitFor };
}

/** A loader that answers once `release` is called, and says when it was first asked. */
function heldLoader(texts: Record<string, string>) {
  let asked!: () => void;
  let release!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const load = async () => {
    asked();
    await released;
    return texts;
  };
  return { load, wasAsked, release };
}

const late = { english: { bye: 'Goodbye' }, burmese: { bye: 'သွားတော့မယ်' } };

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  localStorage.clear();
});

describe('a namespace registered while another language loads', () => {
  it('is shown in that language once a chosen language lands (setLanguage)', async () => {
    const { i18n, act, renderHook } = await freshI18n();
    const early = heldLoader({ hi: 'မင်္ဂလာပါ' });
    i18n.registerCatalogue('early', { hi: 'Hello' }, { my: early.load });
    const switching = i18n.setLanguage('my');
    // The Burmese catalogues are being fetched when the remote's arrives.
    await early.wasAsked;
    i18n.registerCatalogue('late', late.english, { my: async () => late.burmese });
    early.release();
    await act(() => switching);

    expect(i18n.currentLanguage()).toBe('my');
    const { result } = renderHook(() => ({ early: i18n.useT('early'), late: i18n.useT('late') }));
    expect(result.current.early('hi')).toBe('မင်္ဂလာပါ');
    expect(result.current.late('bye')).toBe('သွားတော့မယ်');
  });

  it('is shown in that language when the page starts in it (the remembered choice)', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'my');
    const { i18n, renderHook, waitFor } = await freshI18n();
    const early = heldLoader({ hi: 'မင်္ဂလာပါ' });
    i18n.registerCatalogue('early', { hi: 'Hello' }, { my: early.load });
    await early.wasAsked;
    i18n.registerCatalogue('late', late.english, { my: async () => late.burmese });
    early.release();

    // Screens wait (Suspense) until every catalogue is here; then they read Burmese.
    const { result } = renderHook(() => i18n.useT('late'));
    await waitFor(() => expect(result.current).toEqual(expect.any(Function)));
    expect(i18n.currentLanguage()).toBe('my');
    expect(result.current('bye')).toBe('သွားတော့မယ်');
  });
});
