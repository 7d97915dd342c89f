import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { FormErrors } from '#lib/forms/form-validation.ts';
import { hasErrors } from '#lib/forms/form-validation.ts';
import { NETWORK_FAILURE } from '#lib/forms/form-messages.ts';
import { isSubmitDisabled, type FormName } from '#lib/forms/submit-state.ts';
import type { AccountOutcome } from '../../stores/account-outcome.ts';
import { followOutcome } from './follow-outcome.ts';

/** What a form island gives the hook. */
export interface AccountFormOptions<Values extends Record<string, string>> {
  readonly form: FormName;
  readonly initial: Values;
  readonly validate: (values: Values) => FormErrors<keyof Values & string>;
  readonly submit: (values: Values) => Promise<AccountOutcome>;
}

/** The props a field's input takes, and the message to show beside it. */
export interface FieldBinding {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly errorId: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur: () => void;
  readonly ref: (element: HTMLInputElement | null) => void;
}

/** A form's state and handlers. */
export interface AccountForm<Values extends Record<string, string>> {
  readonly submitting: boolean;
  readonly submitDisabled: boolean;
  /** The form-level message for the alert callout (a refusal, or the network alert). */
  readonly formError: string | null;
  readonly field: (name: keyof Values & string) => FieldBinding;
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Marks the form busy while something else (a provider popup) runs. */
  readonly run: (action: () => Promise<AccountOutcome>) => Promise<void>;
}

/**
 * The state of an account form: the values (never cleared by a failure), which fields were
 * left (their messages show from then on, and all show after a submit attempt), the submit
 * rule of rules §4, and the form-level message, which editing a field clears.
 */
export function useAccountForm<Values extends Record<string, string>>(
  options: AccountFormOptions<Values>,
): AccountForm<Values> {
  const prefix = useId();
  const [values, setValues] = useState(options.initial);
  const [pristine, setPristine] = useState(true);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const errors = options.validate(values);

  // A visitor may type into the server-rendered inputs before the island hydrates; their text
  // is taken over rather than lost.
  useEffect(() => {
    const typed = [...inputs.current].filter(([, input]) => input.value !== '');
    if (typed.length === 0) return;
    setValues((current) => ({ ...current, ...Object.fromEntries(typed.map(([name, input]) => [name, input.value])) }));
    setPristine(false);
  }, []);
  const submitDisabled = isSubmitDisabled(options.form, {
    pristine,
    submitting,
    hasError: hasErrors(errors) || formError !== null,
  });

  async function run(action: () => Promise<AccountOutcome>): Promise<void> {
    setSubmitting(true);
    setFormError(null);
    let outcome: AccountOutcome;
    try {
      outcome = await action();
    } catch (error) {
      // Actions answer every failure they expect; anything else is a bug, reported as thrown,
      // while the visitor gets the form back with the network alert and their input intact.
      setSubmitting(false);
      setFormError(NETWORK_FAILURE);
      throw error;
    }
    // A page change is under way: the form stays busy until the page goes.
    if (outcome.kind === 'go') return void followOutcome(outcome);
    setSubmitting(false);
    if (outcome.kind === 'failed') setFormError(outcome.message);
    else setPristine(true);
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (submitDisabled) return;
    if (hasErrors(errors)) {
      setAttempted(true);
      const first = Object.keys(errors)[0];
      if (first !== undefined) inputs.current.get(first)?.focus();
      return;
    }
    void run(() => options.submit(values));
  }

  function field(name: keyof Values & string): FieldBinding {
    return {
      id: `${prefix}-${name}`,
      name,
      value: values[name] ?? '',
      error: left.has(name) || attempted ? errors[name] : undefined,
      errorId: `${prefix}-${name}-error`,
      onChange: (event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setPristine(false);
        setFormError(null);
      },
      onBlur: () => setLeft((current) => (current.has(name) ? current : new Set([...current, name]))),
      ref: (element) => {
        if (element === null) inputs.current.delete(name);
        else inputs.current.set(name, element);
      },
    };
  }

  return { submitting, submitDisabled, formError, field, onSubmit, run };
}
