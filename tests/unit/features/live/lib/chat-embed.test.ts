import { describe, expect, it } from 'vitest';
import { CHAT_SANDBOX, chatEmbedUrl } from '../../../../../src/features/live/lib/chat-embed.ts';

const TEMPLATE = 'https://chat.example.org/embed/{code}?theme=dark';

describe('chatEmbedUrl', () => {
  it('puts the chat_code into the configured template, URL-encoded', () => {
    expect(chatEmbedUrl(TEMPLATE, 'rco-live-chat-01')).toBe(
      'https://chat.example.org/embed/rco-live-chat-01?theme=dark',
    );
    expect(chatEmbedUrl(TEMPLATE, ' a/b?c ')).toBe('https://chat.example.org/embed/a%2Fb%3Fc?theme=dark');
  });

  it('answers null without a code or without a configured chat', () => {
    expect(chatEmbedUrl(TEMPLATE, '  ')).toBeNull();
    expect(chatEmbedUrl('', 'rco-live-chat-01')).toBeNull();
    expect(chatEmbedUrl('https://chat.example.org/embed', 'rco-live-chat-01')).toBeNull();
  });

  it('refuses templates that are not https, bar a chat on this machine', () => {
    expect(chatEmbedUrl('http://chat.example.org/{code}', 'x')).toBeNull();
    expect(chatEmbedUrl('javascript:alert("{code}")', 'x')).toBeNull();
    expect(chatEmbedUrl('not a url {code}', 'x')).toBeNull();
    expect(chatEmbedUrl('http://127.0.0.1:8090/chat/{code}', 'x')).toBe('http://127.0.0.1:8090/chat/x');
  });

  it('sandboxes the chat without top navigation', () => {
    expect(CHAT_SANDBOX).toContain('allow-scripts');
    expect(CHAT_SANDBOX).not.toContain('allow-top-navigation');
  });
});
