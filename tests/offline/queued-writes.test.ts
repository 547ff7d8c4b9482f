import { describe, expect, it } from "vitest";
import { writesOf, type QueuedWrite } from "@/components/offline/queued-writes";

const write = (owner: string, key: string, at: number): QueuedWrite => ({ key, owner, method: "POST", url: "/api/shopping/items", body: { text: key }, at });

describe("changes queued offline on a shared browser", () => {
  const ada = [write("ada", "plums", 30), write("ada", "figs", 10)];
  const bob = [write("bob", "oats", 20)];
  const queue = [...ada, ...bob];

  it("are sent, and shown as waiting, only for the cook who made them, oldest first", () => {
    expect(writesOf("ada", queue).map((entry) => entry.key)).toEqual(["figs", "plums"]);
    expect(writesOf("bob", queue).map((entry) => entry.key)).toEqual(["oats"]);
  });

  it("never for a cook who made none of them, nor for nobody", () => {
    expect(writesOf("cy", queue)).toEqual([]);
    expect(writesOf("", queue)).toEqual([]);
  });

  it("a change that names no cook is nobody's: never sent", () => {
    const unnamed = { ...write("ada", "dates", 5), owner: undefined } as unknown as QueuedWrite;
    expect(writesOf("ada", [unnamed, ...ada]).map((entry) => entry.key)).toEqual(["figs", "plums"]);
  });
});
