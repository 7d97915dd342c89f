import { site } from '../../config/site.ts';
import { imageFolderOf } from '#lib/studio/image-folders.ts';
import { ImageUploadAnswerSchema, imageUploadPath, type ImageUploadQuery } from '#lib/studio/images.ts';
import type { FieldDescription } from '#lib/studio/records.ts';
import { ImageField, type ImageValue } from '../images/ImageField.tsx';
import { request } from '../session/studio-session.ts';
import { useRecordInForm } from './record-context.ts';
import { labelOf } from './record-words.ts';

/** Sends a picture to the studio API, which stores it with every rendition the site uses. */
function upload(file: File, query: ImageUploadQuery) {
  return request(imageUploadPath(query), ImageUploadAnswerSchema, { method: 'POST', file });
}

const isImage = (value: unknown): value is ImageValue =>
  typeof value === 'object' && value !== null && typeof (value as { src?: unknown }).src === 'string';

/** A record's picture field: uploaded to its list's folder, named after the record. */
export function RecordImageField({
  field,
  value,
  onChange,
  errors,
}: {
  field: FieldDescription;
  value: unknown;
  onChange: (value: unknown) => void;
  errors?: readonly string[] | undefined;
}) {
  const record = useRecordInForm();
  const identifier = record.fields['identifier'];
  const title = record.fields['title'] ?? record.fields['last_name'];
  const name = [identifier, title, field.name].find((part) => typeof part === 'string' && part.trim() !== '');
  return (
    <ImageField
      label={`${labelOf(field.name)}${field.required ? '' : ' (optional)'}`}
      value={isImage(value) ? value : null}
      folder={imageFolderOf(record.list, field.name)}
      name={typeof name === 'string' ? name : field.name}
      mediaBase={site.mediaBase}
      onChange={onChange}
      upload={upload}
      errors={errors}
    />
  );
}
