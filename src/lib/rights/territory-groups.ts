/**
 * The named groups of countries staff may use in a territory list. A record keeps the group's name,
 * not its members, so a list reads as the contract was written; a change of membership here changes
 * every record that names the group (docs/rights.md, "Territories").
 */

/** The 27 member states of the European Union. */
// prettier-ignore
export const EU_MEMBER_STATES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];

/**
 * Parts of member states that are in the EU but have codes of their own, which a geolocating proxy
 * reports: the outermost regions of France and Åland.
 */
const EU_REGIONS_WITH_OWN_CODES = ['GF', 'GP', 'MQ', 'RE', 'YT', 'MF', 'AX'];

const EU = [...EU_MEMBER_STATES, ...EU_REGIONS_WITH_OWN_CODES];
const EEA = [...EU, 'IS', 'LI', 'NO'];

/** A group: the countries it covers and how the studio names it in a sentence. */
interface TerritoryGroup {
  readonly countries: readonly string[];
  readonly words: string;
}

/** The groups by the name staff type (case aside) and records keep. */
export const TERRITORY_GROUPS: Readonly<Record<string, TerritoryGroup>> = {
  EU: { countries: EU, words: 'the EU' },
  EEA: { countries: EEA, words: 'the EEA' },
  // What contracts usually write for the single market; the same countries as the EEA.
  'EU/EEA': { countries: EEA, words: 'the EU/EEA' },
  DACH: { countries: ['DE', 'AT', 'CH'], words: 'the DACH countries' },
  // The Nordic Council's states and its autonomous areas, as Nordic broadcast rights usually run.
  Nordics: { countries: ['DK', 'FI', 'IS', 'NO', 'SE', 'FO', 'GL', 'AX'], words: 'the Nordic countries' },
};
