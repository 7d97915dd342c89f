import { z } from 'zod';
import { CompositionSummarySchema } from './composition.ts';
import { PersonSchema } from './person.ts';
import { ProgramSummarySchema } from './program.ts';

/** `/combined/`: everything lists and search need, in one answer. */
export const CombinedSchema = z.object({
  compositions: z.array(CompositionSummarySchema),
  people: z.array(PersonSchema),
  programs: z.array(ProgramSummarySchema),
});
export type Combined = z.output<typeof CombinedSchema>;
