import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, noErrorReporting } from '../../../src/lib/error-reporting/error-reporter.ts';
import { reportableUrl } from '../../../src/lib/error-reporting/reportable-url.ts';
import { InvalidSentryDsnError, parseSentryDsn } from '../../../src/lib/error-reporting/sentry-dsn.ts';
import { AudioPlaybackError } from '../../../src/lib/errors/stream-errors.ts';

const DSN = 'https://public123@o42.ingest.sentry.example/7';
const NOW = new Date('2026-11-21T12:00:00Z');

function reporter() {
  const send = vi.fn<(url: string, body: string) => void>();
  const errors = createErrorReporter({
    dsn: DSN,
    send,
    currentUrl: () => 'https://site.test/music/concert-library/composition/x?token=secret#t',
    now: () => NOW,
    newId: () => 'a'.repeat(32),
  });
  const envelope = (index = 0) =>
    (send.mock.calls[index]?.[1] ?? '').split('\n').map((line): unknown => JSON.parse(line));
  return { errors, send, envelope };
}

describe('parseSentryDsn', () => {
  it('takes a DSN apart into its envelope endpoint and public key', () => {
    expect(parseSentryDsn(DSN)).toEqual({
      envelopeUrl: 'https://o42.ingest.sentry.example/api/7/envelope/',
      publicKey: 'public123',
      projectId: '7',
      dsn: DSN,
    });
    expect(parseSentryDsn('https://key@errors.example.org/sentry/3').envelopeUrl).toBe(
      'https://errors.example.org/sentry/api/3/envelope/',
    );
  });

  it.each([
    'not a url',
    'https://errors.example.org/3',
    'https://key@errors.example.org/',
    'ftp://key@errors.example.org/3',
    'https://key@errors.example.org/abc',
  ])('refuses %s with a typed error', (dsn) => {
    expect(() => parseSentryDsn(dsn)).toThrow(InvalidSentryDsnError);
  });
});

describe('createErrorReporter', () => {
  it('reports nothing without a DSN', () => {
    const send = vi.fn();
    const errors = createErrorReporter({ dsn: '', send, currentUrl: () => '' });
    expect(errors).toBe(noErrorReporting);
    errors.captureError(new Error('x'));
    errors.captureResponse({ url: 'https://api.test/', status: 500 });
    expect(send).not.toHaveBeenCalled();
  });

  it('fails loudly on a malformed DSN, so a misconfigured build is noticed', () => {
    expect(() => createErrorReporter({ dsn: 'nonsense', send: vi.fn(), currentUrl: () => '' })).toThrow(
      InvalidSentryDsnError,
    );
  });

  it('sends an error as a Sentry envelope with its type, message and cause', () => {
    const { errors, send, envelope } = reporter();
    errors.captureError(new AudioPlaybackError({ cause: new Error('Media error 3') }), { area: 'player' });
    expect(send.mock.calls[0]?.[0]).toBe(
      'https://o42.ingest.sentry.example/api/7/envelope/?sentry_version=7&sentry_key=public123',
    );
    const [header, item, event] = envelope();
    expect(header).toEqual({ event_id: 'a'.repeat(32), sent_at: NOW.toISOString(), dsn: DSN });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: 'a'.repeat(32),
      timestamp: NOW.getTime() / 1000,
      platform: 'javascript',
      level: 'error',
      request: { url: 'https://site.test/music/concert-library/composition/x' },
      tags: { area: 'player' },
      exception: {
        values: [
          {
            type: 'AudioPlaybackError',
            value: "Sorry, we're having a problem playing the audio for this composition.",
          },
        ],
      },
      extra: { cause: 'Error: Media error 3' },
    });
  });

  it('sends a non-ok answer as a warning without the query string, where signatures live', () => {
    const { errors, envelope } = reporter();
    errors.captureResponse(
      { url: 'https://api.test/api/2/stream/recording/u/?format=json&sig=s', status: 503 },
      { area: 'stream-links' },
    );
    const event = envelope()[2];
    expect(event).toMatchObject({
      level: 'warning',
      message: { formatted: 'GET https://api.test/api/2/stream/recording/u/ answered 503' },
      tags: { area: 'stream-links', status: '503' },
    });
    expect(JSON.stringify(event)).not.toContain('sig=');
  });

  it('reports a thrown value that is not an Error by its text', () => {
    const { errors, envelope } = reporter();
    errors.captureError('boom');
    expect(envelope()[2]).toMatchObject({ message: { formatted: 'boom' } });
  });
});

describe('reportableUrl', () => {
  it('drops the query and the fragment', () => {
    expect(reportableUrl('https://m.test/a.m4a?Expires=1&Signature=x#t=3')).toBe('https://m.test/a.m4a');
    expect(reportableUrl('/plain/path')).toBe('/plain/path');
  });
});
