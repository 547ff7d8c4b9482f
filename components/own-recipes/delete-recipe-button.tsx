"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { sendJson } from "@/components/ui/send-json";

const DELETE_FAILED = "The recipe could not be deleted. Please check your connection and try again.";

/**
 * Delete, after a confirmation. From the list the list is refreshed; from the recipe's own
 * page the cook goes to My Recipes, where the toast is still showing.
 */
export function DeleteRecipeButton({ id, name, then }: { id: string; name: string; then: "refresh" | "myRecipes" }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function deleteRecipe() {
    setDeleting(true);
    const reply = await sendJson("DELETE", `/api/recipes/${id}`);
    setDeleting(false);
    if (!reply.ok) {
      toast.error(reply.status === 0 || !reply.body.message ? DELETE_FAILED : reply.body.message);
      return;
    }
    toast.success(`“${name}” was deleted.`);
    if (then === "myRecipes") router.push("/myRecipes");
    else router.refresh();
  }

  return (
    <>
      <button type="button" className="button button--outline button--danger" disabled={deleting} onClick={() => setAsking(true)}>
        {deleting ? "Deleting…" : "Delete"}
        <span className="visually-hidden"> {name}</span>
      </button>
      <AlertDialog
        content={
          asking
            ? {
                tone: "warning",
                title: `Delete “${name}”?`,
                message: "The recipe and its picture will be gone for good.",
                confirmLabel: "Delete",
              }
            : null
        }
        onClose={() => setAsking(false)}
        onConfirm={deleteRecipe}
      />
    </>
  );
}
