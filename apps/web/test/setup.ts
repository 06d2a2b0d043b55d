import '@testing-library/jest-dom/vitest';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { closeGlobalModal } from '../src/lib/global-modals';
import { clearSession } from '../src/lib/session';

// findBy*/waitFor give up after 1 s by default: a lazily loaded modal on a busy 2-core machine can take longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine reads; these shims answer as a wide desktop screen would.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

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

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverShim as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosize Textarea re-measures when web fonts finish loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() } });
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Markup the browser would repair (a <p> inside a <p>, a <div> inside a <button>) draws differently from what React
// holds, and screen readers read the repaired tree. React only warns: here the warning fails the test that rendered it.
const INVALID_NESTING = /cannot contain a nested|cannot be a descendant of|cannot be a child of|validateDOMNesting/;
const nestingWarnings: string[] = [];
const reportError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [format, ...values] = args.map(String);
  if (format && INVALID_NESTING.test(format)) nestingWarnings.push(format.replace(/%s/g, () => values.shift() ?? '').split('\n')[0]!);
  reportError(...args);
};

afterEach(async () => {
  // A toast asked for near a test's end is shown once lib/notify.ts has its store's module: let it land before the
  // store is cleaned below, or it shows up in the next test.
  await import('../src/lib/notifications-store');
  await new Promise((resolve) => setTimeout(resolve, 0));
  cleanup();
  // Through the session module, so its cached snapshot is dropped as well as the storage.
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  closeGlobalModal();
  // Mantine's toast store is module-wide: without this, one test's toasts show up in the next.
  cleanNotifications();
  cleanNotificationsQueue();
  const warnings = nestingWarnings.splice(0);
  if (warnings.length > 0) throw new Error(`Invalid HTML nesting rendered: ${warnings.join('; ')}`);
});
