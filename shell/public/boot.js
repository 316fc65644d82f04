// Runs before first paint (the API writes it into the page and allows it by its CSP hash).
// Applies the remembered theme, and shows the pre-rendered /login markup in index.html when that is
// the page React will render, so a signed-out visitor sees the form before any JavaScript bundle
// has arrived; a signed-in one sees the pre-rendered layout and title of the page, when the server
// put one in.
{
  const root = document.documentElement;
  try {
    const stored = localStorage.getItem('darkMode');
    const dark =
      stored === null ? matchMedia('(prefers-color-scheme: dark)').matches : stored === 'true';
    if (dark) root.classList.add('dark');
    const path = location.pathname;
    const signedOut = !localStorage.getItem('access_token');
    if (signedOut && (path === '/' || path === '/login') && !/[?&]email=/.test(location.search)) {
      root.setAttribute('data-boot', 'login');
    } else if (!signedOut) {
      root.setAttribute('data-boot', 'app');
    }
  } catch {
    /* storage unavailable: the app renders as soon as its scripts run */
  }
}

// The app's scripts (index.html has them as `<script data-start>` placeholders, see
// start-after-paint.ts) start once the page has painted: what the HTML shows paints without waiting
// for them to be evaluated. The page's manifest link and the server's preloads of the route's
// remote (`<template data-start>`) start with them, and so, when the signed-in app is what starts,
// do the preloads of the app's own files (`<template data-start-app>`, signed-in-preloads.ts). A
// hidden tab paints nothing, so it starts them when parsed.
{
  let started = false;
  const append = (template) => document.head.append(template.content.cloneNode(true));
  const start = () => {
    if (started) return;
    started = true;
    for (const placeholder of document.querySelectorAll('script[data-start]')) {
      const script = document.createElement('script');
      script.src = placeholder.getAttribute('data-start');
      script.async = false;
      document.head.append(script);
    }
    if (document.documentElement.getAttribute('data-boot') === 'app') {
      for (const preloads of document.querySelectorAll('template[data-start-app]'))
        append(preloads);
    }
    for (const preloads of document.querySelectorAll('template[data-start]')) append(preloads);
  };
  // The page shows a boot frame (the signed-out form, or a signed-in page's frame and saved copy).
  const framed = () =>
    document.querySelector(
      ':root[data-boot="login"] .org-boot:has(.org-boot__end), :root[data-boot="app"] .org-boot-app:has(.org-boot__end)',
    ) !== null;
  const startSoon = () => setTimeout(start);
  if (document.visibilityState === 'hidden') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    // Once the first contentful paint has been presented (not only produced): requests started
    // before it would compete with it, on a slow phone and in Lighthouse's simulation alike.
    try {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
        observer.disconnect();
        startSoon();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      /* no paint timing: the frames below decide */
    }
    // Nothing to paint before the app (no frame for this page), or no paint timing: after the
    // second frame. A frame that never reports its paint still starts the app, a little later.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!framed() || typeof PerformanceObserver === 'undefined') startSoon();
        else setTimeout(start, 500);
      }),
    );
  }
}
