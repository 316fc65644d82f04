import '@testing-library/jest-dom';
import { onlineManager } from '@tanstack/react-query';
import { configure } from '@testing-library/react';

// The one test set-up for every browser package, under the root jest run and a package's own.
// A timeout set here applies in both; `testTimeout` in a package config is ignored when the root
// runs the packages as projects. jsdom is slow on a loaded machine, hence the room.
jest.setTimeout(60_000);

// jsdom's visibility checks in *ByRole are slow (they compute every ancestor's style); closed
// dialogs, menus and hidden items are unmounted, so skipping the checks loses nothing. A loaded
// machine needs more than the 1 s default for async finds.
configure({ defaultHidden: true, asyncUtilTimeout: 5_000 });

// The API clients log the real error before turning it into "Unknown server error" (docs/product.md#errors);
// failure tests provoke that on purpose, so those lines are noise. Everything else still prints.
const realError = console.error;
console.error = (...args: unknown[]) => {
  if (args[0] instanceof Error && args[0].name === 'ApiError') return;
  realError(...args);
};

// Each test is a fresh page, but TanStack's onlineManager is one per module registry: a test that
// takes the fake server down marks it offline (shared/src/query/query-client.ts), and the next
// test's queries would wait paused.
afterEach(() => onlineManager.setOnline(true));

// jsdom lacks matchMedia (the theme store and the pickers' list height read it).
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

// jsdom does not implement getComputedStyle for pseudo elements: the second argument is dropped.
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

// jsdom has no MessageChannel; React's scheduler posts its work through one where there is no
// setImmediate, as in a browser.
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

// jsdom has the <dialog> element but not its modal behaviour: showModal and close toggle `open`
// (the element's display) and showModal focuses the first focusable element, an Escape nothing has used asks the last opened modal dialog with a
// cancelable `cancel` event and closes it unless refused, as a browser does.
if (!HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.open = true;
    modals.push(this);
    // The dialog focusing steps: the first focusable element inside.
    this.querySelector<HTMLElement>(
      'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    )?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
