import { useState } from 'react';
import { StudioRequestError } from '#lib/studio/studio-request.ts';
import type { StudioFieldErrors } from '#lib/studio/errors.ts';
import { formMessage } from '#lib/studio/form-message.ts';

/**
 * A form's sending state: whether it is on its way, its refusal as a whole and per field. `shown`
 * names the fields the form draws: an error at any other field (the passkey's answer, a ticket) is
 * the form's message, so no refusal goes unsaid.
 */
export function useSubmit(shown: readonly string[] = []) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fields, setFields] = useState<StudioFieldErrors>({});
  async function run(work: () => Promise<void>): Promise<void> {
    setBusy(true);
    setMessage(null);
    setFields({});
    try {
      await work();
    } catch (error) {
      if (error instanceof StudioRequestError) {
        setFields(error.fields);
        setMessage(formMessage(error.message, error.fields, shown));
      } else setMessage(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return { busy, message, fields, run, errorsOf: (name: string) => fields[name] };
}
