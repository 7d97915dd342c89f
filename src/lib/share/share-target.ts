/** The share window's size (rules §9). */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;

/** What is shared: the page's canonical URL and its title. */
export interface SharePayload {
  readonly url: string;
  readonly title: string;
}

/**
 * The message the native wrappers receive when a visitor shares in native mode (rules §1:
 * "through the device share sheet in the native app"). It is posted as a JSON string,
 * e.g. `{"type":"share","url":"https://…/composition/eroica","title":"Symphony No. 3"}`;
 * the wrapper opens the share sheet with it.
 */
export interface ShareBridgeMessage extends SharePayload {
  readonly type: 'share';
}

/** The native bridge message for a share. */
export function shareBridgeMessage(payload: SharePayload): string {
  const message: ShareBridgeMessage = { type: 'share', url: payload.url, title: payload.title };
  return JSON.stringify(message);
}

/**
 * The social network's share URL for a page: the sharer page of the configured network.
 * Facebook's sharer reads only the URL (the title comes from the page's Open Graph tags).
 */
export function socialShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

/**
 * `window.open` features of the 550x400 share window, centred on the visitor's window
 * when its position and size are known.
 */
export function shareWindowFeatures(screen?: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SHARE_WINDOW;
  const place =
    screen === undefined
      ? ''
      : `,left=${Math.max(0, Math.round(screen.left + (screen.width - width) / 2))},top=${Math.max(0, Math.round(screen.top + (screen.height - height) / 2))}`;
  return `popup=yes,width=${width},height=${height}${place},noopener,noreferrer`;
}
