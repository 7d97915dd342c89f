import { describe, expect, it } from 'vitest';
import { readStudioSession, STUDIO_SESSION_MARGIN_MS } from '#lib/studio/stored-studio-session.ts';

const session = {
  token: 'abc',
  expires: '2026-11-29T18:00:00Z',
  staff: { id: 1, email: 'ada@example.org', name: 'Ada', role: 'admin' },
};
const text = JSON.stringify(session);

describe('the stored studio session', () => {
  it('reads a session that has time left', () => {
    expect(readStudioSession(text, new Date('2026-11-29T12:00:00Z'))).toEqual(session);
  });

  it('reads none once the session is within its margin of the end, or past it', () => {
    const end = Date.parse(session.expires);
    expect(readStudioSession(text, new Date(end - STUDIO_SESSION_MARGIN_MS - 1))).not.toBeNull();
    expect(readStudioSession(text, new Date(end - STUDIO_SESSION_MARGIN_MS))).toBeNull();
    expect(readStudioSession(text, new Date(end + 1))).toBeNull();
  });

  it('reads none from nothing, corrupt text or the wrong shape', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(readStudioSession(null, now)).toBeNull();
    expect(readStudioSession('{not json', now)).toBeNull();
    expect(
      readStudioSession(JSON.stringify({ ...session, staff: { ...session.staff, role: 'listener' } }), now),
    ).toBeNull();
    expect(readStudioSession(JSON.stringify({ token: 'abc' }), now)).toBeNull();
  });
});
