// The DOM suites' environment: jest's jsdom, with jsdom's search for the style rules of an element
// done through an index instead of by trying every rule.
//
// Why: every getByRole asks whether each candidate (and what its name is made of) is hidden, which
// is getComputedStyle; after any change to the page jsdom computes an element's style again by
// matching it against every rule of every sheet, and antd's CSS-in-JS puts about 1,900 rules in the
// page. A third of the DOM suites' processor time went there (a CPU profile of the addresses file:
// 7.5 of 22.5 s in jsdom's handleSheet).
//
// What stays the same: jsdom's own code decides. Only the rules an element cannot match are skipped:
// a selector matches an element only if its last compound does, and that needs the element to have
// the compound's id, one of its classes or its tag. Each sheet's rules are indexed by that key (a
// rule with a selector of no such key is always tried), the candidates are matched with jsdom's own
// matcher in the sheet's order, and the declaration is built and cached exactly as jsdom builds it.
// FCS_JSDOM_STYLE_CHECK=1 builds every declaration both ways and fails on any difference.
const path = require('node:path');

const jsdomDir = path.dirname(require.resolve('jsdom/package.json', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] }));
const internal = (file) => path.join(jsdomDir, 'lib/jsdom', file);
// jsdom's browser/Window.js takes getDeclarationForElement when it is first loaded: it must not be yet.
if (require.cache[internal('browser/Window.js')])
  throw new Error('jest.jsdom-env.cjs: jsdom was loaded before its style rules were indexed');
const styleRules = require(internal('living/helpers/style-rules.js'));
const { matchesDontThrow } = require(internal('living/helpers/selectors.js'));
const defaultStyleSheet = require(internal('browser/default-stylesheet.js'));
const cssom = require(require.resolve('rrweb-cssom', { paths: [jsdomDir] }));
const { CSSStyleDeclaration } = require(require.resolve('cssstyle', { paths: [jsdomDir] }));
const original = styleRules.getDeclarationForElement;
if (typeof original !== 'function' || typeof matchesDontThrow !== 'function')
  throw new Error('jest.jsdom-env.cjs: this jsdom has no getDeclarationForElement or matchesDontThrow (written for jsdom 26)');

/**
 * Calls `visit(c, i)` for each character of `s` outside brackets, parentheses and escapes; `visit`
 * may answer how many characters to skip. Answers the depth at the end (0 when balanced).
 */
function scanTopLevel(s, visit) {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) i += visit(c, i) ?? 0;
  }
  return depth;
}

/** The top-level parts of a selector list ("a, b:is(c, d)" → "a", "b:is(c, d)"). */
function splitList(selector) {
  const parts = [];
  let start = 0;
  scanTopLevel(selector, (c, i) => {
    if (c !== ',') return;
    parts.push(selector.slice(start, i));
    start = i + 1;
  });
  parts.push(selector.slice(start));
  return parts;
}

const IDENT = /^(?:\\.|[\w\u00a0-\uffff-])+/;
const unescape = (ident) => ident.replace(/\\(.)/g, '$1').toLowerCase();
const COMBINATORS = new Set([' ', '>', '+', '~', '\n', '\t']);

/**
 * The key an element must have to match this complex selector: "#id", ".class" or "tag" of its last
 * compound (outside any :is(), :not(), [attr] …), lower-cased; null when it has none.
 */
function keyOf(complex) {
  const s = complex.trim();
  // The start of the last compound: after the last combinator at the top level.
  let start = 0;
  if (scanTopLevel(s, (c, i) => void (COMBINATORS.has(c) && (start = i + 1))) !== 0) return null;
  const compound = s.slice(start);
  if (!compound) return null;
  let id = null;
  let cls = null;
  let malformed = false;
  scanTopLevel(compound, (c, i) => {
    if (c !== '.' && c !== '#') return;
    const ident = IDENT.exec(compound.slice(i + 1))?.[0];
    if (!ident) return void (malformed = true);
    if (c === '#') id = `#${unescape(ident)}`;
    else cls = `.${unescape(ident)}`;
    return ident.length;
  });
  if (malformed) return null;
  const tag = IDENT.exec(compound)?.[0];
  return id ?? cls ?? (tag && tag !== '*' ? unescape(tag) : null);
}

/** A rule's keys, or null when it must always be tried (a selector of no key, or no selector at all). */
function keysOf(rule) {
  if (typeof rule.selectorText !== 'string') return null;
  const keys = new Set();
  for (const complex of splitList(rule.selectorText)) {
    const key = keyOf(complex);
    if (key === null) return null;
    keys.add(key);
  }
  return keys;
}

/**
 * A sheet's rules as jsdom tries them (a @media rule for "screen" stands for its inner rules, one
 * level down; other @media rules for none), each with its place, in `always` or under its keys.
 */
function indexSheet(sheet) {
  const index = { always: [], byKey: new Map(), rules: [] };
  const add = (rule) => {
    const at = index.rules.push(rule) - 1;
    const keys = keysOf(rule);
    if (keys === null) index.always.push(at);
    else
      for (const key of keys) {
        const list = index.byKey.get(key);
        if (list) list.push(at);
        else index.byKey.set(key, [at]);
      }
  };
  for (const rule of sheet.cssRules) {
    if (rule.media) {
      if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) for (const inner of rule.cssRules) add(inner);
    } else add(rule);
  }
  return index;
}

/** Each sheet's index, made again when its rules change (cssRules is the sheet's own array). */
const indexes = new WeakMap();
function indexFor(sheet) {
  const rules = sheet.cssRules;
  const known = indexes.get(sheet);
  if (known && known.length === rules.length && known.first === rules[0] && known.last === rules[rules.length - 1]) return known.index;
  const index = indexSheet(sheet);
  indexes.set(sheet, { length: rules.length, first: rules[0], last: rules[rules.length - 1], index });
  return index;
}

let parsedDefault;
/** The rules of every sheet that the element matches, in jsdom's order: the default sheet, then the document's. */
function forEachMatchingRule(elementImpl, handleRule) {
  parsedDefault ??= cssom.parse(defaultStyleSheet);
  const id = elementImpl.getAttributeNS(null, 'id');
  const keys = [elementImpl._localName.toLowerCase(), id ? `#${id.toLowerCase()}` : null];
  for (const c of (elementImpl.getAttributeNS(null, 'class') ?? '').split(/[ \t\n\f\r]+/)) if (c) keys.push(`.${c.toLowerCase()}`);
  for (const sheet of [parsedDefault, ...elementImpl._ownerDocument.styleSheets._list]) {
    const { always, byKey, rules } = indexFor(sheet);
    let candidates = always;
    for (const key of keys) {
      const list = key && byKey.get(key);
      if (list) candidates = candidates.concat(list);
    }
    if (candidates !== always) candidates = [...new Set(candidates)].sort((a, b) => a - b);
    for (const at of candidates) if (matchesDontThrow(elementImpl, rules[at].selectorText)) handleRule(rules[at]);
  }
}

/** jsdom's getDeclarationForElement (helpers/style-rules.js), with the indexed search for the rules. */
function indexedDeclaration(elementImpl) {
  const declaration = new CSSStyleDeclaration();
  const handleProperty = (style, property) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  forEachMatchingRule(elementImpl, (rule) => Array.prototype.forEach.call(rule.style, (p) => handleProperty(rule.style, p)));
  Array.prototype.forEach.call(elementImpl.style, (p) => handleProperty(elementImpl.style, p));
  return declaration;
}

const CHECK = process.env.FCS_JSDOM_STYLE_CHECK === '1';
let checked = 0;
if (CHECK) process.on('exit', () => process.stderr.write(`jest.jsdom-env.cjs: ${checked} declarations the same both ways\n`));
styleRules.getDeclarationForElement = (elementImpl) => {
  const document = elementImpl._ownerDocument;
  document._styleCache ??= new WeakMap();
  const cached = document._styleCache.get(elementImpl);
  if (cached) return cached;
  const declaration = indexedDeclaration(elementImpl);
  if (CHECK) {
    document._styleCache.delete(elementImpl);
    const expected = original(elementImpl).cssText;
    if (declaration.cssText !== expected) {
      // Written out as well: a query that retries (findBy…, waitFor) would keep the error to itself.
      const message = `jest.jsdom-env.cjs: <${elementImpl._localName} class="${elementImpl.getAttributeNS(null, 'class')}"> indexed "${declaration.cssText}", jsdom "${expected}"`;
      process.stderr.write(`${message}\n`);
      throw new Error(message);
    }
    checked++;
  }
  document._styleCache.set(elementImpl, declaration);
  return declaration;
};

module.exports = require('jest-environment-jsdom');
