import { open } from 'node:fs/promises';

/** The four-byte tags of the chunked containers whose first chunk declares the whole file's size. */
const LITTLE_ENDIAN_TAG = 'RIFF';
const BIG_ENDIAN_TAG = 'FORM';

// Writers that stream a WAV before they know its length put these in the size field; they declare nothing.
const UNKNOWN_SIZES = new Set([0, 0xffff_ffff]);

/**
 * The bytes a WAV (RIFF) or AIFF (FORM) file says it has, from its first chunk's size; undefined for
 * other files and for writers that leave the size open. ffprobe reads such a file's duration from the bytes
 * that are there, so a file cut in half looks whole to it; the header still tells the length it had.
 */
export async function declaredFileBytes(file: string): Promise<number | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    if (bytesRead < 8) return undefined;
    const tag = head.toString('latin1', 0, 4);
    let size: number;
    if (tag === LITTLE_ENDIAN_TAG) size = head.readUInt32LE(4);
    else if (tag === BIG_ENDIAN_TAG) size = head.readUInt32BE(4);
    else return undefined;
    return UNKNOWN_SIZES.has(size) ? undefined : size + 8;
  } finally {
    await handle.close();
  }
}
