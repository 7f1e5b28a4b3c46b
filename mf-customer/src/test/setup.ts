// What jsdom lacks beyond the root setup, for antd 6:
// - MessageChannel: Select (the page-size changer) schedules with it;
// - getComputedStyle(elt, pseudoElt): antd measures the scrollbar with a pseudo-element.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    other: Port | null = null;
    onmessage: ((e: { data: unknown }) => void) | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  Object.assign(globalThis, {
    MessageChannel: class {
      port1 = new Port();
      port2 = new Port();
      constructor() {
        this.port1.other = this.port2;
        this.port2.other = this.port1;
      }
    },
  });
}
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

export {};
