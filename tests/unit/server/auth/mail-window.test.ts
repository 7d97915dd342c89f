import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitMail } from '../../../../server/src/auth/mail-window.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

describe('the per-recipient mail window', () => {
  it('admits five mails within 15 minutes, then none until the oldest is 15 minutes old', () => {
    let sent: number[] = [];
    const at = (minute: number) => {
      const decision = admitMail(sent, minute * MINUTE, 5, WINDOW);
      sent = decision.sentAt;
      return decision.admitted;
    };
    expect([0, 1, 2, 3, 4].map(at)).toEqual([true, true, true, true, true]);
    expect([5, 10, 14.99].map(at)).toEqual([false, false, false]);
    expect(at(15)).toBe(true);
    expect(at(15.5)).toBe(false);
    expect(at(16)).toBe(true);
    expect(sent).toEqual([2, 3, 4, 15, 16].map((m) => m * MINUTE));
  });

  it('never lets more than `limit` mails through in any window, and keeps only what still counts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 * MINUTE }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 6 }),
        (gaps, limit) => {
          let sent: number[] = [];
          const admitted: number[] = [];
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            const decision = admitMail(sent, now, limit, WINDOW);
            sent = decision.sentAt;
            if (decision.admitted) admitted.push(now);
            expect(sent.length).toBeLessThanOrEqual(limit);
            expect(sent.every((at) => at > now - WINDOW)).toBe(true);
          }
          for (const start of admitted) {
            expect(admitted.filter((at) => at >= start && at < start + WINDOW).length).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });
});
