import { site } from '../../config/site.ts';
import { mediaUrl } from '../../lib/catalog/image-sources.ts';
import { compositionPath, withBase } from '../../lib/catalog/routes.ts';
import type { BarPart } from './bar-part.ts';
import { element, setAttribute, setText, syncChildren } from './elements.ts';
import { emphasisText } from './emphasis-text.ts';

/** What is playing: artwork, the composition (a link to its page), composer, performers and movement. */
export function createTrackInfo(): BarPart {
  const art = element('img', { class: 'player-bar__art', alt: '', width: 96, height: 54 });
  const link = element('a');
  const title = element('p', { class: 'player-bar__title' }, [link]);
  const composer = element('p', { class: 'player-bar__composer' });
  const performers = element('p', { class: 'player-bar__performers' });
  const movementTitle = document.createTextNode('');
  const movement = element('p', { class: 'player-bar__movement' }, [
    element('span', { class: 'visually-hidden' }, ['Movement: ']),
    movementTitle,
  ]);
  const text = element('div', { class: 'player-bar__text' });
  const root = element('div', { class: 'player-bar__track' });
  let shownTitle: string | null = null;

  return {
    element: root,
    update({ item, movement: current }) {
      setAttribute(art, 'src', item.image === null ? null : mediaUrl(item.image, site.mediaBase));
      setAttribute(link, 'href', withBase(compositionPath(item.composition_identifier), site.basePath));
      if (item.title !== shownTitle) link.replaceChildren(...emphasisText(item.title));
      shownTitle = item.title;
      setText(composer, item.composer);
      setText(performers, item.performers.join(' · '));
      movementTitle.data = current?.title ?? '';
      syncChildren(text, [
        title,
        item.composer === '' ? null : composer,
        item.performers.length === 0 ? null : performers,
        current === null ? null : movement,
      ]);
      syncChildren(root, [item.image === null ? null : art, text]);
    },
  };
}
