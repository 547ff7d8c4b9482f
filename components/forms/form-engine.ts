import { zodResolver } from "@hookform/resolvers/zod";
import { createFormControl, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * What a form needs to validate and submit: react-hook-form's control (outside React, so the form
 * component's hooks stay the same before and after it arrives) with the form's own zod schema as
 * its resolver. A chunk of its own, loaded by useLazyForm (./use-lazy-form.ts) when the cook
 * starts using the form or at idle, never with the page (issue 31).
 */
export function startFormEngine<Fields extends FieldValues, Output>(schema: ZodType<Output, Fields>, defaultValues: DefaultValues<Fields>) {
  // zodResolver's overloads want a zod 3 or zod 4 core type; a zod 4 classic schema is the latter.
  const resolver = zodResolver(schema as never) as unknown as Resolver<Fields, unknown, Output>;
  return createFormControl<Fields, unknown, Output>({ resolver, defaultValues });
}

export type FormEngine<Fields extends FieldValues, Output> = ReturnType<typeof startFormEngine<Fields, Output>>;
