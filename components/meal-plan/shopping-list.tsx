"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { pendingWrites, sendOrQueue, SYNCED_EVENT, type QueuedWrite } from "@/components/offline/queue";
import { useSignedInCook } from "@/components/offline/signed-in-cook";
import { EmptyState } from "@/components/ui/empty-state";
import { sendJson } from "@/components/ui/send-json";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";
import type { Messages } from "@/lib/platform/i18n";
import { PENDING, ShoppingGroup, type Item, type LineActions } from "./shopping-line";
import { pageLocale } from "@/components/ui/page-language";

/** The list's words in the page's language (lib/platform/i18n/messages/shopping.json), `{placeholders}` unfilled. */
export type ShoppingText = {
  /** Each aisle's name by its stored key ("dairy and eggs"); the key itself is never shown. */
  aisles: Record<string, string>;
} & Record<
  | "makeFromPlan"
  | "clearChecked"
  | "copy"
  | "print"
  | "share"
  | "title"
  | "planFor"
  | "addItem"
  | "addPlaceholder"
  | "add"
  | "empty"
  | "leftOff"
  | "changePantry"
  | "done"
  | "pendingLine"
  | "forMeals"
  | "change"
  | "changeLine"
  | "save"
  | "remove"
  | "cancel"
  | "notRemoved"
  | "changedMeanwhile"
  | "notTicked"
  | "notChanged"
  | "undo"
  | "undone"
  | "copied"
  | "clearedChecked"
  | "nothingPlanned"
  | "alreadyAll"
  | "itemOne"
  | "itemsMany"
  | "topped"
  | "fromPlanTopped"
  | "addedFromPlan"
  | "addedAndTopped",
  string
>;

type PlanMerge = { meals?: number; added?: number; combined?: number; undo?: string };

/** Whether the browser can share does not change while the page is open. */
const nothingToWatch = () => () => undefined;

const itemsWord = (count: number, text: ShoppingText) => (count === 1 ? text.itemOne : fillIn(text.itemsMany, { count }));

/** What a make from the plan did, in the cook's words. */
function mergeMessage({ meals = 0, added = 0, combined = 0 }: PlanMerge, text: ShoppingText): string {
  if (meals === 0) return text.nothingPlanned;
  if (added === 0 && combined === 0) return text.alreadyAll;
  const topped = combined > 0 ? fillIn(text.topped, { items: itemsWord(combined, text) }) : "";
  if (added === 0) return fillIn(text.fromPlanTopped, { topped });
  const items = itemsWord(added, text);
  return topped ? fillIn(text.addedAndTopped, { items, topped }) : fillIn(text.addedFromPlan, { items });
}

const ITEM_URL = /^\/api\/shopping\/items\/([^/?]+)$/;

/** A line typed while offline, shown at once; the server files it under its aisle when it arrives. */
const pendingItem = (key: string, text: string): Item => ({ id: key, text, aisle: "other", from: [], own: true, checked: false, onHand: false });

/**
 * The list as this device has it: the page's copy (perhaps kept offline) with the changes not yet
 * sent. A line typed offline whose addition has been sent since is no longer shown as waiting:
 * the server's copy of it is on the list (or arrives with the redraw the sending asks for).
 */
function withPending(list: Item[], writes: QueuedWrite[]): Item[] {
  let result = list.filter((item) => !item.id.startsWith(PENDING) || writes.some((write) => write.key === item.id));
  for (const write of writes) {
    const line = ITEM_URL.exec(write.url)?.[1];
    const { checked, text } = write.body ?? {};
    if (line && write.method === "PATCH") {
      result = result.map((item) =>
        item.id === line ? { ...item, ...(typeof checked === "boolean" ? { checked } : {}), ...(typeof text === "string" ? { text, own: true } : {}) } : item,
      );
    }
    if (line && write.method === "DELETE") result = result.filter((item) => item.id !== line);
    if (write.method === "POST" && write.url === "/api/shopping/items" && !result.some((line) => line.id === write.key)) {
      result = [...result, pendingItem(write.key, String(write.body?.text ?? ""))];
    }
  }
  return result;
}

/**
 * The list by aisle with large tick targets, ticked lines in "Done" at the bottom, the cook's own
 * lines, Make from the plan (merged, with Undo), Clear checked, Copy, Share and Print.
 */
export function ShoppingListView({
  items: initial,
  aisles,
  shareText,
  days,
  daysLabel,
  leftOff = [],
  text,
  english,
}: {
  text: ShoppingText;
  /** English pages show the server's own refusals (API messages stay English). */
  english: boolean;
  items: Item[];
  aisles: string[];
  shareText: string;
  /** The planned days "Make from the plan" reads, both counted. */
  days: { from: string; to: string };
  daysLabel: string;
  /** What the cook's pantry holds, left off the list. */
  leftOff?: string[];
}) {
  const router = useRouter();
  const cook = useSignedInCook();
  const [items, setItems] = useState(initial);
  const [line, setLine] = useState("");
  // A line that moved to another aisle is drawn anew there: once it is, the keyboard follows it to its "Change".
  const movedLine = useRef<string | null>(null);
  useEffect(() => {
    if (!movedLine.current) return;
    document.getElementById(`change-${movedLine.current}`)?.focus();
    movedLine.current = null;
  }, [items]);
  // Only a browser that can hand the list to another app gets a Share button; copying works everywhere.
  const canShare = useSyncExternalStore(nothingToWatch, () => typeof navigator.share === "function", () => false);

  useEffect(() => {
    // Only the newest reading of the queue is shown: an older one may finish after it.
    let readings = 0;
    const showPending = () => {
      // This cook's changes only: another cook's, waiting on this browser, are not on their list.
      if (!cook) return;
      const reading = ++readings;
      void pendingWrites(cook)
        .then((writes) => reading === readings && setItems((list) => withPending(list, writes)))
        .catch(() => undefined);
    };
    showPending();
    // Changes made offline reached the server: show the list as it now stands. The redraw keeps
    // this list when the server's lines are what it was drawn from (a repeat of an addition the
    // server already had): the lines that waited are then taken off here.
    const refresh = () => {
      router.refresh();
      showPending();
    };
    window.addEventListener(SYNCED_EVENT, refresh);
    return () => {
      readings = -1;
      window.removeEventListener(SYNCED_EVENT, refresh);
    };
  }, [router, cook]);

  async function tick(item: Item, checked: boolean) {
    setItems((list) => list.map((line) => (line.id === item.id ? { ...line, checked } : line)));
    // The line moves to Done (or back to its aisle): keep the keyboard on it where it now is.
    requestAnimationFrame(() => document.getElementById(`tick-${item.id}`)?.focus());
    // Offline, the tick waits on this device; a newer tick from elsewhere may win (the answer says).
    const { ok, body, queued } = await sendOrQueue<{ checked: boolean }>("PATCH", `/api/shopping/items/${item.id}`, { checked }, { key: `tick ${item.id}`, cook });
    if (queued) return;
    if (!ok) {
      setItems((list) => list.map((line) => (line.id === item.id ? { ...line, checked: !checked } : line)));
      toast.error(refusalText(body, text.notTicked, english));
    } else if (typeof body.checked === "boolean" && body.checked !== checked) {
      setItems((list) => list.map((line) => (line.id === item.id ? { ...line, checked: body.checked === true } : line)));
    }
  }
  async function change(item: Item, wanted: string) {
    setItems((list) => list.map((line) => (line.id === item.id ? { ...line, text: wanted, own: true } : line)));
    // Its own key: a tick of the same line queued offline is another change, sent as well.
    const { ok, body, queued } = await sendOrQueue<{ checked: boolean; text: string; aisle: string }>("PATCH", `/api/shopping/items/${item.id}`, { text: wanted }, { key: `text ${item.id}`, cook });
    if (queued) return;
    if (!ok) {
      setItems((list) => list.map((line) => (line.id === item.id ? item : line)));
      return void toast.error(refusalText(body, text.notChanged, english));
    }
    // The line as the server now has it (a newer change from elsewhere may have won), in the aisle
    // its new words belong to. Not read again whole: that would redraw the list and take the
    // keyboard from the line.
    const aisle = body.aisle ?? item.aisle;
    if (aisle !== item.aisle) movedLine.current = item.id;
    setItems((list) => list.map((line) => (line.id === item.id ? { ...line, text: body.text ?? wanted, checked: body.checked ?? line.checked, aisle } : line)));
  }
  async function remove(item: Item) {
    setItems((list) => list.filter((line) => line.id !== item.id));
    document.getElementById("own-item")?.focus();
    const { ok, body, queued } = await sendOrQueue<{ removed: boolean }>("DELETE", `/api/shopping/items/${item.id}`, undefined, { key: `remove ${item.id}`, cook });
    if (queued) return;
    if (!ok) toast.error(refusalText(body, text.notRemoved, english));
    // Someone in the household changed it after this cook decided to remove it: theirs is newer.
    else if (body.removed === false) toast.error(fillIn(text.changedMeanwhile, { item: item.text }));
    router.refresh();
  }
  const actions: LineActions = { tick, change, remove };
  async function run(method: string, url: string, payload?: unknown, done?: string) {
    const { ok, body } = await sendJson(method, url, payload);
    if (!ok) return void toast.error(refusalText(body, text.notChanged, english));
    if (done) toast.success(done);
    router.refresh();
  }
  async function addOwn(event: FormEvent) {
    event.preventDefault();
    const key = `${PENDING}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const { ok, body, queued } = await sendOrQueue("POST", "/api/shopping/items", { text: line }, { key, cook });
    setLine("");
    if (queued) return void setItems((list) => [...list, pendingItem(key, line)]);
    if (!ok) return void toast.error(refusalText(body, text.notChanged, english));
    router.refresh();
  }
  async function makeFromPlan() {
    const { ok, body } = await sendJson<PlanMerge>("POST", "/api/shopping/from-week", days);
    if (!ok) return void toast.error(refusalText(body, text.notChanged, english));
    const token = body.undo;
    toast.success(mergeMessage(body, text), {
      duration: 10_000,
      action: token ? { label: text.undo, onClick: () => void run("POST", "/api/shopping/undo", { undo: token }, text.undone) } : undefined,
    });
    router.refresh();
  }
  async function copy() {
    await navigator.clipboard.writeText(shareText);
    toast.success(text.copied);
  }
  async function share() {
    await navigator.share({ title: text.title, text: shareText }).catch(() => undefined);
  }

  return (
    <>
      <div className="shopping__actions">
        <button type="button" className="kitchen-button" aria-describedby="plan-days" onClick={() => void makeFromPlan()}>
          {text.makeFromPlan}
        </button>
        <button type="button" className="kitchen-button" disabled={!items.some((item) => item.checked)} onClick={() => void run("DELETE", "/api/shopping?checked=true", undefined, text.clearedChecked)}>
          {text.clearChecked}
        </button>
        <button type="button" className="kitchen-button" onClick={() => void copy()}>
          {text.copy}
        </button>
        <button type="button" className="kitchen-button" onClick={() => window.print()}>
          {text.print}
        </button>
        {canShare ? (
          <button type="button" className="kitchen-button" onClick={() => void share()}>
            {text.share}
          </button>
        ) : null}
      </div>
      <p id="plan-days" className="kitchen-muted shopping__days">
        {fillIn(text.planFor, { days: daysLabel })}
      </p>
      <form className="collection-picker__new shopping__own" onSubmit={addOwn}>
        <label htmlFor="own-item">{text.addItem}</label>
        <input id="own-item" value={line} maxLength={120} required placeholder={text.addPlaceholder} onChange={(event) => setLine(event.target.value)} />
        <button type="submit" className="kitchen-button">
          {text.add}
        </button>
      </form>
      {items.length === 0 ? (
        <EmptyState picture="basket">
          <p>{text.empty}</p>
        </EmptyState>
      ) : null}
      {leftOff.length > 0 ? (
        <p className="shopping__left-off">
          {fillIn(text.leftOff, { names: leftOff.join(", ") })} <Link href="/pantry">{text.changePantry}</Link>
        </p>
      ) : null}
      {aisles.map((aisle) => {
        const lines = items.filter((item) => item.aisle === aisle && !item.onHand && !item.checked);
        if (lines.length === 0) return null;
        const id = `aisle-${aisle.replace(/\W+/g, "-")}`;
        return <ShoppingGroup key={aisle} id={id} title={Object.hasOwn(text.aisles, aisle) ? text.aisles[aisle]! : aisle} lines={lines} actions={actions} text={text} />;
      })}
      {/* What is in the basket sinks here, so what is left to find stays at the top. */}
      {items.some((item) => item.checked && !item.onHand) ? (
        <ShoppingGroup id="aisle-done" title={text.done} lines={items.filter((item) => item.checked && !item.onHand)} actions={actions} text={text} />
      ) : null}
    </>
  );
}

/** "Add ingredients to shopping list" on a recipe page, for the servings chosen there. */
export function AddToShoppingList({ mealId, servings, onAdded, text }: { mealId: string; servings: number; onAdded?: () => void; text: Messages["recipeTools"]["list"] }) {
  return (
    <button
      type="button"
      className="kitchen-button"
      onClick={async () => {
        const { ok, body } = await sendJson("POST", "/api/shopping/from-recipe", { mealId, servings });
        if (!ok) return void toast.error(refusalText(body, text.failed, pageLocale() === "en"));
        toast.success(servings === 1 ? text.addedOne : fillIn(text.addedMany, { count: servings }));
        onAdded?.();
      }}
    >
      {text.add}
    </button>
  );
}
