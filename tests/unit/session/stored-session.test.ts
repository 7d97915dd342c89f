import { describe, expect, it } from 'vitest';
import { serializeSession } from '../../../src/lib/session/current-user-key.ts';
import { CURRENT_USER_KEY, parseStoredSession, restoreSession } from '../../../src/lib/session/stored-session.ts';
import { buildSession } from '../../support/contract-builders.ts';

const stored = buildSession();

describe('parseStoredSession', () => {
  it('reads what serializeSession stored', () => {
    expect(parseStoredSession(serializeSession(stored))).toEqual(stored);
  });

  it('reads a value the Android wrapper hands over already parsed', () => {
    expect(parseStoredSession(JSON.parse(serializeSession(stored)))).toEqual(stored);
  });

  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['corrupt JSON', '{"token": "access-1", '],
    ['the text undefined', 'undefined'],
    ['a JSON string', '"access-1"'],
    ['a JSON array', '[]'],
    ['no user', JSON.stringify({ ...stored, user: undefined })],
    ['a user without an email', JSON.stringify({ ...stored, user: { ...stored.user, email: 'nobody' } })],
    ['no refresh token', JSON.stringify({ ...stored, refresh: '' })],
    ['no access token at all', JSON.stringify({ ...stored, token: undefined, access: undefined })],
    ['an expiry that is not a date-time', JSON.stringify({ ...stored, expires: 'tomorrow' })],
  ])('reads %s as signed out', (_case, raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });

  it('accepts an older value with the access token under token only, or access only', () => {
    const tokenOnly = JSON.stringify({ ...stored, access: undefined });
    const accessOnly = JSON.stringify({ ...stored, token: undefined });
    expect(parseStoredSession(tokenOnly)).toEqual(stored);
    expect(parseStoredSession(accessOnly)).toEqual(stored);
  });

  it('reads a user stored before email_verified existed as not verified', () => {
    const { email_verified: _dropped, ...user } = stored.user;
    expect(parseStoredSession(JSON.stringify({ ...stored, user }))?.user.email_verified).toBe(false);
  });
});

describe('restoreSession', () => {
  const raw = serializeSession(stored);

  it('restores a session whose refresh token is still good', () => {
    expect(restoreSession(raw, new Date('2026-11-28T11:59:58Z'))).toEqual(stored);
  });

  it('drops a session whose refresh token expires within a second', () => {
    expect(restoreSession(raw, new Date('2026-11-28T11:59:59Z'))).toBeNull();
  });

  it('uses the spec key', () => {
    expect(CURRENT_USER_KEY).toBe('currentuser');
  });
});
