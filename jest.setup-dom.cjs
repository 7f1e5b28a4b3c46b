// jsdom lacks what antd and react-router need.
require('@testing-library/jest-dom');
// antd renders large trees and a CI machine of 2 cores runs the api's suite beside: async queries
// (findBy…, waitFor) wait up to 15 s for what a quiet machine shows in well under one.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });
const { TextEncoder, TextDecoder } = require('util');
Object.assign(global, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  // Width queries are answered for jsdom's window (1024 px wide: a desktop), the rest as false.
  const widthMatches = (query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
  };
  window.matchMedia = (query) => ({
    matches: widthMatches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
// antd's Select schedules with MessageChannel (a timer-backed one: the real one keeps jest alive);
// jsdom's getComputedStyle ignores the pseudo-element argument antd passes.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    constructor() {
      this.other = null;
      this.onmessage = null;
    }
    postMessage(data) {
      setTimeout(() => this.other && this.other.onmessage && this.other.onmessage({ data }), 0);
    }
    close() {}
  }
  globalThis.MessageChannel = class {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt) => computedStyle(elt);
