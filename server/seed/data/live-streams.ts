import { piece, program, type ProgramPlan } from './program-plan.ts';

/**
 * The demo's live streams, one for every state the site shows. Their times are rules relative
 * to the moment the demo starts, so every start re-anchors them (see demo-live-streams.ts).
 */

/** When a stream starts, relative to now. */
export type StartRule =
  /** Minutes from now, rounded to a multiple of `round` minutes (down when in the past, up when ahead). */
  | { kind: 'minutes'; minutes: number; round: number }
  /** A Chicago wall-clock time `days` days from today. */
  | { kind: 'day'; days: number; hour: number; minute: number }
  /** The start of an archive program (a stream that was broadcast long ago). */
  | { kind: 'program' };

/** What a stream's program is: a new one written here, an archive one, or none. */
export type StreamProgram =
  { kind: 'new'; plan: ProgramPlan } | { kind: 'archive'; identifier: string } | { kind: 'none' };

/** One live stream. */
export interface LiveStreamPlan {
  identifier: string;
  title: string;
  description: string;
  short_description: string;
  start: StartRule;
  status: 'I' | 'C' | 'U' | null;
  is_sample_stream: boolean;
  /** Minutes the stream opens before its start; null to open at the start. */
  opensEarly: number | null;
  can_replay: boolean;
  /** Whether the replay window is written out (start + 48 h) instead of left to the default. */
  explicitReplayEnd: boolean;
  chat_code: string;
  stream_error_message: string;
  /** Whether the live feed is there; false leaves `live_media` null. */
  playable: boolean;
  /** Number of a VIDEO_MEDIA entry (1-based) for the replay; null when none. */
  replay: number | null;
  show_link_to_program: boolean;
  image: number | null;
  grant_sponsor_notes: string;
  underwriters: string[];
  print_program: boolean;
  program: StreamProgram;
}

type StreamOptions = Partial<
  Omit<LiveStreamPlan, 'identifier' | 'title' | 'description' | 'short_description' | 'start' | 'program'>
>;

function stream(
  identifier: string,
  text: [title: string, short: string, description: string],
  start: StartRule,
  streamProgram: StreamProgram,
  options: StreamOptions,
): LiveStreamPlan {
  return {
    identifier,
    title: text[0],
    short_description: text[1],
    description: text[2],
    start,
    program: streamProgram,
    status: options.status ?? null,
    is_sample_stream: options.is_sample_stream ?? false,
    opensEarly: options.opensEarly ?? null,
    can_replay: options.can_replay ?? false,
    explicitReplayEnd: options.explicitReplayEnd ?? false,
    chat_code: options.chat_code ?? '',
    stream_error_message: options.stream_error_message ?? '',
    playable: options.playable ?? true,
    replay: options.replay ?? null,
    show_link_to_program: options.show_link_to_program ?? true,
    image: options.image ?? null,
    grant_sponsor_notes: options.grant_sponsor_notes ?? '',
    underwriters: options.underwriters ?? [],
    print_program: options.print_program ?? false,
  };
}

const GRANT_NOTE =
  '<p>This broadcast is made possible in part by a grant from the State Arts Board, through an appropriation by the legislature from the arts and cultural heritage fund.</p>';

/** Every demo live stream, with the state it is in at the moment the demo starts. */
export const LIVE_STREAMS: readonly LiveStreamPlan[] = [
  stream(
    'live-mozart-and-mendelssohn',
    [
      'Live: Mozart & Mendelssohn',
      'Kwame Adjei-Brandt plays Mozart’s D minor Concerto.',
      '<p>Join us live from the hall for Mozart’s stormiest piano concerto and Mendelssohn’s sunniest symphony. Chat with other listeners during the broadcast.</p>',
    ],
    { kind: 'minutes', minutes: -35, round: 5 },
    {
      kind: 'new',
      plan: program(
        'live-mozart-and-mendelssohn',
        'Mozart & Mendelssohn',
        '<p>Broadcast live.</p>',
        { conductor: 'ana-lucia-ferrer', capture: 'none' },
        [
          piece('mendelssohn-hebrides'),
          piece('mozart-piano-concerto-20', { with: [['kwame-adjei-brandt']] }),
          piece('mendelssohn-symphony-4'),
        ],
      ),
    },
    {
      status: 'I',
      opensEarly: 30,
      chat_code: 'rco-live-chat-01',
      can_replay: true,
      replay: 1,
      image: 1,
      underwriters: ['riverside-arts-foundation', 'northern-lights-credit-union'],
      grant_sponsor_notes: GRANT_NOTE,
      print_program: true,
    },
  ),
  stream(
    'chamber-music-at-st-anselms',
    [
      'Chamber Music at St. Anselm’s',
      'Members of the orchestra in an afternoon of chamber music.',
      '<p>The orchestra’s players in music for small ensembles, broadcast from St. Anselm’s Church.</p>',
    ],
    { kind: 'minutes', minutes: -15, round: 5 },
    { kind: 'none' },
    {
      status: 'I',
      playable: false,
      show_link_to_program: false,
      stream_error_message:
        'The broadcast from St. Anselm’s has been interrupted by a technical problem. We’re working on it and hope to be back shortly.',
    },
  ),
  stream(
    'live-brahms-violin-concerto',
    [
      'Brahms’s Violin Concerto',
      'Yuna Seo-Park returns for Brahms.',
      '<p>Yuna Seo-Park plays the Brahms concerto, with Schubert’s Fifth Symphony.</p>',
    ],
    { kind: 'minutes', minutes: 6, round: 5 },
    {
      kind: 'new',
      plan: program(
        'live-brahms-violin-concerto',
        'Brahms’s Violin Concerto',
        '<p>Broadcast live.</p>',
        { conductor: 'tobias-rennquist', capture: 'none' },
        [piece('schubert-symphony-5'), piece('brahms-violin-concerto', { with: [['yuna-seo-park']] })],
      ),
    },
    { image: 2, chat_code: 'rco-live-chat-02', underwriters: ['halvorsen-family-foundation'], print_program: true },
  ),
  stream(
    'live-haydns-clock',
    [
      'Tonight: Haydn’s *Clock*',
      'Haydn’s ticking symphony and his Trumpet Concerto.',
      '<p>Declan Marsh conducts Haydn’s “Clock” Symphony and Mozart’s “Haffner”, with Calvin Ostrowski in Haydn’s Trumpet Concerto.</p>',
    ],
    { kind: 'minutes', minutes: 120, round: 15 },
    {
      kind: 'new',
      plan: program(
        'live-haydns-clock',
        'Haydn’s *Clock*',
        '<p>Broadcast live.</p>',
        { conductor: 'declan-marsh', capture: 'none' },
        [
          piece('mozart-symphony-35'),
          piece('haydn-trumpet-concerto', { with: [['calvin-ostrowski']] }),
          piece('haydn-symphony-101'),
        ],
      ),
    },
    { image: 3, grant_sponsor_notes: GRANT_NOTE },
  ),
  stream(
    'live-world-premiere-fanfare-for-a-new-hall',
    [
      'World Premiere: Marchand’s *Fanfare for a New Hall*',
      'A new fanfare opens an evening of Beethoven.',
      '<p>Céleste Marchand’s fanfare, commissioned for the hall’s anniversary, opens an evening of Beethoven with Kwame Adjei-Brandt.</p>',
    ],
    { kind: 'day', days: 9, hour: 19, minute: 30 },
    {
      kind: 'new',
      plan: program(
        'live-world-premiere-fanfare-for-a-new-hall',
        'World Premiere: *Fanfare for a New Hall*',
        '<p>The hall’s anniversary concert.</p>',
        { conductor: 'tobias-rennquist', capture: 'none', underwriter: 'riverside-arts-foundation' },
        [
          piece('marchand-fanfare-for-a-new-hall', { premiere: 'World premiere' }),
          piece('beethoven-piano-concerto-3', { with: [['kwame-adjei-brandt']] }),
          piece('beethoven-symphony-5'),
        ],
      ),
    },
    { image: 4, underwriters: ['riverside-arts-foundation'], print_program: true },
  ),
  stream(
    'live-tchaikovsky-violin-concerto',
    [
      'Tchaikovsky’s Violin Concerto',
      'Replay available for 48 hours.',
      '<p>Yuna Seo-Park plays Tchaikovsky, with Prokofiev’s “Classical” Symphony and the Serenade for Strings. Missed it? Watch the replay for 48 hours after the broadcast.</p>',
    ],
    { kind: 'day', days: -1, hour: 19, minute: 30 },
    {
      kind: 'new',
      plan: program(
        'live-tchaikovsky-violin-concerto',
        'Tchaikovsky’s Violin Concerto',
        '<p>Broadcast live and recorded for the library.</p>',
        { conductor: 'ana-lucia-ferrer', capture: 'video' },
        [
          piece('prokofiev-classical-symphony'),
          piece('tchaikovsky-violin-concerto', { with: [['yuna-seo-park']] }),
          piece('tchaikovsky-serenade'),
        ],
      ),
    },
    { status: 'C', can_replay: true, replay: 1, image: 5, underwriters: ['meridian-and-lowe'], print_program: true },
  ),
  stream(
    'live-songs-of-the-night',
    [
      'Songs of the Night',
      'Mahler and Schoenberg by moonlight.',
      '<p>Adaeze Nwosu-Hart sings Mahler’s Rückert songs, and the strings play Schoenberg’s <em>Verklärte Nacht</em>.</p>',
    ],
    { kind: 'day', days: -3, hour: 19, minute: 30 },
    {
      kind: 'new',
      plan: program(
        'live-songs-of-the-night',
        'Songs of the Night',
        '<p>Broadcast live.</p>',
        { conductor: 'hiroshi-tanabe-wells', capture: 'audio' },
        [piece('mahler-ruckert-lieder', { with: [['adaeze-nwosu-hart']] }), piece('schoenberg-verklarte-nacht')],
      ),
    },
    { status: 'C', can_replay: false, image: 6 },
  ),
  stream(
    'live-mozarts-jupiter',
    [
      'Mozart’s *Jupiter*',
      'Broadcast earlier this season.',
      '<p>Tobias Rennquist conducts Mozart’s last symphony. The replay of this broadcast has ended; the concert is in the library.</p>',
    ],
    { kind: 'program' },
    { kind: 'archive', identifier: 'mozarts-jupiter' },
    {
      status: 'C',
      can_replay: true,
      explicitReplayEnd: true,
      replay: 2,
      image: 7,
    },
  ),
  stream(
    'sample-stream',
    [
      'Sample Stream',
      'A test broadcast that plays without signing in.',
      '<p>Use this stream to check that live video plays on your device before a concert. No account is needed.</p>',
    ],
    { kind: 'minutes', minutes: -30 * 24 * 60, round: 60 },
    { kind: 'none' },
    {
      status: 'I',
      is_sample_stream: true,
      show_link_to_program: false,
    },
  ),
  stream(
    'donor-appreciation-evening',
    [
      'Donor Appreciation Evening',
      'A private broadcast for the orchestra’s donors.',
      '<p>A private evening of chamber music for the orchestra’s donors. Not listed publicly.</p>',
    ],
    { kind: 'day', days: 2, hour: 18, minute: 0 },
    {
      kind: 'new',
      plan: program(
        'donor-appreciation-evening',
        'Donor Appreciation Evening',
        '<p>A private concert.</p>',
        { conductor: null, capture: 'none', unlisted: true },
        [piece('mozart-divertimento-k-136'), piece('elgar-chanson-de-matin')],
      ),
    },
    { status: 'U', image: 8 },
  ),
];
