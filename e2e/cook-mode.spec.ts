import { catalogMealToMeal } from "../lib/meals/catalog/load-catalog";
import { catalog } from "./support/catalog";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// Apple Crumble: its fifth step says "Bake for 35–40 minutes".
const meal = catalogMealToMeal(catalog.find((candidate) => candidate.id === "10001")!);
const steps = meal.instructions.split(/\n+/).filter((step) => step.trim());
const timedStep = steps.findIndex((step) => /35–40 minutes/.test(step));

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("cook mode: one step at a time by keys and buttons, a timer rings on the mocked clock from another step", async ({ page }, testInfo) => {
  await page.clock.install();
  await page.goto(`/recipeDetail/${meal.id}`);
  await page.getByRole("button", { name: "Cook mode" }).click();
  const dialog = page.getByRole("dialog", { name: `Cook mode: ${meal.name}` });
  await expect(dialog.getByRole("heading", { name: `Step 1 of ${steps.length}` })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "← Previous step" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Next step →" }).click();
  await expect(dialog.getByRole("heading", { name: `Step 2 of ${steps.length}` })).toBeVisible();
  for (let press = 1; press < timedStep; press += 1) await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("heading", { name: `Step ${timedStep + 1} of ${steps.length}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The timer's clock is drawn (inline SVG), not an emoji that needs an emoji font.
  const timerButton = dialog.getByRole("button", { name: /35–40 minutes/ });
  await expect(timerButton.locator("svg")).toHaveCount(1);
  await expect(timerButton).not.toContainText(/\p{Extended_Pictographic}/u);
  await timerButton.click();
  await expect(dialog.getByRole("list", { name: "Timers" })).toContainText("35:00");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("heading", { name: `Step ${timedStep} of ${steps.length}` })).toBeVisible();
  await page.clock.fastForward("10:00");
  await expect(dialog.getByRole("list", { name: "Timers" })).toContainText("25:00");
  await page.screenshot({ path: testInfo.outputPath("cook-mode.png") });
  await page.clock.fastForward("25:01");
  await expect(dialog.getByRole("alert")).toContainText("Time's up!");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Stop" }).click();
  await expect(dialog.getByRole("alert")).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Cook mode" })).toBeFocused();
});

test("cook mode on a phone: a swipe left goes to the next step, a swipe right back, a short drag nowhere", async ({ page, isMobile }) => {
  test.skip(!isMobile, "Swiping is for a touch screen (the phone project has one).");
  await page.goto(`/recipeDetail/${meal.id}`);
  await page.getByRole("button", { name: "Cook mode" }).click();
  const dialog = page.getByRole("dialog", { name: `Cook mode: ${meal.name}` });
  const heading = (step: number) => dialog.getByRole("heading", { name: `Step ${step} of ${steps.length}` });
  await expect(heading(1)).toBeVisible();
  // A finger on the step's text, moved from one x to another (touch events, as a phone sends them).
  const swipe = (fromX: number, toX: number) =>
    dialog.locator(".cook-mode__step").evaluate(
      (element, [startX, endX]) => {
        const at = (x: number) => [new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 })];
        element.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, cancelable: true, touches: at(startX!), targetTouches: at(startX!), changedTouches: at(startX!) }));
        element.dispatchEvent(new TouchEvent("touchmove", { bubbles: true, cancelable: true, touches: at(endX!), targetTouches: at(endX!), changedTouches: at(endX!) }));
        element.dispatchEvent(new TouchEvent("touchend", { bubbles: true, cancelable: true, touches: [], targetTouches: [], changedTouches: at(endX!) }));
      },
      [fromX, toX],
    );
  await swipe(300, 80);
  await expect(heading(2)).toBeVisible();
  await swipe(300, 60);
  await expect(heading(3)).toBeVisible();
  await swipe(80, 300);
  await expect(heading(2)).toBeVisible();
  await swipe(200, 170); // 30 px: a finger resting or scrolling, not a swipe
  await swipe(170, 200);
  await expect(heading(2)).toBeVisible();
});

test("cook mode keeps the screen awake: a screen wake lock is requested on open and released on close", async ({ page }) => {
  // Headless Chromium may refuse a wake lock, so every request is recorded and, when refused,
  // answered with a stand-in lock whose release is recorded the same way.
  await page.addInitScript(() => {
    const record = { requests: [] as string[], releases: 0 };
    (window as unknown as { wakeLockRecord: typeof record }).wakeLockRecord = record;
    const original = "wakeLock" in navigator ? navigator.wakeLock.request.bind(navigator.wakeLock) : null;
    const counted = (sentinel: WakeLockSentinel) => {
      const release = sentinel.release.bind(sentinel);
      const recorded = async () => {
        record.releases += 1;
        await release().catch(() => undefined);
      };
      Object.defineProperty(sentinel, "release", { configurable: true, value: recorded });
      return sentinel;
    };
    const standIn = (type: "screen") =>
      Object.assign(new EventTarget(), { released: false, type, onrelease: null, release: async () => undefined }) as unknown as WakeLockSentinel;
    const request = async (type: "screen") => {
      record.requests.push(type);
      const real = original ? await original(type).catch(() => null) : null;
      return counted(real ?? standIn(type));
    };
    if (original) Object.defineProperty(navigator.wakeLock, "request", { configurable: true, value: request });
    else Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
  });
  const record = () => page.evaluate(() => (window as unknown as { wakeLockRecord: { requests: string[]; releases: number } }).wakeLockRecord);
  await page.goto(`/recipeDetail/${meal.id}`);
  await expect(page.getByRole("button", { name: "Cook mode" })).toBeVisible();
  expect(await record()).toEqual({ requests: [], releases: 0 });

  await page.getByRole("button", { name: "Cook mode" }).click();
  const dialog = page.getByRole("dialog", { name: `Cook mode: ${meal.name}` });
  await expect(dialog).toBeVisible();
  await expect.poll(record).toEqual({ requests: ["screen"], releases: 0 });

  await dialog.getByRole("button", { name: "Close cook mode" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(record).toEqual({ requests: ["screen"], releases: 1 });
});
