import { useId, useState, type SyntheticEvent } from 'react';
import type { CaptionsTrack } from '#lib/api/captions-track.ts';
import { mediaUrl } from '#lib/catalog/image-sources.ts';
import {
  CAPTION_MESSAGES,
  CAPTIONS_MAX_BYTES,
  captionLanguageOf,
  COMMON_CAPTION_LANGUAGES,
} from '#lib/studio/caption-languages.ts';
import { STUDIO_PATHS, type Master } from '#lib/studio/contract.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import media from './Media.module.css';

/** The languages offered as the tag is typed, each with its English name. */
const SUGGESTED = COMMON_CAPTION_LANGUAGES.map((tag) => ({ tag, label: captionLanguageOf(tag)?.label ?? tag }));

/** A request to the studio API answered with the master as it then is. */
export type MasterRequest = (path: string, init: { method: 'PUT' | 'DELETE'; file?: File }) => Promise<Master>;

/** What is said when no file is chosen. */
const NO_FILE = 'Choose a captions file: WebVTT (.vtt) or SubRip (.srt).';

/** Why the form cannot be sent yet, checked before a byte goes; null when it can. */
function problemOf(language: string, file: File | null): string | null {
  if (captionLanguageOf(language) === undefined) return CAPTION_MESSAGES.badLanguage(language);
  if (file === null) return NO_FILE;
  return file.size > CAPTIONS_MAX_BYTES ? CAPTION_MESSAGES.tooLarge : null;
}

/**
 * A made master's captions, one file a language (docs/media.md, "Captions"): the languages it has, each a
 * link to its file and Remove, and a form to add a language or replace one: its tag (English unless
 * changed; the common ones suggested, any other typed) and the file, which the API checks against the
 * renditions' length and refuses with the sentence naming the line to fix.
 */
export function MasterCaptions({
  master,
  mediaBase,
  send: requestMaster,
  onChanged,
}: {
  master: Master;
  /** Where `/media/…` paths are served from (the site's media host). */
  mediaBase: string;
  /** Sends a change of its captions; rejects with the server's refusal. */
  send: MasterRequest;
  onChanged: (master: Master) => void;
}) {
  const id = useId();
  const [language, setLanguage] = useState('en');
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its file is sent.
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const named = captionLanguageOf(language);

  async function send(path: string, init: Parameters<MasterRequest>[1], done: string): Promise<boolean> {
    setBusy(true);
    setRefusal(null);
    setSaid(null);
    try {
      onChanged(await requestMaster(path, init));
      setSaid(done);
      return true;
    } catch (error) {
      setRefusal(messageOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: SyntheticEvent) {
    event.preventDefault();
    const problem = problemOf(language, file);
    if (problem !== null || named === undefined || file === null) {
      setRefusal(problem);
      return;
    }
    const replaced = master.captions.some((track) => track.language === named.language);
    const path = STUDIO_PATHS.masterCaptions(master.id, named.language);
    const verb = replaced ? 'replaced' : 'added';
    if (await send(path, { method: 'PUT', file }, `The captions in ${named.label} are ${verb}.`)) {
      setFile(null);
      setInputKey(inputKey + 1);
    }
  }

  function remove(track: CaptionsTrack) {
    const path = STUDIO_PATHS.masterCaptions(master.id, track.language);
    void send(path, { method: 'DELETE' }, `The captions in ${track.label} are removed.`);
  }

  return (
    <section className={media.attach} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Captions</h4>
      {master.captions.length === 0 ? (
        <p className={styles.muted}>None yet.</p>
      ) : (
        <ul className={media.captionList}>
          {master.captions.map((track) => (
            <li key={track.language}>
              <a href={mediaUrl(track.url, mediaBase)} lang={track.language} hrefLang={track.language}>
                {track.label}
              </a>{' '}
              <span className={styles.muted}>({track.language})</span>{' '}
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                aria-label={`Remove the captions in ${track.label}`}
                onClick={() => remove(track)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void add(event)} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-language`}>Language</label>
          <span id={`${id}-language-hint`} className={styles.hint}>
            {named ? named.label : 'A language tag, such as en, fr or pt-BR.'}
          </span>
          <input
            id={`${id}-language`}
            list={`${id}-languages`}
            value={language}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-language-hint`}
            aria-invalid={named === undefined ? true : undefined}
            onChange={(event) => setLanguage(event.target.value)}
          />
          <datalist id={`${id}-languages`}>
            {SUGGESTED.map(({ tag, label }) => (
              <option key={tag} value={tag} label={label} />
            ))}
          </datalist>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>Captions file</label>
          <span id={`${id}-file-hint`} className={styles.hint}>
            WebVTT (.vtt) or SubRip (.srt), in UTF-8, up to 2 MB.
          </span>
          <input
            key={inputKey}
            id={`${id}-file`}
            type="file"
            accept=".vtt,.srt,text/vtt,application/x-subrip"
            aria-describedby={`${id}-file-hint`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <p className={media.actions}>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Sending…' : 'Add captions'}
          </button>
        </p>
      </form>
      <Alert message={refusal} />
      <div role="status">{said && <p className={styles.notice}>{said}</p>}</div>
    </section>
  );
}
