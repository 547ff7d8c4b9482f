"use client";

import Form from "next/form";
import { useRef } from "react";
import { MAX_SEARCH_LENGTH } from "@/lib/validations/meals";

/**
 * The meal-name box. Submitting navigates to /home?s=<name>, so the search lives in the URL;
 * an empty box does nothing, as in the seed.
 */
export function MealSearchForm({ initialName }: { initialName: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Form
      action="/home"
      className="meal-search"
      role="search"
      onSubmit={(event) => {
        if (!input.current?.value.trim()) event.preventDefault();
      }}
    >
      <label htmlFor="meal-name" className="visually-hidden">
        Meal name
      </label>
      <input
        ref={input}
        id="meal-name"
        name="s"
        type="search"
        placeholder="Search for a meal…"
        defaultValue={initialName}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
      />
      <button type="submit" className="button">
        Search
      </button>
    </Form>
  );
}
