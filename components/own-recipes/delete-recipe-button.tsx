"use client";

import { useRouter } from "next/navigation";
import { Suspense, useState } from "react";
import { lazyPart } from "@/components/ui/lazy-part";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";

// The question is fetched when a cook points at, focuses or presses Delete: most visits to a
// recipe or to My Recipes delete nothing (issue 31).
const loadDialog = () => import("@/components/ui/alert-dialog");
const AlertDialog = lazyPart(() => loadDialog().then((module) => ({ default: module.AlertDialog })));
const warmUp = () => void loadDialog().catch(() => undefined);

/** English unless the page gives its language's words (myRecipes.json). */
const ENGLISH = {
  delete: "Delete",
  deleting: "Deleting…",
  deleteTitle: "Delete “{name}”?",
  deleteMessage: "The recipe and its picture will be gone for good.",
  cancel: "Cancel",
  deleted: "“{name}” was deleted.",
  deleteFailed: "The recipe could not be deleted. Please check your connection and try again.",
};
export type DeleteRecipeText = typeof ENGLISH;

/**
 * Delete, after a confirmation. From the list the list is refreshed; from the recipe's own
 * page the cook goes to My Recipes, where the toast is still showing.
 */
export function DeleteRecipeButton({ id, name, then, text = ENGLISH }: { id: string; name: string; then: "refresh" | "myRecipes"; text?: DeleteRecipeText }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  // Once asked, the dialog stays in the page, closed, as it always was before.
  const [asked, setAsked] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function deleteRecipe() {
    setDeleting(true);
    const reply = await sendJson("DELETE", `/api/recipes/${id}`);
    setDeleting(false);
    if (!reply.ok) {
      toast.error(reply.status === 0 || !reply.body.message ? text.deleteFailed : reply.body.message);
      return;
    }
    toast.success(fill(text.deleted, { name }));
    if (then === "myRecipes") router.push("/myRecipes");
    else router.refresh();
  }

  return (
    <>
      <button
        type="button"
        className="button button--outline button--danger"
        disabled={deleting}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => {
          setAsking(true);
          setAsked(true);
        }}
      >
        {deleting ? text.deleting : text.delete}
        <span className="visually-hidden"> {name}</span>
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <AlertDialog
            content={
              asking
                ? {
                    tone: "warning",
                    title: fill(text.deleteTitle, { name }),
                    message: text.deleteMessage,
                    confirmLabel: text.delete,
                    cancelLabel: text.cancel,
                  }
                : null
            }
            onClose={() => setAsking(false)}
            onConfirm={deleteRecipe}
          />
        </Suspense>
      ) : null}
    </>
  );
}
