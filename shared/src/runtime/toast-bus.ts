import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../domain/constants';
import { createStore } from './create-store';

type ToastVariant = 'default' | 'success' | 'destructive';
/** One button beside the text (e.g. "Poništi"); pressing it runs `onClick` and closes the toast. */
interface ToastAction {
  label: string;
  onClick: () => void;
}
interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; docs/product.md#constants default 5000. */
  duration?: number;
  action?: ToastAction;
}
export interface Toast extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastAction;
}

let nextId = 1;
/** Toasts show one at a time (docs/product.md#behaviour): the newest replaces the one on screen. */
const store = createStore<Toast | null>(null);

export const toastBus = {
  get: store.get,
  subscribe: store.subscribe,
  show(input: ToastInput): number {
    const toast: Toast = {
      id: nextId++,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
      action: input.action,
    };
    store.set(toast);
    return toast.id;
  },
  dismiss(id?: number) {
    const current = store.get();
    if (current && (id === undefined || current.id === id)) store.set(null);
  },
};

/** Shorthands used across the remotes. */
export const toast = Object.assign((input: ToastInput) => toastBus.show(input), {
  success: (title: string, description?: string) =>
    toastBus.show({ title, description, variant: 'success' }),
  error: (title: string, description?: string) =>
    toastBus.show({ title, description, variant: 'destructive' }),
});

export function useCurrentToast() {
  return useSyncExternalStore(toastBus.subscribe, toastBus.get, toastBus.get);
}

/**
 * Where toasts show while a modal dialog is open: inside it. The browser makes everything outside
 * the topmost modal <dialog> inert and draws it under the dialog's backdrop, so a toast left in the
 * page would be dimmed, unclickable and not announced (shared/src/ui/dialog.tsx registers its slot).
 */
const layers = createStore<readonly HTMLElement[]>([]);

export const toastLayer = {
  add(slot: HTMLElement) {
    layers.set([...layers.get().filter((layer) => layer !== slot), slot]);
  },
  remove(slot: HTMLElement) {
    layers.set(layers.get().filter((layer) => layer !== slot));
  },
};

const topLayer = () => layers.get().at(-1) ?? null;

/** The open dialog's slot the toasts show in, or null for the page. */
export function useToastLayer() {
  return useSyncExternalStore(layers.subscribe, topLayer, () => null);
}
