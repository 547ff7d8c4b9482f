"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import type { MeatDishesInput } from "@/lib/validations/account";
import { showRefusal, spoken, type AccountSpeech, type ReplyWithErrors } from "./server-reply";
import { useLazyForm } from "@/components/forms/use-lazy-form";

/** The cook's choice to see chicken, beef and pork dishes: off keeps Res-pe meat-free for them. */
export function MeatDishesForm({ showMeatDishes, speech }: { showMeatDishes: boolean; speech: AccountSpeech }) {
  const { text } = speech;
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useLazyForm<MeatDishesInput>({
    schema: () => import("@/lib/validations/account").then((schemas) => schemas.meatDishesBodySchema),
    defaultValues: { showMeatDishes },
  });

  const onSubmit = async (values: MeatDishesInput) => {
    const reply: ReplyWithErrors = await sendJson("PUT", "/api/account/meat-dishes", values);
    if (!reply.ok) return showRefusal(reply, setError, speech);
    toast.success(spoken(speech, reply.body.message, text.meatSaved));
    router.refresh();
  };

  return (
    <form className="form" aria-labelledby="account-meat-dishes-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <label className="account-check">
        <input type="checkbox" aria-describedby="account-meat-dishes-hint" {...register("showMeatDishes")} />
        {text.showMeat}
      </label>
      <p id="account-meat-dishes-hint" className="field__hint">
        {text.meatHint}
      </p>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
