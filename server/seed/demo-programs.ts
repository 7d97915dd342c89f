import { stripEmphasis } from '#lib/text/emphasis.ts';
import type { PerformanceInput, ProgramInput } from './catalog-inputs.ts';
import type { ProgramPlan } from './data/program-plan.ts';
import { UNDERWRITERS } from './data/underwriters.ts';
import { demoImage } from './demo-images.ts';
import { buildPerformance, UnknownDemoReferenceError, type PerformanceContext } from './demo-performances.ts';
import { VIDEO_MEDIA } from './media-plan.ts';
import { pickMedia } from './recording-media.ts';
import { stableUuid } from './stable-uuid.ts';

/** A program and the performances it holds. */
export interface BuiltProgram {
  program: ProgramInput;
  performances: PerformanceInput[];
}

const MINUTE = 60_000;
/** Time between pieces for applause and stage changes. */
const CHANGEOVER_MINUTES = 4;
const INTERMISSION_MINUTES = 20;

function underwriter(identifier: string | null): Partial<Pick<ProgramInput, 'underwriter_name' | 'underwriter_logo'>> {
  if (identifier === null) return {};
  const found = UNDERWRITERS[identifier];
  if (!found) throw new UnknownDemoReferenceError('underwriter', identifier);
  return { underwriter_name: found.name, underwriter_logo: demoImage('logos', found.logo, `${found.name} logo`, '') };
}

/** Start and end of each piece: one after another, with an intermission halfway. */
function pieceTimes(plan: ProgramPlan, start: Date, context: PerformanceContext): [Date, Date][] {
  const half = Math.ceil(plan.pieces.length / 2);
  let cursor = start.getTime();
  return plan.pieces.map((piece, i) => {
    const minutes = context.works.get(piece.work)?.minutes ?? 10;
    const times: [Date, Date] = [new Date(cursor), new Date(cursor + minutes * MINUTE)];
    cursor = times[1].getTime() + (i + 1 === half ? INTERMISSION_MINUTES : CHANGEOVER_MINUTES) * MINUTE;
    return times;
  });
}

/** Builds one concert starting at `start`, with its performances and their recordings. */
export function buildProgram(
  plan: ProgramPlan,
  start: Date,
  shared: Pick<PerformanceContext, 'works' | 'roles'>,
): BuiltProgram {
  const context: PerformanceContext = {
    ...shared,
    program: plan.identifier,
    conductor: plan.conductor,
    capture: plan.capture,
    countries: plan.countries,
  };
  const times = pieceTimes(plan, start, context);
  const performances = plan.pieces.map((piece, i) => buildPerformance(piece, i + 1, times[i] ?? null, context));
  const end = times.at(-1)?.[1] ?? new Date(start.getTime() + 120 * MINUTE);
  const program: ProgramInput = {
    uuid: stableUuid(`program:${plan.identifier}`),
    identifier: plan.identifier,
    title: plan.title,
    description: plan.description,
    start_date_time: start.toISOString(),
    end_date_time: end.toISOString(),
    unlisted: plan.unlisted,
    ...underwriter(plan.underwriter),
    image:
      plan.image === null
        ? null
        : demoImage(
            'programs',
            plan.image,
            `The orchestra on stage: ${stripEmphasis(plan.title)}`,
            'Photo: Dana Whitlock',
          ),
    full_video_media: plan.fullVideo ? (pickMedia(VIDEO_MEDIA, plan.identifier)?.media ?? null) : null,
    allowed_countries: plan.countries,
    related_media_features: plan.related.map((r) => ({ media_feature: r.feature, description: r.description })),
  };
  return { program, performances };
}
