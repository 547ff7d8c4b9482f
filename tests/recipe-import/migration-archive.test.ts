import { describe, expect, it } from "vitest";
import { gzipSync, strToU8, zipSync } from "fflate";
import { ARCHIVE_LIMITS, entryJson, entryText, openUpload } from "@/lib/recipe-import/migrations/archive";
import { bombByRatio, bombByTotal, latin1Json, lyingHeader, namedEntry, paprikaExport, symlinkEntry, tempFile, zipInZipInZip } from "../support/migration-files";

/** Issue 33: the unpacker refuses what could hurt the server before any reader sees an entry. */

const open = (bytes: Uint8Array, limits = ARCHIVE_LIMITS, name = "export.zip") => openUpload(tempFile(name, bytes), name, limits);
const refusal = async (bytes: Uint8Array, limits = ARCHIVE_LIMITS) => {
  try {
    await open(bytes, limits);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("The archive was opened");
};

describe("opening an upload", () => {
  it("lists a zip's entries with gzip entries inflated in place (Paprika)", async () => {
    const { upload, close } = await open(paprikaExport([{ uid: "1", name: "Soupe à l’oignon", ingredients: "4 oignons", directions: "Cuire." }]));
    expect(upload.entries.map((entry) => entry.path)).toEqual(["Soupe à l’oignon.paprikarecipe"]);
    expect(entryJson(upload.entries[0]!)).toMatchObject({ name: "Soupe à l’oignon" });
    close();
  });

  it("names a nested zip's entries outer.zip/inner/path", async () => {
    const { upload, close } = await open(zipSync({ "export.zip": zipSync({ "recipes/1.json": strToU8('{"a":1}') }), "readme.txt": strToU8("hi") }));
    expect(upload.entries.map((entry) => entry.path).sort()).toEqual(["export.zip/recipes/1.json", "readme.txt"]);
    close();
  });

  it("makes a plain JSON upload one entry, and a single gzip (.paprikarecipe) its inflated JSON", async () => {
    const plain = await open(strToU8('{"@type":"Recipe"}'), ARCHIVE_LIMITS, "../../recipe.json");
    expect(plain.upload.entries.map((entry) => [entry.path, entryText(entry)])).toEqual([["recipe.json", '{"@type":"Recipe"}']]);
    const single = await open(gzipSync(strToU8('{"uid":"x"}')), ARCHIVE_LIMITS, "Pie.paprikarecipe");
    expect(entryJson(single.upload.entries[0]!)).toEqual({ uid: "x" });
  });
});

describe("refusing a bad archive, with a message", () => {
  it("refuses a bomb by ratio from the central directory", async () => {
    expect(await refusal(bombByRatio())).toMatch(/recipes\.json inflates \d+ times its packed size/);
  });

  it("refuses a bomb by total size before inflating", async () => {
    expect(await refusal(bombByTotal(6, 200_000), { ...ARCHIVE_LIMITS, totalBytes: 1024 * 1024 })).toMatch(/inflates to more than 1 MB in all/);
  });

  it("refuses too many entries and too large an entry", async () => {
    expect(await refusal(bombByTotal(6, 100), { ...ARCHIVE_LIMITS, entries: 5 })).toMatch(/more than 5 files/);
    expect(await refusal(bombByTotal(1, 3 * 1024 * 1024), { ...ARCHIVE_LIMITS, entryBytes: 2 * 1024 * 1024 })).toMatch(/part-0\.json inflates to 3 MB, more than the 2 MB/);
  });

  it("refuses a header that lies about the size, while inflating", async () => {
    expect(await refusal(lyingHeader())).toMatch(/r\.json inflates to more than its archive says/);
  });

  it.each([
    ["../../etc/cron.d/x", /outside its own folder/],
    ["/etc/passwd", /absolute path/],
    ["C:/Windows/win.ini", /absolute path/],
    ["recipes\\..\\..\\x.json", /backslash/],
  ])("refuses the path %s", async (name, message) => {
    expect(await refusal(namedEntry(name))).toMatch(message);
  });

  it("refuses a symbolic link", async () => {
    expect(await refusal(symlinkEntry())).toMatch(/symbolic link, "recipes\/link\.json"/);
  });

  it("refuses folders nested too deep, and a zip in a zip in a zip", async () => {
    expect(await refusal(namedEntry(`${"a/".repeat(40)}x.json`))).toMatch(/more than 32 deep/);
    expect(await refusal(zipInZipInZip())).toMatch(/two levels at most/);
  });

  it("refuses huge JSON and non-UTF-8 text when a reader asks for it", async () => {
    const huge = await open(zipSync({ "big.json": strToU8(JSON.stringify({ text: "x".repeat(200_000) })) }));
    expect(() => entryJson(huge.upload.entries[0]!, { textBytes: 100_000 })).toThrow(/big\.json is larger than 98 KB of text/);
    const latin = await open(latin1Json());
    expect(() => entryJson(latin.upload.entries[0]!)).toThrow(/recipe\.json is not UTF-8 text/);
  });

  it("refuses a file that is not a complete zip", async () => {
    const cut = paprikaExport([{ uid: "1", name: "x", ingredients: "", directions: "" }]).subarray(0, 60);
    expect(await refusal(cut)).toMatch(/not a complete zip archive/);
  });
});
