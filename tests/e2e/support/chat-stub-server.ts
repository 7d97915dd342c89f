import { createServer, type Server } from 'node:http';

/** Where the stub chat answers: `/embed/{code}`, as a chat service's embed URL would. */
const EMBED_PATH = /^\/embed\/([^/]+)$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A page that names the chat room it was opened for, so a test can tell which code reached it.
 * Its landmark is labelled: axe wants it told apart from the site's own `main` around the frame.
 */
function chatPage(code: string): string {
  const room = escapeHtml(code);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chat room ${room}</title></head>` +
    `<body><main aria-label="Chat room"><h1>Chat room ${room}</h1><p data-chat-room="${room}">Say hello to the other listeners.</p></main></body></html>`
  );
}

/** A running stub chat service. */
export interface ChatStub {
  /** Its origin, e.g. http://127.0.0.1:41235: another origin than the site's. */
  readonly origin: string;
  /** The site's CHAT_EMBED_URL for it: `{origin}/embed/{code}`. */
  readonly embedUrl: string;
  close(): Promise<void>;
}

/**
 * A tiny chat service on its own loopback port, which the e2e build embeds as the live chat
 * (CHAT_EMBED_URL), so the chat iframe really loads from another origin under the site's CSP.
 */
export async function startChatStub(): Promise<ChatStub> {
  const server: Server = createServer((request, response) => {
    // The path is matched as sent: the site URL-encodes the code, and a room name needs no decoding to be shown.
    const match = EMBED_PATH.exec(new URL(request.url ?? '/', 'http://stub').pathname);
    if (request.method !== 'GET' || match?.[1] === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(chatPage(match[1]));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The chat stub has no port.');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    embedUrl: `${origin}/embed/{code}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
