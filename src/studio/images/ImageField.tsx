import { useId, useState, type ChangeEvent } from 'react';
import { renditionUrl } from '#lib/catalog/image-renditions.ts';
import { mediaUrl } from '#lib/catalog/image-sources.ts';
import { CENTRE_FOCUS, focusInWords, type ImageFocus } from '#lib/studio/image-focus.ts';
import {
  IMAGE_FOLDERS,
  IMAGE_UPLOAD_FORMATS,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  LOGO_MINIMUM,
  PICTURE_MINIMUM,
  type ImageFolder,
  type ImageUploadAnswer,
  type ImageUploadQuery,
} from '#lib/studio/images.ts';
import { StudioRequestError } from '#lib/studio/studio-request.ts';
import { Field } from '../ui/Field.tsx';
import { fieldErrorsOf, messageOf } from '../ui/refusal.ts';
import { FocusPicker } from './FocusPicker.tsx';
import styles from './ImageField.module.css';

/** An image field's value as the catalogue writes it (ImportImageSchema on the server). */
export interface ImageValue {
  src: string;
  width: number;
  height: number;
  alt: string;
  credit: string;
  focus?: ImageFocus | undefined;
}

export interface ImageFieldProps {
  label: string;
  value: ImageValue | null;
  /** The folder the picture goes to, which also says whether it is cut as a photograph or fitted as a logo. */
  folder: ImageFolder;
  /** What the file is named after: the record's identifier, say. */
  name: string;
  /** Where `/media/…` paths are served from (the site's media host). */
  mediaBase: string;
  onChange: (next: ImageValue | null) => void;
  /** Sends the file with its query (`POST STUDIO_PATHS.images`); rejects with the server's refusal. */
  upload: (file: File, query: ImageUploadQuery) => Promise<ImageUploadAnswer>;
  /** Errors at this field from saving the record. */
  errors?: readonly string[] | undefined;
}

/** A chosen file and the picture it shows, before it is uploaded. */
interface InHand {
  file: File;
  preview: string;
}

/** The sentences of a refused upload: the server's at its fields, or what went wrong on the way. */
function refusalOf(error: unknown): string[] {
  const fields = error instanceof StudioRequestError ? error.fields : fieldErrorsOf(error);
  const messages = Object.values(fields).flat();
  return messages.length > 0 ? messages : [messageOf(error)];
}

/**
 * The file as a `data:` URL. The studio's Content-Security-Policy lets pictures load from
 * `data:` but not from `blob:`, so an object URL would show nothing.
 */
function previewOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The file could not be read.')),
    );
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read.')));
    reader.readAsDataURL(file);
  });
}

/**
 * A catalogue picture in a studio form: the picture it has (its card-size rendition and its
 * thumbnail), a file input to upload a new one after choosing its focal point, its alt text and
 * credit, and Remove. The upload is passed in; a refusal shows at the field.
 */
export function ImageField(props: ImageFieldProps) {
  const { label, value, folder, mediaBase, onChange } = props;
  const id = useId();
  const [hand, setHand] = useState<InHand | null>(null);
  const [focus, setFocus] = useState<ImageFocus>(CENTRE_FOCUS);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const errors = [...refusal, ...(props.errors ?? [])];
  const minimum =
    IMAGE_FOLDERS[folder] === 'logo'
      ? `at least ${LOGO_MINIMUM.width} pixels wide or ${LOGO_MINIMUM.height} high`
      : `at least ${PICTURE_MINIMUM.width} × ${PICTURE_MINIMUM.height} pixels`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal([]);
    try {
      setHand({ file, preview: await previewOf(file) });
      setFocus(CENTRE_FOCUS);
    } catch (error) {
      setRefusal([messageOf(error)]);
    }
  }

  async function send() {
    if (!hand) return;
    setBusy(true);
    setRefusal([]);
    try {
      const query = { folder, name: props.name, focus_x: focus.x, focus_y: focus.y, file_name: hand.file.name };
      const stored = await props.upload(hand.file, query);
      onChange({ ...stored, alt: value?.alt ?? '', credit: value?.credit ?? '' });
      setHand(null);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className={styles.field}>
      <legend>{label}</legend>
      {hand ? (
        <>
          <FocusPicker src={hand.preview} focus={focus} onChange={setFocus} disabled={busy} />
          <div className={styles.actions}>
            <button type="button" className="button" disabled={busy} onClick={() => void send()}>
              {busy ? 'Uploading…' : 'Upload'}
            </button>
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => setHand(null)}>
              Cancel
            </button>
          </div>
        </>
      ) : (
        value && <StoredPicture value={value} mediaBase={mediaBase} />
      )}
      <div className={styles.file}>
        <label htmlFor={`${id}-file`}>{value || hand ? 'Choose another picture' : 'Choose a picture'}</label>
        <span id={`${id}-file-hint`} className={styles.hint}>
          {IMAGE_UPLOAD_FORMATS}, {minimum}, up to {IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.
        </span>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          disabled={busy}
          aria-invalid={errors.length > 0 ? true : undefined}
          aria-describedby={`${id}-file-hint${errors.length > 0 ? ` ${id}-file-error` : ''}`}
          onChange={(event) => void choose(event)}
        />
        <div role="alert">
          {errors.length > 0 && (
            <p id={`${id}-file-error`} className={styles.error}>
              {errors.join(' ')}
            </p>
          )}
        </div>
      </div>
      {value && (
        <>
          <Field
            label="Alt text"
            hint="What the picture shows, for people who cannot see it; empty when it only decorates."
            value={value.alt}
            onChange={(event) => onChange({ ...value, alt: event.target.value })}
          />
          <Field
            label="Credit"
            hint="The photographer or source, e.g. Photo: G. Nelidoff."
            value={value.credit}
            onChange={(event) => onChange({ ...value, credit: event.target.value })}
          />
          <div className={styles.actions}>
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => onChange(null)}>
              Remove the picture
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}

/** The picture a record has, as the site's cards and lists show it. */
function StoredPicture({ value, mediaBase }: { value: ImageValue; mediaBase: string }) {
  const url = (rendition: 'wd_512x288' | 'thumbnail') => mediaUrl(renditionUrl(value.src, rendition), mediaBase);
  return (
    <figure className={styles.stored}>
      <div className={styles.renditions}>
        <img className={styles.wide} src={url('wd_512x288')} width={512} height={288} alt="" />
        <img className={styles.thumbnail} src={url('thumbnail')} width={150} height={150} alt="" />
      </div>
      <figcaption className={styles.hint}>
        {value.width} × {value.height} pixels, cut around {focusInWords(value.focus ?? CENTRE_FOCUS)}. To move that
        point, choose the picture again.
      </figcaption>
    </figure>
  );
}
