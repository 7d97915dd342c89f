/** A refresh token as issued: the JWT and when it expires. */
export interface IssuedRefreshToken {
  token: string;
  expires: Date;
}
