import { onEveryPage } from './page-load.ts';

/**
 * 'Read more' for clamped text (ClampedProse.astro): the button appears only where the
 * text runs past its clamp, and toggles it open and closed with `aria-expanded`.
 */
function setUp(block: HTMLElement): void {
  const button = block.querySelector<HTMLButtonElement>('[data-read-more]');
  const text = button?.getAttribute('aria-controls');
  const target = text ? document.getElementById(text) : null;
  if (!button || !target || block.dataset['clampReady'] !== undefined) return;
  block.dataset['clampReady'] = '';
  if (target.scrollHeight <= target.clientHeight + 1) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const open = target.classList.toggle('is-open');
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open ? 'Read less' : 'Read more';
  });
}

// Set up on the page loaded and on every page the client router swaps in.
onEveryPage(() => {
  for (const block of document.querySelectorAll<HTMLElement>('[data-clamp]')) setUp(block);
});
