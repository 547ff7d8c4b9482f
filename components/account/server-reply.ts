import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { JsonReply } from "@/components/ui/send-json";

export const UNREACHABLE = "We could not reach Res-pe. Please check your connection and try again.";

export type ReplyWithErrors = JsonReply<{ errors: Record<string, string> }>;

/**
 * A refusal as the account forms show it: the server's field messages beside their fields (the
 * first one focused), and its message as an error toast.
 */
export function showRefusal<T extends FieldValues>(reply: ReplyWithErrors, setError: UseFormSetError<T>): void {
  Object.entries(reply.body.errors ?? {}).forEach(([field, message], index) =>
    setError(field as Path<T>, { message }, { shouldFocus: index === 0 }),
  );
  toast.error(reply.status === 0 || !reply.body.message ? UNREACHABLE : reply.body.message);
}
