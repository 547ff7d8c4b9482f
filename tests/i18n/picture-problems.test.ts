import { describe, expect, it } from "vitest";
import { codedText } from "@/components/recipe-import/coded-text";
import { processPicture } from "@/lib/own-recipes/pictures";
import { AppError } from "@/lib/platform/errors";
import { LOCALES } from "@/lib/platform/i18n/locales";
import { plainMessages, serverMessageTranslations } from "@/lib/platform/i18n/messages";
import { checkNote, englishNote } from "@/lib/recipe-import/check-notes";
import { pictureProblemOf } from "@/lib/recipe-import/pictures";

/**
 * Issue 35: why a photo was refused is said inside a translated sentence ("Das Bild konnte nicht
 * übernommen werden (…)"); the reason itself comes with a code, so the whole sentence is in the
 * cook's language and not half English.
 */
const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => expect.unreachable("the picture was accepted"),
    (error: unknown) => error as AppError,
  );

describe("a picture's refusal in the cook's language", () => {
  it("names each picture problem by a code every language words", async () => {
    const notAPicture = await refusalOf(processPicture(Buffer.from("<svg>not a photo</svg>")));
    const broken = await refusalOf(processPicture(Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3])));
    expect(notAPicture.messageCode).toBe("picture_not_a_picture");
    expect(broken.messageCode).toBe("picture_unreadable");
    for (const code of [notAPicture.messageCode!, broken.messageCode!, "picture_fetch_timeout", "picture_fetch_failed", "picture_address_refused", "picture_larger_than_5mb", "picture_too_many_pixels"]) {
      for (const locale of LOCALES) expect(Object.hasOwn(serverMessageTranslations(locale), code), `${code} in ${locale}`).toBe(true);
    }
  });

  it("words the import's note about a picture it could not bring in wholly in German", async () => {
    const broken = await refusalOf(processPicture(Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3])));
    const problem = pictureProblemOf(broken);
    const note = checkNote("pictureNotBrought", { problem: problem.message, problemCode: problem.code });
    // The API's English sentence is as it always was.
    expect(englishNote(note)).toBe("The picture could not be brought in (The picture could not be read. Please choose another JPEG, PNG or WebP file.) You can choose one below.");
    const german = codedText(englishNote(note), note, { ...serverMessageTranslations("de"), ...plainMessages("de", "importChecks") });
    expect(german).toBe("Das Bild konnte nicht übernommen werden (Das Bild konnte nicht gelesen werden. Bitte wähle eine andere JPEG-, PNG- oder WebP-Datei.). Du kannst unten eines auswählen.");
  });

  it("words a fetch that failed by its kind when the fetcher gave no code", () => {
    const slow = pictureProblemOf(new AppError("upstream_timeout", "The site took longer than 10 seconds to send the picture."));
    const note = checkNote("photoNotRead", { problem: slow.message, problemCode: slow.code });
    expect(codedText(englishNote(note), note, { ...serverMessageTranslations("fr"), ...plainMessages("fr", "migrationNotes") })).toBe("Photo (Le site a mis trop de temps à envoyer la photo.)");
  });
});
