/**
 * Where the demo keeps its special cases, so tests (and people) can find them without
 * searching: every identifier here exists in `demoCatalog(now)` whatever `now` is.
 */
export const DEMO_MARKERS = {
  /** Every recording of this program (and the program itself) streams in the United States only. */
  regionRestrictedProgram: 'four-seasons-two-cities',
  /** Its only performance is in the region-restricted program: allowed_countries ['US']. */
  regionRestrictedComposition: 'vivaldi-spring',
  /** Unlisted by hand although its performance is listed and playable. */
  unlistedByHand: 'reyes-whitcombe-birthday-variations',
  /** Unlisted because its only performance is unlisted. */
  unlistedByPerformances: 'rossini-italian-girl-overture',
  /** Unlisted performances of compositions that stay listed (their other performances are listed). */
  unlistedPerformances: [
    { program: 'music-from-an-empty-hall', work: 'strauss-metamorphosen' },
    { program: 'music-from-an-empty-hall', work: 'copland-appalachian-spring' },
    { program: 'bernstein-barber-and-bartok', work: 'bernstein-candide-overture' },
  ],
  /** Unlisted programs. */
  unlistedPrograms: ['donor-salon-aster-quartet', 'overtures-and-encores', 'donor-appreciation-evening'],
  /** Performed but never recorded: 'Not available for streaming.' */
  notStreamable: 'ives-three-places',
  /** More movements than any demo media has, so never recorded either. */
  notStreamableManyMovements: 'beethoven-symphony-6',
  /** A performance with a video and no audio: nothing to play or queue, only 'Watch Performance'. */
  videoOnlyPerformance: { program: 'music-from-an-empty-hall', work: 'holtzclaw-postcard-4' },
  /** Performances without a program, date or conductor (studio sessions). */
  studioSessions: ['holtzclaw-postcard-4', 'piazzolla-oblivion'],
  /** A person with nothing but a name and a kind. */
  bareArtist: 'sofia-arriaga',
  /** The media feature whose player shows at once. */
  featureStartsByDefault: 'maren-holtzclaw-on-riverglass',
  /** The collection whose intro video starts at once. */
  collectionStartsByDefault: 'premieres-and-commissions',
  /** The live stream in each state the site shows, at the `now` the demo was built for. */
  liveStreams: {
    inProgress: 'live-mozart-and-mendelssohn',
    inProgressUnplayable: 'chamber-music-at-st-anselms',
    startingWithin15Minutes: 'live-brahms-violin-concerto',
    laterToday: 'live-haydns-clock',
    futureDate: 'live-world-premiere-fanfare-for-a-new-hall',
    completeWithReplay: 'live-tchaikovsky-violin-concerto',
    completeWithoutReplay: 'live-songs-of-the-night',
    endedLongAgo: 'live-mozarts-jupiter',
    sample: 'sample-stream',
    unlisted: 'donor-appreciation-evening',
  },
} as const;
