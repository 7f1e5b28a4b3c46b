// jsdom has no MessageChannel; antd's Select opens its list through one (the root jest.setup-dom.cjs lacks it).
if (typeof globalThis.MessageChannel === 'undefined') {
  class LocalChannel {
    port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  Object.assign(globalThis, { MessageChannel: LocalChannel });
}

// jsdom does not implement getComputedStyle(elt, pseudoElt), which antd's scroll locker calls.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);
