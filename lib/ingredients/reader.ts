import type { Language } from "./languages/food-lookup";
import { foreignUnit, foreignUnitPhrase } from "./languages/measures";
import type { Token } from "./tokens";
import { unitNamed, type UnitInfo } from "./units";

/** A cursor over a line's tokens, and the language the line is known or found to be in. */
export class Reader {
  at = 0;
  constructor(
    readonly tokens: readonly Token[],
    public language: Language | null = null,
  ) {}
  peek(ahead = 0): Token | undefined {
    return this.tokens[this.at + ahead];
  }
  word(ahead = 0): string | undefined {
    const token = this.peek(ahead);
    return token?.kind === "word" ? token.text : undefined;
  }
  mark(ahead = 0): string | undefined {
    const token = this.peek(ahead);
    return token?.kind === "mark" ? token.text : undefined;
  }
  number(ahead = 0): number | undefined {
    const token = this.peek(ahead);
    return token?.kind === "number" ? token.value : undefined;
  }
}

/**
 * The unit a word token names ("T" alone is the American tablespoon, "t" the teaspoon; "EL",
 * "pincée", "cucharada" from another language's words). English first unless the line is known
 * to be in another language ("cc" is a millilitre in English, a teaspoon in French).
 */
export function unitOf(token: Token | undefined, language: Language | null = null): UnitInfo | null {
  if (token?.kind !== "word") return null;
  if (token.raw === "T" || token.raw === "Tb" || token.raw === "TB" || token.raw === "Tbs") return unitNamed("tbsp");
  const foreign = () => {
    const named = foreignUnit(token.text, language);
    return named ? unitNamed(named.unit) : null;
  };
  // "fl oz" was joined into one word by normaliseLine; "c" and "t" alone need a stop or a space after.
  if (language !== null && language !== "en") return foreign() ?? unitNamed(token.text);
  return unitNamed(token.text) ?? foreign();
}

/**
 * The unit at the cursor, of one word or several ("c. à soupe", "cucharada sopera"), with the
 * tokens it takes and the language it says the line is in; not consumed. Looks at most a few
 * tokens ahead, so reading stays linear.
 */
export function unitAt(reader: Reader): { unit: UnitInfo; tokens: number; language: Language | null } | null {
  const words: string[] = [];
  const ends: number[] = [];
  for (let ahead = 0; words.length < 4 && ahead < 8; ahead++) {
    const token = reader.peek(ahead);
    if (token?.kind === "word") {
      // "c.à.s": the tokeniser keeps "à" with nothing; "d'" never starts a unit.
      words.push(token.text);
      ends.push(ahead + 1);
    } else if (token?.kind !== "mark" || token.text !== ".") break;
  }
  const phrase = words.length > 1 ? foreignUnitPhrase(words) : null;
  if (phrase && phrase.words > 1) {
    let tokens = ends[phrase.words - 1]!;
    if (reader.mark(tokens) === ".") tokens += 1;
    return { unit: unitNamed(phrase.unit)!, tokens, language: phrase.language };
  }
  const token = reader.peek();
  const unit = unitOf(token, reader.language);
  if (!unit || token?.kind !== "word") return null;
  const english = reader.language !== "en" && reader.language !== null ? null : unitNamed(token.text);
  return { unit, tokens: 1, language: english ? null : (foreignUnit(token.text, reader.language)?.language ?? null) };
}
