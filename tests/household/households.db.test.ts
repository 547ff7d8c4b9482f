import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook, type Cook } from "../support/accounts";
import { household, joined, json, pantry, plan, shop } from "./support";

type View = { role: string; members: { id: string; name: string; role: string; you: boolean }[]; invites: { id: string; status: string }[]; activity: { who: string; action: string; subject: string }[] };
const view = async (by: Cook) => json<View>(await household.read(by));
const texts = async (by: Cook) => (await shop.items(by)).map((item) => item.text).sort();

describe("households: invite and join", RECIPE_TEST_OPTIONS, () => {
  it("joining with merge says what moves, moves the joiner's plan, list and pantry in, and both then share one list", async () => {
    const ada = await seedCook({ name: "Ada" });
    const sam = await seedCook({ name: "Sam" });
    await json(await shop.add(ada, "Milk"), 201);
    await json(await shop.add(sam, "Eggs"), 201);
    await json(await shop.add(sam, "Butter"), 201);
    await json(await plan.add(sam), 201);
    await json(await pantry.save(sam, ["Rice", "Salt", "Lentils"]));
    await json(await pantry.save(ada, ["Salt", "Flour"]));

    const invite = await json<{ code: string; link: string; status: string }>(await household.invite(ada), 201);
    expect(invite.link).toContain(`/household?join=${invite.code}`);
    expect(await json(await household.preview(sam, invite.code))).toEqual({ members: ["Ada"], planned: 1, shopping: 2, pantry: 3 });

    const answer = await json(await household.join(sam, invite.code, "merge"));
    // Of Sam's three pantry items, Salt was there already: two are added.
    expect(answer).toMatchObject({ choice: "merge", members: ["Ada", "Sam"], planned: 1, shopping: 2, pantry: 2 });
    expect(await texts(ada)).toEqual(await texts(sam));
    expect(await texts(ada)).toEqual(expect.arrayContaining(["Butter", "Eggs"]));
    expect((await plan.meals(ada)).length).toBe(1);
    expect(await pantry.items(sam)).toEqual(["Salt", "Flour", "Rice", "Lentils"]);

    // A tick by one is the other's.
    const eggs = (await shop.items(ada)).find((item) => item.text === "Eggs")!;
    await json(await shop.check(sam, eggs.id));
    expect((await shop.items(ada)).find((item) => item.id === eggs.id)!.checked).toBe(true);
    const seen = await view(ada);
    expect(seen.members.map((member) => [member.name, member.role])).toEqual([["Ada", "owner"], ["Sam", "member"]]);
    expect(seen.activity[0]).toMatchObject({ who: "Sam", action: "ticked", subject: "Eggs" });
  });

  it("joining with discard drops the joiner's plan, list and pantry and says how much went", async () => {
    const ada = await seedCook({ name: "Ada" });
    const sam = await seedCook({ name: "Sam" });
    await json(await shop.add(sam, "Eggs"), 201);
    await json(await plan.add(sam), 201);
    const answer = await joined(ada, sam, "discard");
    expect(answer).toMatchObject({ planned: 1, shopping: 1, pantry: 0 });
    expect(await texts(sam)).toEqual([]);
    expect(await plan.meals(sam)).toEqual([]);
    expect(await db.shoppingItem.count({ where: { userId: sam.id } })).toBe(0);
  });

  it("an invite works once; a revoked or expired one is refused; only the owner invites, revokes and removes", async () => {
    const ada = await seedCook({ name: "Ada" });
    const [sam, kim, lee] = [await seedCook(), await seedCook(), await seedCook()];
    const invite = await json<{ id: string; code: string }>(await household.invite(ada), 201);
    await json(await household.join(sam, invite.code, "merge"));
    expect((await household.join(kim, invite.code, "merge")).status).toBe(409);
    expect((await household.preview(kim, invite.code)).status).toBe(409);

    const revoked = await json<{ id: string; code: string }>(await household.invite(ada), 201);
    expect(await json(await household.revoke(ada, revoked.id))).toMatchObject({ status: "revoked" });
    expect((await household.join(kim, revoked.code, "merge")).status).toBe(409);

    const expired = await json<{ id: string; code: string }>(await household.invite(ada), 201);
    await db.householdInvite.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await household.join(kim, expired.code, "merge")).status).toBe(409);
    expect((await household.join(kim, "A".repeat(32), "merge")).status).toBe(404);
    expect((await household.join(kim, "short", "merge")).status).toBe(400);
    // Only the hash is kept.
    expect(await db.householdInvite.count({ where: { codeHash: invite.code } })).toBe(0);

    // A member cannot invite, revoke, remove or hand over.
    expect((await household.invite(sam)).status).toBe(403);
    const waiting = await json<{ id: string }>(await household.invite(ada), 201);
    expect((await household.revoke(sam, waiting.id)).status).toBe(403);
    expect((await household.remove(sam, ada.id)).status).toBe(403);
    expect((await household.handOver(sam, sam.id)).status).toBe(403);
    // Another owner cannot revoke this household's invite.
    expect((await household.revoke(lee, waiting.id)).status).toBe(404);
    expect((await view(ada)).members.length).toBe(2);
  });
});

describe("households: leaving, removal and hand-over", RECIPE_TEST_OPTIONS, () => {
  it("a leaver keeps a copy of what was theirs; the household keeps its rows; the owner leaving hands it on; the last one deletes it", async () => {
    const ada = await seedCook({ name: "Ada" });
    const sam = await seedCook({ name: "Sam" });
    await joined(ada, sam);
    await json(await shop.add(sam, "Eggs"), 201);
    await json(await shop.add(ada, "Milk"), 201);
    await json(await plan.add(sam), 201);
    await json(await pantry.save(ada, ["Rice"]));

    expect(await json(await household.leave(sam))).toEqual({ deleted: false });
    expect(await texts(sam)).toEqual(["Eggs"]);
    expect((await plan.meals(sam)).length).toBe(1);
    expect(await pantry.items(sam)).toEqual(["Rice"]);
    expect(await texts(ada)).toEqual(["Eggs", "Milk"]);
    expect((await view(sam)).members.map((member) => member.name)).toEqual(["Sam"]);
    expect((await view(ada)).activity[0]).toMatchObject({ who: "Sam", action: "left the household" });

    const kim = await seedCook({ name: "Kim" });
    await joined(ada, kim);
    const home = (await db.householdMember.findUniqueOrThrow({ where: { userId: ada.id } })).householdId;
    expect(await json(await household.leave(ada))).toEqual({ deleted: false });
    expect((await view(kim)).role).toBe("owner");
    expect(await texts(kim)).toEqual(["Eggs", "Milk"]);
    // Kim is the last one in it: leaving deletes the household (and its invites and activity), and
    // Kim cooks on in a new household of one with a copy of what was theirs.
    await json(await household.invite(kim), 201);
    expect(await json(await household.leave(kim))).toEqual({ deleted: true });
    expect(await db.household.findUnique({ where: { id: home } })).toBeNull();
    expect(await db.householdInvite.count({ where: { householdId: home } })).toBe(0);
    expect((await view(kim)).members.map((member) => member.name)).toEqual(["Kim"]);
  });

  it("the owner hands the household over, and removes a member, who keeps a copy", async () => {
    const ada = await seedCook({ name: "Ada" });
    const sam = await seedCook({ name: "Sam" });
    await joined(ada, sam);
    await json(await household.handOver(ada, sam.id));
    expect((await view(ada)).role).toBe("member");
    expect((await view(sam)).role).toBe("owner");
    await json(await shop.add(ada, "Tea"), 201);
    await json(await household.remove(sam, ada.id));
    expect(await texts(ada)).toEqual(["Tea"]);
    expect((await view(ada)).members.map((member) => member.name)).toEqual(["Ada"]);
    expect((await view(sam)).members.map((member) => member.name)).toEqual(["Sam"]);
    expect((await household.remove(sam, ada.id)).status).toBe(404);
  });
});

describe("households: an account deleted", RECIPE_TEST_OPTIONS, () => {
  it("leaves what the cook added on the household's list for the others, who take over as owner; a household of one goes with its cook", async () => {
    const { accountApi } = await import("../support/account");
    const ada = await seedCook({ name: "Ada" });
    const sam = await seedCook({ name: "Sam" });
    await joined(ada, sam);
    await json(await shop.add(ada, "Milk"), 201);
    const home = (await db.householdMember.findUniqueOrThrow({ where: { userId: ada.id } })).householdId;
    expect((await accountApi.remove(ada, { password: ada.password })).status).toBe(200);
    expect(await texts(sam)).toEqual(["Milk"]);
    expect((await view(sam)).role).toBe("owner");

    expect((await accountApi.remove(sam, { password: sam.password })).status).toBe(200);
    expect(await db.household.findUnique({ where: { id: home } })).toBeNull();
  });
});
