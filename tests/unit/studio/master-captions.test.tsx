import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Master } from '../../../src/lib/studio/masters.ts';
import { MasterCaptions } from '../../../src/studio/media/MasterCaptions.tsx';

const made: Master = {
  id: 12,
  upload_id: 'u-12',
  filename: 'Night.wav',
  kind: 'audio',
  bytes: 1000,
  sha256: '0'.repeat(64),
  state: 'uploaded',
  reason: null,
  duration_ms: 3000,
  described: '48 kHz, 2 channels',
  uploaded_by: 'Sam',
  uploaded_at: '2026-11-29T10:00:00.000Z',
  file_removed_at: null,
  job: null,
  renditions: 'Broadband …',
  folder: 'masters/12',
  played_ms: 3000,
  captions: [],
  part_of: null,
};

const card = (master: Master) =>
  renderToStaticMarkup(
    <MasterCaptions
      master={master}
      mediaBase="https://media.example.test"
      send={() => Promise.reject(new Error('not here'))}
      onChanged={() => undefined}
    />,
  );

describe('a master’s captions on the Media screen', () => {
  it('offers a language, English unless changed, and a file input for WebVTT and SubRip', () => {
    const html = card(made);
    expect(html).toContain('<h4');
    expect(html).toContain('None yet.');
    expect(html).toMatch(/<label for="([^"]+)-language">Language<\/label>/);
    expect(html).toMatch(/value="en"/);
    expect(html).toContain('>English</span>');
    expect(html).toContain('<option value="fr" label="French"></option>');
    expect(html).toContain('accept=".vtt,.srt,text/vtt,application/x-subrip"');
    expect(html).toContain('>Add captions</button>');
    expect(html).toContain('role="alert"');
    expect(html).toContain('role="status"');
  });

  it('lists its languages, each a link to its file on the media host, with Remove', () => {
    const html = card({
      ...made,
      captions: [
        { language: 'en', label: 'English', url: '/media/masters/12/captions.en.0a1b2c3d.vtt' },
        { language: 'pt-BR', label: 'Brazilian Portuguese', url: '/media/masters/12/captions.pt-BR.4e5f6a7b.vtt' },
      ],
    });
    expect(html).not.toContain('None yet.');
    expect(html).toContain('href="https://media.example.test/media/masters/12/captions.pt-BR.4e5f6a7b.vtt"');
    expect(html).toContain('>Brazilian Portuguese</a>');
    expect(html).toContain('aria-label="Remove the captions in English"');
    expect(html.match(/>Remove<\/button>/g)).toHaveLength(2);
  });
});
