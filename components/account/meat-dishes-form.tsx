"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { meatDishesBodySchema, type MeatDishesInput } from "@/lib/validations/account";
import { showRefusal, type ReplyWithErrors } from "./server-reply";

/** The cook's choice to see chicken, beef and pork dishes: off keeps Res-pe meat-free for them. */
export function MeatDishesForm({ showMeatDishes }: { showMeatDishes: boolean }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<MeatDishesInput>({ resolver: zodResolver(meatDishesBodySchema), defaultValues: { showMeatDishes } });

  const onSubmit = async (values: MeatDishesInput) => {
    const reply: ReplyWithErrors = await sendJson("PUT", "/api/account/meat-dishes", values);
    if (!reply.ok) return showRefusal(reply, setError);
    toast.success(reply.body.message);
    router.refresh();
  };

  return (
    <form className="form" aria-labelledby="account-meat-dishes-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <label className="account-check">
        <input type="checkbox" aria-describedby="account-meat-dishes-hint" {...register("showMeatDishes")} />
        Show chicken, beef and pork dishes
      </label>
      <p id="account-meat-dishes-hint" className="field__hint">
        Off by default: searches, letters, pantry matches and suggestions leave these dishes out for you. Only you are affected.
      </p>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}
