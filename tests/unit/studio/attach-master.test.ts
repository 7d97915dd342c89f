import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachedType,
  recordingTypesOf,
  withMasterAttached,
  withMasterCaptionsFollowed,
  type AttachableMaster,
} from '../../../src/lib/studio/attach-master.ts';

const master: AttachableMaster = { filename: 'Night.wav', folder: 'masters/12', played_ms: 425_013, captions: [] };

const english = { language: 'en', label: 'English', url: '/media/masters/12/captions.en.0a1b2c3d.vtt' };
const french = { language: 'fr', label: 'French', url: '/media/masters/12/captions.fr.4e5f6a7b.vtt' };

describe('withMasterAttached', () => {
  it('gives a performance without recordings its audio recording, its length from the made files', () => {
    expect(withMasterAttached({ composition: 'price-adoration' }, master, 'A')).toEqual({
      composition: 'price-adoration',
      recordings: [
        { type: 'A', media: 'masters/12', duration_ms: 425_013, movement_cuepoints: [], cuepoint_webvtt: null },
      ],
    });
  });

  it('replaces the media of the recording of that type, keeping its id, credits and captions', () => {
    const video = { type: 'V', uuid: 'v-1', media: 'video/old', duration_ms: 1, captions_url: '/media/c.vtt' };
    const audio = {
      type: 'A',
      uuid: 'a-1',
      media: 'audio/old',
      duration_ms: 2,
      production_credits: '<p>Sam</p>',
      movement_cuepoints: [{ title: 'Allegro', start: 0 }],
    };
    const attached = withMasterAttached({ recordings: [video, audio] }, master, 'A');
    expect(attached['recordings']).toEqual([
      video,
      {
        ...audio,
        media: 'masters/12',
        duration_ms: 425_013,
        movement_cuepoints: [],
        cuepoint_webvtt: null,
      },
    ]);
  });

  it('touches no recording of the other type and keeps every other field', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom('A', 'V'), media: fc.string() })),
        fc.constantFrom('A' as const, 'V' as const),
        (recordings, type) => {
          const attached = withMasterAttached({ recordings, program: 'p' }, master, type);
          const after = attached['recordings'] as { type: string; media: string }[];
          expect(attached['program']).toBe('p');
          expect(after.filter((r) => r.type !== type)).toEqual(recordings.filter((r) => r.type !== type));
          expect(after.filter((r) => r.type === type && r.media === master.folder)).toHaveLength(1);
          expect(attachedType(attached, master.folder)).toBe(type);
        },
      ),
    );
  });
});

describe('withMasterAttached and captions', () => {
  const video = {
    type: 'V',
    uuid: 'v-1',
    media: 'video/old',
    duration_ms: 1,
    captions_url: '/media/video/old/captions.en.vtt',
    captions: [{ language: 'de', label: 'German', url: '/media/video/old/captions.de.vtt' }],
  };
  const attachedVideo = (captions: AttachableMaster['captions']) =>
    (withMasterAttached({ recordings: [video] }, { ...master, captions }, 'V')['recordings'] as unknown[])[0];

  it('gives a video recording every language of the master, and its English file as captions_url', () => {
    expect(attachedVideo([english, french])).toMatchObject({ captions: [english, french], captions_url: english.url });
    const british = { ...english, language: 'en-GB', label: 'British English' };
    expect(attachedVideo([french, british])).toMatchObject({ captions_url: british.url });
  });

  it('keeps the captions_url it had when the master has no English, but never the languages of its old media', () => {
    expect(attachedVideo([french])).toMatchObject({ captions: [french], captions_url: video.captions_url });
    expect(attachedVideo([])).toMatchObject({ captions: [], captions_url: video.captions_url });
  });

  it('clears a captions_url the studio made of a master’s captions when the master has no English', () => {
    const made = { ...video, captions_url: '/media/masters/9/captions.en.0a1b2c3d.vtt' };
    const attached = withMasterAttached({ recordings: [made] }, { ...master, captions: [french] }, 'V');
    expect((attached['recordings'] as unknown[])[0]).toMatchObject({ captions: [french], captions_url: null });
  });

  it('gives an audio recording none of the master’s captions', () => {
    const attached = withMasterAttached({}, { ...master, captions: [english] }, 'A');
    expect((attached['recordings'] as Record<string, unknown>[])[0]).not.toHaveProperty('captions');
    expect((attached['recordings'] as Record<string, unknown>[])[0]).not.toHaveProperty('captions_url');
  });
});

describe('withMasterCaptionsFollowed', () => {
  const attached = (captions: AttachableMaster['captions'], extra: Record<string, unknown> = {}) =>
    withMasterAttached(
      { program: 'p', recordings: [{ type: 'V', uuid: 'v-1', ...extra }] },
      { ...master, captions },
      'V',
    );
  const recordingOf = (fields: Record<string, unknown>) => (fields['recordings'] as Record<string, unknown>[])[0];
  const follow = (fields: Record<string, unknown>, before: (typeof english)[], after: (typeof english)[]) =>
    withMasterCaptionsFollowed(fields, { ...master, captions: before }, { ...master, captions: after });

  it('gives a video recording the languages added to its master, as attaching again would', () => {
    const followed = follow(attached([english]), [english], [english, french]);
    expect(recordingOf(followed)).toMatchObject({
      uuid: 'v-1',
      captions: [english, french],
      captions_url: english.url,
    });
    expect(followed['program']).toBe('p');
  });

  it('clears the captions_url it gave when English is removed, and keeps one typed by hand', () => {
    expect(recordingOf(follow(attached([english, french]), [english, french], [french]))).toMatchObject({
      captions: [french],
      captions_url: null,
    });
    const typed = attached([french], { captions_url: '/media/video/by-hand/captions.vtt' });
    expect(recordingOf(follow(typed, [french], []))).toMatchObject({
      captions: [],
      captions_url: '/media/video/by-hand/captions.vtt',
    });
  });

  it('keeps captions changed by hand since attaching, and answers the same fields when nothing follows', () => {
    const edited = attached([english]);
    const recording = recordingOf(edited) ?? {};
    recording['captions'] = [{ ...english, label: 'English (SDH)' }];
    expect(follow(edited, [english], [english, french])).toBe(edited);
    const byHand = attached([english]);
    (recordingOf(byHand) ?? {})['captions_url'] = '/media/video/by-hand/captions.vtt';
    expect(follow(byHand, [english], [english, french])).toBe(byHand);
    const audio = withMasterAttached({}, { ...master, captions: [english] }, 'A');
    expect(follow(audio, [english], [english, french])).toBe(audio);
    const elsewhere = withMasterAttached({}, { ...master, folder: 'masters/13', captions: [english] }, 'V');
    expect(follow(elsewhere, [english], [english, french])).toBe(elsewhere);
  });

  it('follows a recording from a catalogue that stores no captions_url and its tracks’ keys in another order', () => {
    const stored = {
      recordings: [
        { type: 'V', media: 'masters/12', captions: [{ url: french.url, label: 'French', language: 'fr' }] },
      ],
    };
    expect(recordingOf(follow(stored, [french], [english, french]))).toMatchObject({
      captions: [english, french],
      captions_url: english.url,
    });
  });
});

describe('recordingTypesOf', () => {
  it('offers a camera file as video and as sound, a sound file as sound', () => {
    expect(recordingTypesOf({ kind: 'video' })).toEqual(['V', 'A']);
    expect(recordingTypesOf({ kind: 'audio' })).toEqual(['A']);
  });
});
