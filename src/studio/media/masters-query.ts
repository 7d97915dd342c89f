import { MastersSchema, STUDIO_PATHS } from '#lib/studio/contract.ts';
import { request } from '../session/studio-session.ts';

/** The masters as the Media screen lists them: one query, read by the screen and by each waveform. */
export const MASTERS_QUERY = ['studio', 'masters'];

/** Reads the masters for MASTERS_QUERY. */
export const readMasters = ({ signal }: { signal: AbortSignal }) =>
  request(STUDIO_PATHS.masters, MastersSchema, { signal });
