"use client";

import { useCallback, useEffect, useLayoutEffect, useState, type FormEvent } from "react";
import type {
  DefaultValues,
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  SetValueConfig,
  SubmitHandler,
  UseFormSetError,
} from "react-hook-form";
import type { ZodType } from "zod";
import type { FormEngine } from "./form-engine";

export type LazyFormOptions<Fields extends FieldValues, Output> = {
  /** The form's zod schema, the very one its route validates with, loaded with the engine. */
  schema: () => Promise<ZodType<Output, Fields>>;
  defaultValues: DefaultValues<Fields>;
};

/** What a field spreads on its control: react-hook-form's props, plus its starting value as HTML. */
type FieldProps = {
  name: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  onFocus: () => void;
  defaultValue?: string | number;
  defaultChecked?: boolean;
};

const ignore = () => undefined;

const valueAt = (values: unknown, name: string): unknown =>
  name.split(".").reduce<unknown>((value, key) => {
    if (!value || typeof value !== "object") return undefined;
    const fields = value as Record<string, unknown>;
    return Object.hasOwn(fields, key) ? fields[key] : undefined;
  }, values);

/** A radio group's checked value, as the page shows it now. */
const checkedChoice = (radio: HTMLInputElement): string | undefined => {
  const group = radio.form?.elements.namedItem(radio.name);
  return group instanceof RadioNodeList ? group.value || undefined : radio.checked ? radio.value : undefined;
};

const isRadio = (element: HTMLElement | null): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === "radio";

/**
 * What a form keeps outside React's state between renders: the engine and its loading, the
 * controls as drawn before it (for getValues/setValue then), and a submit waiting for the engine.
 */
class FormKeeper<Fields extends FieldValues, Output> {
  private loading: Promise<FormEngine<Fields, Output>> | null = null;
  private readonly elements = new Map<string, HTMLElement>();
  private readonly drawnRefs = new Map<string, FieldProps["ref"]>();
  private readonly heard = new WeakSet<HTMLElement>();
  private waitingSubmit: ((engine: FormEngine<Fields, Output>) => void) | null = null;
  /**
   * The engine once it came, for what a handler calls (setError, reset…): a submit that waited
   * for the engine runs the handlers of the render before it came.
   */
  engine: FormEngine<Fields, Output> | null = null;

  constructor(private readonly setup: LazyFormOptions<Fields, Output>) {}

  load(): Promise<FormEngine<Fields, Output>> {
    this.loading ??= Promise.all([import("./form-engine"), this.setup.schema()]).then(
      ([{ startFormEngine }, schema]) => (this.engine = startFormEngine(schema, this.setup.defaultValues)),
      (error: unknown) => {
        // Offline, or a new deployment replaced the chunk: the next focus or submit tries again.
        this.loading = null;
        this.waitingSubmit = null;
        throw error;
      },
    );
    return this.loading;
  }

  element(name: string): HTMLElement | undefined {
    return this.elements.get(name);
  }

  drawnRef(name: string): FieldProps["ref"] {
    let ref = this.drawnRefs.get(name);
    if (!ref) {
      ref = (element) => void (element ? this.elements.set(name, element) : this.elements.delete(name));
      this.drawnRefs.set(name, ref);
    }
    return ref;
  }

  /**
   * react-hook-form keeps a text or a box edited before it was ready, but a radio group changed by
   * then would go back to its starting choice: it hears the choice first, once per button.
   */
  hearChoice(name: Path<Fields>, element: HTMLElement | null): void {
    if (!this.engine || !isRadio(element) || this.heard.has(element)) return;
    this.heard.add(element);
    const choice = checkedChoice(element);
    if (choice !== undefined) this.engine.setValue(name, choice as PathValue<Fields, Path<Fields>>);
  }

  /**
   * From now on a field attached again (after a reset) takes its value from react-hook-form, as
   * under useForm, which marks itself ready the same way once mounted.
   */
  fieldsAttached(): void {
    if (!this.engine) return;
    this.engine.control._formState.isReady = true;
    this.engine.control._subjects.state.next({ isReady: true });
  }

  waitToSubmit(submit: (engine: FormEngine<Fields, Output>) => void): void {
    this.waitingSubmit = submit;
  }

  takeWaitingSubmit(): ((engine: FormEngine<Fields, Output>) => void) | null {
    const submit = this.waitingSubmit;
    this.waitingSubmit = null;
    return submit;
  }
}

/**
 * react-hook-form with its zod resolver, loaded when the cook starts using the form rather than
 * with the page (issue 31: they were ~⅓ of every form page's first-load script). The same API as
 * `useForm` for what our forms use (`register`, `handleSubmit`, `setError`, `setValue`,
 * `getValues`, `reset`, `formState.errors` and `isSubmitting`), and the same zod schema as the
 * route's.
 *
 * Until the engine arrives, the fields are plain uncontrolled HTML, drawn by the server with
 * their starting values (`defaultValue`/`defaultChecked`, so nothing moves when it arrives): what
 * the cook types stays in them. The engine loads at the first focus in a field, at a submit, or at
 * idle after the page loaded, whichever comes first. On arrival react-hook-form takes the fields
 * over as they are (it keeps a value edited before it was ready); a submit made before waits for
 * it, shown as submitting, and is then validated like any other: never a plain POST.
 */
export function useLazyForm<Fields extends FieldValues, Output = Fields>(options: LazyFormOptions<Fields, Output>) {
  // The first render's schema and values: react-hook-form, like useForm, starts from them once.
  const [keeper] = useState(() => new FormKeeper(options));
  const [engine, setEngine] = useState<FormEngine<Fields, Output> | null>(null);
  const [formState, setFormState] = useState<{ errors: FieldErrors<Fields>; isSubmitting: boolean }>({ errors: {}, isSubmitting: false });
  // A submit made before the engine arrived: shown as submitting until react-hook-form runs it.
  const [submitWaits, setSubmitWaits] = useState(false);
  const [startingValues] = useState(options.defaultValues);

  const load = useCallback(() => {
    keeper.load().then(setEngine, (error: unknown) => {
      setSubmitWaits(false);
      console.error("The form's validation could not load", error);
    });
  }, [keeper]);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const handle = idle(load, { timeout: 2000 });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [load]);

  // Before paint, so a waiting submit shows as submitting without a blink.
  useLayoutEffect(() => {
    if (!engine) return;
    const stop = engine.subscribe({
      // isSubmitting is missing from the type of what one may follow, not from what is sent.
      formState: { errors: true, isSubmitting: true } as { errors: true },
      callback: (state) => setFormState({ errors: state.errors ?? {}, isSubmitting: state.isSubmitting ?? false }),
    });
    // React attached the fields to react-hook-form in this commit, keeping what was typed before.
    keeper.fieldsAttached();
    keeper.takeWaitingSubmit()?.(engine);
    return stop;
  }, [engine, keeper]);

  const fieldProps = (name: Path<Fields>, fieldOptions: RegisterOptions<Fields, Path<Fields>> | undefined, drawn: Partial<FieldProps>): FieldProps => {
    if (engine) {
      const registered = engine.register(name, fieldOptions);
      // A new ref each render, as useForm's: after a reset react-hook-form finds its fields again.
      const ref = (element: HTMLElement | null) => {
        keeper.hearChoice(name, element);
        registered.ref(element);
      };
      return { ...drawn, ...registered, ref, onFocus: ignore };
    }
    return { ...drawn, name, ref: keeper.drawnRef(name), onChange: ignore, onBlur: ignore, onFocus: load };
  };

  /** A field: a text box, a text area, a select or one checkbox. */
  const register = (name: Path<Fields>, fieldOptions?: RegisterOptions<Fields, Path<Fields>>): FieldProps => {
    const initial = valueAt(startingValues, name);
    const drawn = typeof initial === "boolean" ? { defaultChecked: initial } : typeof initial === "string" || typeof initial === "number" ? { defaultValue: initial } : {};
    return fieldProps(name, fieldOptions, drawn);
  };

  /** One radio button of a group: its `value`, checked at first when it is the starting choice. */
  const registerChoice = (name: Path<Fields>, value: string) => ({
    ...fieldProps(name, undefined, { defaultChecked: valueAt(startingValues, name) === value }),
    value,
  });

  const handleSubmit = (onValid: SubmitHandler<Output>) => (event?: FormEvent) => {
    if (engine) return void engine.handleSubmit(onValid)(event);
    event?.preventDefault();
    keeper.waitToSubmit((ready) => void ready.handleSubmit(onValid)());
    setSubmitWaits(true);
    load();
  };

  const getValues = <Name extends Path<Fields>>(name: Name): PathValue<Fields, Name> => {
    if (keeper.engine) return keeper.engine.getValues(name);
    const element = keeper.element(name);
    if (element instanceof HTMLInputElement && element.type === "checkbox") return element.checked as PathValue<Fields, Name>;
    if (element && "value" in element) return element.value as PathValue<Fields, Name>;
    return valueAt(startingValues, name) as PathValue<Fields, Name>;
  };

  /** Before the engine, writes into the text box itself (react-hook-form then keeps it as edited). */
  const setValue = <Name extends Path<Fields>>(name: Name, value: PathValue<Fields, Name>, config?: SetValueConfig) => {
    if (keeper.engine) return keeper.engine.setValue(name, value, config);
    const element = keeper.element(name);
    if (element && "value" in element) element.value = String(value ?? "");
  };

  // Both come after a submit, which brought the engine.
  const setError: UseFormSetError<Fields> = (name, error, config) => keeper.engine?.setError(name, error, config);
  const reset = (values?: DefaultValues<Fields>) => keeper.engine?.reset(values);

  return {
    register,
    registerChoice,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors: formState.errors, isSubmitting: formState.isSubmitting || (submitWaits && !engine) },
  };
}
