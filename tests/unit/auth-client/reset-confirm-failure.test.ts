import { describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, resetConfirmFailure } from '../../../src/lib/auth-client/reset-confirm-failure.ts';

const NETWORK = 'Sorry, there was a problem contacting our servers! Try back in a few minutes.';

describe('resetConfirmFailure', () => {
  it('asks for a new link when the server refuses the uid or the token', () => {
    expect(resetConfirmFailure({ status: 400, body: { token: ['Invalid value'] } })).toBe(RESET_LINK_INVALID);
    expect(resetConfirmFailure({ status: 400, body: { uid: ['Invalid value'] } })).toBe(RESET_LINK_INVALID);
  });

  it('shows the server’s first password message', () => {
    const body = { new_password1: ['This password is too short. It must contain at least 6 characters.'] };
    expect(resetConfirmFailure({ status: 400, body })).toBe(body.new_password1[0]);
    expect(
      resetConfirmFailure({ status: 400, body: { non_field_errors: ["The two password fields didn't match."] } }),
    ).toBe("The two password fields didn't match.");
  });

  it('shows the network-failure alert for anything else', () => {
    expect(resetConfirmFailure(null)).toBe(NETWORK);
    expect(resetConfirmFailure({ status: 500, body: undefined })).toBe(NETWORK);
    expect(resetConfirmFailure({ status: 400, body: { other: 'x' } })).toBe(NETWORK);
  });
});
