// Code of a panel below the fold, loaded when it is needed rather than as the page loads: when the
// panel's server HTML (found by an element id inside it) comes into view, at the person's first scroll,
// touch, click or key, or when React replaces that HTML, whichever is first. A page rendered in the
// browser (a client-side navigation) has no server HTML for it yet, and loads the code at once. On the
// server nothing waits. While the code waits, React keeps the panel's server HTML in place (its Suspense
// boundary stays dehydrated), so nothing moves and the page's own first JavaScript does not carry it.

const INTERACTIONS = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/** Resolves when the element with `id` is on screen, at the first interaction, or when it is replaced. */
export function whenNeeded(id: string): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '0px' },
    );
    // React dropped the server HTML to draw the panel itself (an update reached it first): load now.
    const removal = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    function done() {
      observer.disconnect();
      removal.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(element);
    removal.observe(document.body, { childList: true, subtree: true });
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}
