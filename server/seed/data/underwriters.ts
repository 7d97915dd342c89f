/** FICTIONAL sponsors who underwrite concerts and broadcasts, each with a demo logo. */
export interface UnderwriterFact {
  name: string;
  link: string;
  logo: number;
}

/** The underwriters by identifier. */
export const UNDERWRITERS: Readonly<Record<string, UnderwriterFact>> = {
  'riverside-arts-foundation': {
    name: 'The Riverside Arts Foundation',
    link: 'https://example.org/foundation',
    logo: 1,
  },
  'halvorsen-family-foundation': {
    name: 'Halvorsen Family Foundation',
    link: 'https://example.org/halvorsen',
    logo: 2,
  },
  'northern-lights-credit-union': {
    name: 'Northern Lights Credit Union',
    link: 'https://example.org/northern-lights',
    logo: 3,
  },
  'meridian-and-lowe': { name: 'Meridian & Lowe LLP', link: '', logo: 4 },
};
