import { describe, expect, it } from 'vitest';
import { parseCredits } from '../../../src/config/credits-setting.ts';
import { DEMO_SETTINGS } from '../../../src/config/demo-settings.ts';
import {
  demoValuesWarning,
  isDemoMode,
  settingProblems,
  settingsWithDemoValues,
  siteSettingValues,
  settingValue,
} from '../../../src/config/setting-values.ts';

/** An orchestra's own settings: none of the demo's values. */
const OWN = {
  ORCHESTRA_NAME: 'Lakeside Sinfonietta',
  ORCHESTRA_SHORT_NAME: 'LS',
  ORCHESTRA_URL: 'https://lakeside.test/',
  DONATION_URL: 'https://lakeside.test/give',
  HELP_URL: 'https://lakeside.test/help',
  PRIVACY_URL: 'https://lakeside.test/privacy',
  CONTACT_URL: 'https://lakeside.test/contact',
  FEEDBACK_URL: 'https://lakeside.test/feedback',
  UNDERWRITERS: '[{"name":"Lakeside Trust","url":"https://trust.lakeside.test"}]',
  RADIO_PARTNER: '',
  FEATURED_COMPOSERS: 'clara-schumann',
  SITE_TAGLINE: 'Enjoy our concerts, free.',
};

describe('a setting’s value', () => {
  it('is the demo’s when it is not set at all, and the orchestra’s, trimmed, when it is', () => {
    expect(settingValue({}, 'RADIO_PARTNER')).toBe(DEMO_SETTINGS.RADIO_PARTNER);
    expect(settingValue({ ORCHESTRA_NAME: '  Lakeside Sinfonietta ' }, 'ORCHESTRA_NAME')).toBe('Lakeside Sinfonietta');
  });

  it('is empty, meaning none, when it is set to nothing: the demo’s never comes back', () => {
    const values = siteSettingValues({ RADIO_PARTNER: '', UNDERWRITERS: ' ', HELP_URL: '', SITE_TAGLINE: '' });
    expect(values).toMatchObject({ RADIO_PARTNER: '', UNDERWRITERS: '', HELP_URL: '', SITE_TAGLINE: '' });
    expect(parseCredits('RADIO_PARTNER', values.RADIO_PARTNER)).toEqual([]);
    expect(values.ORCHESTRA_NAME).toBe(DEMO_SETTINGS.ORCHESTRA_NAME);
  });
});

describe('credits', () => {
  it('read a list, one object, or nothing (empty or null)', () => {
    const credit = { name: 'Lakeside Trust', url: 'https://trust.lakeside.test' };
    expect(parseCredits('UNDERWRITERS', JSON.stringify([credit, credit]))).toEqual([credit, credit]);
    expect(parseCredits('RADIO_PARTNER', JSON.stringify(credit))).toEqual([credit]);
    expect(parseCredits('RADIO_PARTNER', '')).toEqual([]);
    expect(parseCredits('RADIO_PARTNER', 'null')).toEqual([]);
  });

  it('name the setting and show what is expected when malformed', () => {
    expect(() => parseCredits('UNDERWRITERS', 'Lakeside Trust')).toThrow(
      /^The site setting UNDERWRITERS is not valid: .*expected e\.g\. \[\{"name":"A Foundation","url":"https:\/\/…"\}\]/,
    );
    expect(() => parseCredits('RADIO_PARTNER', '{"url":"https://radio.test"}')).toThrow(
      'The site setting RADIO_PARTNER is not valid: each credit needs a non-empty "name" and a "url"',
    );
  });
});

describe('the settings’ problems', () => {
  it('are none for the demo’s settings, nor for an orchestra’s that leaves links out', () => {
    expect(settingProblems(siteSettingValues({}))).toEqual([]);
    expect(settingProblems(siteSettingValues({ ...OWN, HELP_URL: '', DONATION_URL: '' }))).toEqual([]);
  });

  it('name an empty orchestra name, a link that is not http(s), and malformed credits, one each', () => {
    const problems = settingProblems(
      siteSettingValues({ ...OWN, ORCHESTRA_NAME: '', HELP_URL: 'lakeside.test/help', UNDERWRITERS: '[1]' }),
    );
    expect(problems).toEqual([
      'The site setting ORCHESTRA_NAME is empty: every page names the orchestra; set its name.',
      'The site setting HELP_URL is not valid: "lakeside.test/help" is not an http(s) URL (or leave it empty for none).',
      'The site setting UNDERWRITERS is not valid: each credit needs a non-empty "name" and a "url"',
    ]);
  });
});

describe('demo values in an orchestra’s settings', () => {
  it('are the demo’s names, example.org links, and credits that are the demo’s or link to example.org', () => {
    expect(settingsWithDemoValues(siteSettingValues(OWN))).toEqual([]);
    expect(settingsWithDemoValues(siteSettingValues({}))).toEqual([
      'ORCHESTRA_NAME',
      'ORCHESTRA_SHORT_NAME',
      'ORCHESTRA_URL',
      'DONATION_URL',
      'HELP_URL',
      'PRIVACY_URL',
      'CONTACT_URL',
      'FEEDBACK_URL',
      'UNDERWRITERS',
      'RADIO_PARTNER',
    ]);
    const mixed = {
      ...OWN,
      CONTACT_URL: 'https://www.example.org/contact',
      RADIO_PARTNER: '{"name":"Lakeside Radio","url":"https://example.org/radio"}',
    };
    expect(settingsWithDemoValues(siteSettingValues(mixed))).toEqual(['CONTACT_URL', 'RADIO_PARTNER']);
  });

  it('are not the spec’s tagline nor the featured composers, nor a host that merely ends in example.org', () => {
    const values = siteSettingValues({
      ...OWN,
      SITE_TAGLINE: DEMO_SETTINGS.SITE_TAGLINE,
      FEATURED_COMPOSERS: DEMO_SETTINGS.FEATURED_COMPOSERS,
      ORCHESTRA_URL: 'https://notexample.org/',
    });
    expect(settingsWithDemoValues(values)).toEqual([]);
  });
});

describe('demo mode', () => {
  it('is DEMO, as the API reads it: on when unset, true or 1, off when false or 0, else refused', () => {
    expect([{}, { DEMO: 'true' }, { DEMO: '1' }].map(isDemoMode)).toEqual([true, true, true]);
    expect([{ DEMO: 'false' }, { DEMO: '0' }].map(isDemoMode)).toEqual([false, false]);
    expect(() => isDemoMode({ DEMO: 'yes' })).toThrow(
      'The site setting DEMO is not valid: "yes" is not true, 1, false or 0 (leave DEMO unset for demo mode)',
    );
    expect(() => isDemoMode({ DEMO: '' })).toThrow('The site setting DEMO is not valid: "" is not');
  });

  it('says nothing of the demo’s values; outside it, one line names the settings that hold them', () => {
    expect(demoValuesWarning({})).toBeUndefined();
    expect(demoValuesWarning({ DEMO: 'false', ...OWN })).toBeUndefined();
    const warning = demoValuesWarning({
      DEMO: 'false',
      ...OWN,
      ORCHESTRA_NAME: DEMO_SETTINGS.ORCHESTRA_NAME,
      HELP_URL: undefined,
    });
    expect(warning).toBe(
      "Outside demo mode (DEMO=false), these settings still hold the demo's values (its orchestra, example.org links or credits): ORCHESTRA_NAME, HELP_URL. Set them in .env (see .env.example), or set an optional one to nothing to leave it out.",
    );
    expect(warning).not.toContain('\n');
  });
});
