/** Every sentence the studio API answers with, in one place. */
export const STUDIO_MESSAGES = {
  noCredentials: 'Authentication credentials were not provided.',
  badHeader: 'Invalid Authorization header.',
  tokenInvalid: 'Given token not valid for any token type',
  tokenExpired: 'Your studio session has ended: sign in again.',
  tokenRevoked: 'Your studio session was ended (signed out, or your role changed): sign in again.',
  listener: "The studio is for the orchestra's staff: a listener's account cannot open it.",
  roleNotAllowed: 'Your role does not allow this.',
  invalidCredentials: 'The email or password is not right.',
  ticketInvalid: 'This sign-in step took too long or was already used: start again.',
  passkeyRefused: 'This passkey was not accepted. Try again, or use a recovery code.',
  recoveryRefused: 'This recovery code is not right, or it was used already.',
  invitationInvalid:
    'This invitation link is not valid any more (used, replaced or expired): ask an admin for a new one.',
  alreadyStaff: 'This address already belongs to a member of staff.',
  passwordAgainWrong: 'This is not your password. Nothing was changed.',
  newPasskeyRefused: 'The new passkey was not accepted (it may be registered already). Nothing was changed.',
  lastPasskey: 'This is your only passkey: add another before you remove it.',
  lastAdmin: 'This is the last admin who can sign in: make someone else an admin first.',
} as const;
