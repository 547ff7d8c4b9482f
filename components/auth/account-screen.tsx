import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";

/**
 * The frame of the four account screens: a narrow column, the toasts their forms raise, the
 * title (its id labels the form) and an optional line of explanation.
 */
export function AccountScreen({
  titleId,
  title,
  intro,
  back,
  children,
}: {
  titleId: string;
  title: string;
  intro?: string;
  back?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="content content--narrow">
      <Toaster />
      {back}
      <h1 id={titleId} className="page-title">
        {title}
      </h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </div>
  );
}
