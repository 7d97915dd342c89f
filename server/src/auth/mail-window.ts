/**
 * The per-recipient mail limit as a sliding window: given the instants (ms) at which mails of
 * one kind went to one address, whether one more may go `now`. At most `limit` mails go out in
 * any `windowMs`; what is older than the window no longer counts.
 */
export function admitMail(
  sentAt: readonly number[],
  now: number,
  limit: number,
  windowMs: number,
): { admitted: boolean; sentAt: number[] } {
  const recent = sentAt.filter((at) => at > now - windowMs && at <= now);
  if (recent.length >= limit) return { admitted: false, sentAt: recent };
  return { admitted: true, sentAt: [...recent, now] };
}
