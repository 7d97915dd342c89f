/** A non-ok HTTP answer to report (rules §7: "Non-ok responses are reported"). */
export interface ResponseReport {
  readonly url: string;
  readonly status: number;
  readonly method?: string;
}

/** Short labels that help group reports, e.g. `{ area: 'player' }`. */
export type ReportTags = Readonly<Record<string, string>>;

/** Error tracking: failures the visitor met, sent to the configured service. Never throws. */
export interface ErrorReporter {
  /** An error, e.g. the audio element's playback error (rules §8). */
  captureError(error: unknown, tags?: ReportTags): void;
  /** A non-ok answer from one of our servers. */
  captureResponse(report: ResponseReport, tags?: ReportTags): void;
}
