// The catalogues and the code agree (issue 24): every key the code uses is in its English catalogue,
// every English key is used, every customer-facing namespace is complete in Burmese with its source
// and status at its top, placeholders match, and the spec's English texts are kept word for word.
import fs from 'node:fs';
import path from 'node:path';
import { confirmDeleteAddress, confirmMakeDefault, FIELD_MSG, MSG } from '@fcs/shared/model/messages';
import { ADDRESS_MSG } from '@fcs/shared/model/addresses';
import { CUSTOMER_MSG } from '@fcs/shared/model/users';
import { DROPOFF_MSG } from '@fcs/shared/model/dropoffs';
import { INVOICE_MSG } from '@fcs/shared/model/invoices';
import { PICKUP_MACHINE, pickupConflictMessage } from '@fcs/shared/model/machines';
import { PACKAGE_MSG } from '@fcs/shared/model/packages';
import { PHONE_INVALID_MSG } from '@fcs/shared/model/phone';
import { PICKUP_MSG } from '@fcs/shared/model/pickups';
import { PROFILE_MSG } from '@fcs/shared/model/profile';
import { PICKUP_STATUSES } from '@fcs/shared/model/status';
import { OFFICE_HOURS } from '@fcs/shared/model/constants';
import { TEMPLATE_MSG } from '@fcs/shared/model/report-templates';
import { SETTINGS_MENU } from '@fcs/shared/model/settings';
import { confirmAcceptCustomer, confirmDeleteInvite, confirmDisableCustomer, confirmEnableCustomer } from '@fcs/shared/model/users';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALES = path.join(__dirname, 'locales');

/** @fcs/shared's staff-only building blocks: their texts are the "staff" catalogue, not "ui". */
const STAFF_UI = [
  'chosen-customer-field',
  'customer-search',
  'staff-select',
  'csv-download-button',
  'photo-picker',
  'qr-button',
  'qr-label-dialog',
  'status-link-revoke',
].map((f) => `shared/src/ui/${f}.tsx`);

/**
 * Each namespace: the folders (or files) whose code uses it, those left out, and whether customers
 * read it (then Burmese is complete).
 */
export const NAMESPACES: Record<string, { dirs: string[]; except?: string[]; customer: boolean }> = {
  ui: { dirs: ['shared/src/ui', 'shared/src/hooks', 'shared/src/dev'], except: STAFF_UI, customer: true },
  staff: { dirs: STAFF_UI, customer: false },
  customer: { dirs: ['mf-customer/src'], customer: true },
  shell: { dirs: ['shell/src'], customer: true },
  admin: { dirs: ['mf-admin/src'], customer: false },
  reports: { dirs: ['mf-reports/src'], customer: false },
  dropoffs: { dirs: ['mf-dropoffs/src'], customer: false },
  pickups: { dirs: ['mf-pickups/src'], customer: false },
};

type Tree = { [key: string]: string | Tree };
const read = (language: string, ns: string): Tree | null => {
  const file = path.join(LOCALES, language, `${ns}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : null;
};
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (!prefix && key === '_meta') continue;
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
function sourceFiles(dir: string): string[] {
  if (fs.statSync(path.join(ROOT, dir)).isFile()) return [path.join(ROOT, dir)];
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true }).flatMap((e) => {
    const file = path.join(e.parentPath, e.name);
    return e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** The keys the code of a namespace names: t('key'), and t(`prefix.${x}`) as a prefix. */
function usedKeys(ns: string): { keys: Set<string>; prefixes: Set<string> } {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const except = new Set((NAMESPACES[ns]!.except ?? []).map((f) => path.join(ROOT, f)));
  for (const file of NAMESPACES[ns]!.dirs.flatMap(sourceFiles).filter((f) => !except.has(f))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\bt\(\s*'([^']+)'/g)) keys.add(m[1]!);
    for (const m of code.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)) prefixes.add(m[1]!);
  }
  return { keys, prefixes };
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(Object.keys(NAMESPACES))('the "%s" catalogue', (ns) => {
  const english = flatten(read('en', ns) ?? {});
  const { keys, prefixes } = usedKeys(ns);

  // i18next's plural forms: t('x', { count }) reads x_one, x_other…
  const plural = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

  it('has every key the code uses', () => {
    expect([...keys].filter((k) => !english.has(k) && !english.has(`${k}_other`))).toEqual([]);
  });

  it('has no key that nothing uses', () => {
    const used = (k: string) => keys.has(k) || keys.has(plural(k)) || [...prefixes].some((p) => p && k.startsWith(p));
    expect([...english.keys()].filter((k) => !used(k))).toEqual([]);
  });

  if (NAMESPACES[ns]!.customer) {
    it('is complete in Burmese, with the same placeholders, its source and its status at the top', () => {
      const raw = read('my', ns) ?? {};
      expect(Object.keys(raw)[0]).toBe('_meta');
      const meta = raw._meta as Record<string, string>;
      expect(meta.source).toBeTruthy();
      expect(meta.status).toMatch(/^(machine-drafted|reviewed)/);
      const burmese = flatten(raw);
      expect([...english.keys()].filter((k) => !burmese.get(k)?.trim())).toEqual([]);
      expect([...burmese.keys()].filter((k) => !english.has(k))).toEqual([]);
      const mismatched = [...english].filter(([k, v]) => placeholders(v).join() !== placeholders(burmese.get(k) ?? '').join());
      expect(mismatched).toEqual([]);
    });
  }
});

describe('the "messages" catalogue (the contract’s texts, keyed by their English)', () => {
  // Everything the api or a customer form can say to a customer.
  const customerTexts = [
    ...Object.values(FIELD_MSG).filter((m) => !/Staff|Customer/.test(m)),
    MSG.exceed30,
    MSG.notFound,
    MSG.logoutConfirm,
    MSG.joinInvited,
    MSG.deleteAddress,
    MSG.makeDefaultAddress,
    MSG.updateAddress,
    MSG.addAddress,
    MSG.updatePickup,
    MSG.updatedProfile,
    MSG.requestPickup,
    MSG.cancelPickup,
    MSG.updatedEmail,
    MSG.updatedVerificationEmail,
    MSG.zoneNotFound,
    MSG.signupPrompt,
    ...Object.entries(PROFILE_MSG)
      .filter(([k]) => k !== 'codeSubject')
      .map(([, v]) => v),
    PHONE_INVALID_MSG,
    PICKUP_MSG.notFound,
    PICKUP_MSG.addressNotFound,
    PICKUP_MSG.zoneUnknown,
    PICKUP_MSG.zoneMismatch,
    PICKUP_MSG.dateInvalid,
    PICKUP_MSG.datePast,
    ...Object.values(ADDRESS_MSG),
    CUSTOMER_MSG.accountDisabled,
    INVOICE_MSG.notFound,
    DROPOFF_MSG.notFound,
    PACKAGE_MSG.notFound,
    PICKUP_MACHINE.stale,
    ...PICKUP_STATUSES.filter((s) => s !== 'requested').flatMap((s) => [
      pickupConflictMessage(s, 'edit'),
      pickupConflictMessage(s, 'cancel'),
    ]),
  ];
  const raw = read('my', 'messages') ?? {};
  const burmese = flatten(raw);

  it('says every text a customer can meet in Burmese', () => {
    expect(customerTexts.filter((m) => !burmese.get(m)?.trim())).toEqual([]);
  });

  it('holds only texts of the contract, and says where it comes from', () => {
    expect([...burmese.keys()].filter((k) => !customerTexts.includes(k))).toEqual([]);
    expect((raw._meta as Record<string, string>).status).toMatch(/^(machine-drafted|reviewed)/);
  });
});

describe('the spec’s English texts are kept word for word', () => {
  const customer = flatten(read('en', 'customer') ?? {});
  const ui = flatten(read('en', 'ui') ?? {});
  const fill = (text: string | undefined, values: Record<string, string>) =>
    (text ?? '').replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? '');

  it('in the address questions and the red "Not found"', () => {
    expect(fill(customer.get('addresses.confirmDelete'), { name: 'Alice Carter' })).toBe(confirmDeleteAddress('Alice Carter'));
    expect(fill(customer.get('addresses.confirmMakeDefault'), { name: 'Alice Carter' })).toBe(confirmMakeDefault('Alice Carter'));
    expect(ui.get('package.notFound')).toBe(MSG.notFound);
  });

  it('in the office hours and the Track page', () => {
    const shell = flatten(read('en', 'shell') ?? {});
    expect([shell.get('contact.weekdays'), shell.get('contact.sunday')]).toEqual(OFFICE_HOURS.map((h) => `${h.days}: ${h.hours}`));
    expect(shell.get('track.notFound')).toBe(MSG.notFound);
  });

  it('on the staff screens', () => {
    const reports = flatten(read('en', 'reports') ?? {});
    expect(fill(reports.get('templates.confirmDelete'), { name: 'Packages' })).toBe(TEMPLATE_MSG.deleteConfirm('Packages'));
    const admin = flatten(read('en', 'admin') ?? {});
    const name = { name: 'Alice Carter' };
    expect(['disable', 'enable', 'deleteInvite', 'accept'].map((k) => fill(admin.get(`customers.confirm.${k}`), name))).toEqual(
      [confirmDisableCustomer, confirmEnableCustomer, confirmDeleteInvite, confirmAcceptCustomer].map((f) => f(name.name)),
    );
    expect(SETTINGS_MENU.map((p) => admin.get(`settings.menu.${p.kind === 'link' ? p.route : p.slug}`))).toEqual(
      SETTINGS_MENU.map((p) => p.label),
    );
  });
});

describe('the bundled English reads as i18next reads it', () => {
  it('gives every key of every English catalogue exactly as i18next does, values, plurals and defaults alike', async () => {
    const { createEngine } = await import('./engine');
    const { englishT, registerCatalogue } = await import('./index');
    const files = fs.readdirSync(path.join(LOCALES, 'en')).map((f) => f.replace(/\.json$/, ''));
    const catalogues = new Map(files.map((ns) => [ns, read('en', ns) ?? {}]));
    for (const [ns, texts] of catalogues) registerCatalogue(ns, texts, {});
    const engine = await createEngine(catalogues, () => undefined);
    for (const [ns, texts] of catalogues) {
      const ours = englishT(ns);
      const theirs = engine.getFixedT('en', ns);
      for (const [key, text] of flatten(texts)) {
        const base = key.replace(/_(one|other)$/, '');
        const values = Object.fromEntries(placeholders(text).map((p) => [p, `<${p}>`]));
        for (const options of [values, { ...values, count: 1 }, { ...values, count: 3 }])
          expect([ns, base, ours(base, options)]).toEqual([ns, base, theirs(base, options)]);
      }
      expect(ours('no.such.key', { defaultValue: 'Fallback {{x}}', x: 1 })).toBe(
        theirs('no.such.key', { defaultValue: 'Fallback {{x}}', x: 1 }),
      );
    }
  });
});
