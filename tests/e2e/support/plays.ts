import { StreamAnswerSchema } from '../../../src/lib/api/stream-links.ts';
import { apiBase } from './e2e-env.ts';

/**
 * Plays as a listener's player makes them, straight against the API: a stream link of a performance
 * asked for as from behind the trusted proxy (its country header), then its audio fetched whole.
 */
export async function playPerformance(token: string, uuid: string, country: string): Promise<void> {
  const answer = await fetch(`${apiBase()}/api/2/stream/performance/${uuid}/`, {
    headers: { authorization: `Bearer ${token}`, 'x-country-code': country },
  });
  if (answer.status !== 200) throw new Error(`The stream link was refused: ${answer.status} ${await answer.text()}`);
  const link = StreamAnswerSchema.parse(await answer.json()).stream_links.cellular_standard_dynamics;
  if (link === undefined) throw new Error('The performance has no audio link.');
  const media = await fetch(link);
  if (media.status !== 200) throw new Error(`The audio was refused: ${media.status}`);
  await media.arrayBuffer();
}
