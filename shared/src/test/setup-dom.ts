import '@testing-library/jest-dom';

// jsdom lacks matchMedia (antd's responsive hooks and our theme store read it).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement getComputedStyle for pseudo elements; antd asks for them.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => realGetComputedStyle(element);

if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

// jsdom has no MessageChannel; antd's Form (rc-component/form) schedules watch callbacks with it.
// A timer-based stand-in keeps the macro-task semantics without holding the test process open.
if (!('MessageChannel' in window)) {
  class MessagePortShim {
    onmessage: ((event: MessageEvent) => void) | null = null;
    other: MessagePortShim | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
    }
    close() {}
  }
  class MessageChannelShim {
    port1 = new MessagePortShim();
    port2 = new MessagePortShim();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.defineProperty(window, 'MessageChannel', { writable: true, value: MessageChannelShim });
}
