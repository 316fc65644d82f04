// Runs while the page is parsed, right after the boot frame of a page titled by its data (the API
// writes it into the page and allows it by its CSP hash): draws the page's title as the app saved it
// on the last visit (src/layout/first-screen.ts, which this mirrors: it runs before any module), and
// shows the frame only then. Another session's record, or none, leaves the frame hidden.
{
  const frame = document.currentScript?.previousElementSibling;
  try {
    const token = localStorage.getItem('access_token');
    const saved = JSON.parse(localStorage.getItem('first-screens') || 'null');
    const screen =
      token && saved && saved.owner === token.slice(-16) && saved.screens?.[location.pathname];
    const title = frame?.querySelector('h1');
    if (title && screen && typeof screen.title === 'string' && screen.title) {
      title.textContent = screen.title;
      const end = document.createElement('i');
      end.className = 'org-boot__end';
      end.hidden = true;
      frame.append(end);
    }
  } catch {
    /* storage unavailable or the record unreadable: the app draws the page as it starts */
  }
}
