// Runs while the page is parsed, right after a page's boot frame (the API writes it into the page
// and allows it by its CSP hash): paints the page's content as the app saved it on the last visit
// (src/layout/first-screen.ts, which this mirrors: it runs before any module), with the style rules
// it was painted with, in place of the frame's spinner; or, without a copy, the page's saved title. A frame with nothing of its own (a page titled by its data, a bare page) shows only
// then. Another session's record, or none, leaves the frame as the server sent it.
{
  const frame = document.currentScript?.previousElementSibling;
  try {
    const path = location.pathname;
    const token = localStorage.getItem('access_token');
    const saved = JSON.parse(localStorage.getItem('first-screens') || 'null');
    const screen = token && saved && saved.owner === token.slice(-16) && saved.screens?.[path];
    const place = frame?.querySelector('[data-screen]');
    if (screen && place) {
      const copy = JSON.parse(localStorage.getItem(`first-screen:${path}`) || 'null');
      const now = new Date();
      const two = (n) => String(n).padStart(2, '0');
      const today = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
      // A page that shows days as seen from today, copied on another day, would show it wrong; one
      // laid out for another width (a turned phone, a resized window) would jump when the app draws.
      const current =
        (typeof copy?.day !== 'string' || copy.day === today) &&
        (typeof copy?.width !== 'number' || copy.width === innerWidth);
      let shown = false;
      if (current && typeof copy?.html === 'string' && typeof copy.css === 'string') {
        const holder = document.createElement('div');
        holder.className = 'org-saved-screen';
        holder.setAttribute('inert', '');
        holder.setAttribute('aria-busy', 'true');
        // It draws no field (shared/src/ui/inert-picture.ts, PICTURE_CSS): a copy saved before
        // copies were taken without them still has its fields, which would take keys for nothing.
        holder.setAttribute('data-org-picture', '');
        const rules = document.createElement('style');
        rules.textContent = `${copy.css}[data-org-picture] :is(input:not([type="hidden"]), textarea, select, [contenteditable]:not([contenteditable="false"]), [data-org-field]){visibility:hidden!important}`;
        holder.append(rules);
        holder.insertAdjacentHTML('beforeend', copy.html);
        place.replaceChildren(holder);
        shown = true;
      } else {
        const title = frame.querySelector('h1');
        if (title && typeof screen.title === 'string' && screen.title) {
          title.textContent = screen.title;
          shown = true;
        }
      }
      if (shown && !frame.querySelector('.org-boot__end')) {
        const end = document.createElement('i');
        end.className = 'org-boot__end';
        end.hidden = true;
        frame.append(end);
      }
    }
  } catch {
    /* storage unavailable or the record unreadable: the app draws the page as it starts */
  }
}
