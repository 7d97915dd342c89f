import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import './video-player.css';
import VideoPlayer from './VideoPlayer.tsx';
import { videoSourceOf } from './video-source.ts';

const mounted = new Map<HTMLElement, Root>();

/**
 * Turns a video preview (`[data-video-preview]`, VideoPreview.astro) into the video player,
 * once. `autoplay` is for a visitor's click; previews that start by default show the player
 * without playing. Answers whether a player was mounted.
 */
export function mountVideoPlayer(preview: HTMLElement, autoplay: boolean): boolean {
  if (mounted.has(preview)) return false;
  const button = preview.querySelector('[data-player-action="watch"]');
  const source = videoSourceOf(preview.dataset, button?.textContent ?? '');
  if (source === null) return false;
  preview.classList.add('video-preview--player');
  const root = createRoot(preview);
  root.render(createElement(VideoPlayer, { source, autoplay }));
  mounted.set(preview, root);
  return true;
}

// The client router replaces the page's content: players of the page being left are
// disposed of (video.js, its network requests and analytics listeners) with it.
document.addEventListener('astro:before-swap', () => {
  for (const root of mounted.values()) root.unmount();
  mounted.clear();
});
